import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { OtpVerification } from '../../features/account/components/OtpVerification/OtpVerification';
import { useAccountStores } from '../../features/account/stores/useAccountStores';

/** `xac-thuc-otp-dang-ky-tuyen-dung`: the registration's code. */
export default function VerifyOtpRoute() {
  const { auth } = useStores();
  const { registration } = useAccountStores();
  const { locale } = usePageMatch();
  return <OtpVerification store={registration} auth={auth} locale={locale} />;
}
