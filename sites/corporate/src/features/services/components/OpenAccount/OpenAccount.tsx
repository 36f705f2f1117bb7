import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { CallToAction } from '../../../../lib/catalog/CallToAction/CallToAction';

/** The invitation to open an account online (eKYC) that closes the individual-customer pages. */
export function OpenAccount() {
  const { t } = useTranslation('corporate');
  return (
    <CallToAction
      title={t('services.openAccount.title')}
      text={t('services.openAccount.text')}
      action={t('services.openAccount.action')}
      route="ekyc"
      icon={<IconUserPlus size={28} />}
    />
  );
}
