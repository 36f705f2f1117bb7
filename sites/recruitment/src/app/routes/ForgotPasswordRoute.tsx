import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ForgotPassword } from '../../features/account/components/ForgotPassword/ForgotPassword';

/** `quen-mat-khau`: a code by email or SMS, then a new password. */
export default function ForgotPasswordRoute() {
  const { passwordReset } = useStores();
  return <ForgotPassword store={passwordReset} />;
}
