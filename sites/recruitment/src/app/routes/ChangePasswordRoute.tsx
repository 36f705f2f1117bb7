import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ChangePassword } from '../../features/account/components/ChangePassword/ChangePassword';

/** `doi-mat-khau` (candidate login required: the router's recruitAuth guard). */
export default function ChangePasswordRoute() {
  const { profile } = useStores();
  return <ChangePassword store={profile} />;
}
