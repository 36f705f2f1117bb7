import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { AuthenticatedUser } from '../../features/account/components/AuthenticatedUser/AuthenticatedUser';
import { useAccountStores } from '../../features/account/stores/useAccountStores';

/** `xac-thuc-danh-tinh`: log in or register, then back to `redirectUrl`. */
export default function AuthenticatedUserRoute() {
  const { auth } = useStores();
  const { registration } = useAccountStores();
  const { locale } = usePageMatch();
  return <AuthenticatedUser auth={auth} registration={registration} locale={locale} />;
}
