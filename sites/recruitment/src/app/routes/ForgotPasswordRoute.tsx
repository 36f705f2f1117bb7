import { ForgotPassword } from '../../features/account/components/ForgotPassword/ForgotPassword';
import { useAccountStores } from '../../features/account/stores/useAccountStores';

/** `quen-mat-khau`: a code by email or SMS, then a new password. */
export default function ForgotPasswordRoute() {
  const { passwordReset } = useAccountStores();
  return <ForgotPassword store={passwordReset} />;
}
