import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { AuthenticatedUser } from '../../features/account/components/AuthenticatedUser/AuthenticatedUser';

/** `xac-thuc-danh-tinh`: log in or register, then back to `redirectUrl`. */
export default function AuthenticatedUserRoute() {
  const { auth, registration } = useStores();
  const { locale } = usePageMatch();
  return <AuthenticatedUser auth={auth} registration={registration} locale={locale} />;
}
