import { IconUserPlus } from '@tabler/icons-react';
import { CallToAction } from '../../../../lib/catalog/CallToAction/CallToAction';

/** The invitation to open an account online (eKYC) that closes the individual-customer pages. */
export function OpenAccount() {
  return (
    <CallToAction copy="services.openAccount" route="ekyc" icon={<IconUserPlus size={28} />} />
  );
}
