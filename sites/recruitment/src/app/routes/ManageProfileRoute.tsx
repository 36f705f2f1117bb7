import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { ProfileManager } from '../../features/account/components/ProfileManager/ProfileManager';
// The CV part's photo check (png or jpeg by content, under 500 KB): one rule for both photos.
import { checkAvatar } from '../../features/cv/lib/fileChecks';
import { useAccountStores } from '../../features/account/stores/useAccountStores';

/** `quan-ly-ho-so-tuyen-dung`: profile, photo, data download, account deletion. */
export default function ManageProfileRoute() {
  const { profile } = useAccountStores();
  const { locale } = usePageMatch();
  return <ProfileManager store={profile} locale={locale} checkAvatar={checkAvatar} />;
}
