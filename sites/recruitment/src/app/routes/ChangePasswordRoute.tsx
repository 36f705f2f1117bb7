import { ChangePassword } from '../../features/account/components/ChangePassword/ChangePassword';
import { useAccountStores } from '../../features/account/stores/useAccountStores';

/** `doi-mat-khau` (candidate login required: the router's recruitAuth guard). */
export default function ChangePasswordRoute() {
  const { profile } = useAccountStores();
  return <ChangePassword store={profile} />;
}
