import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

/** Design §6: generated figures for real tickers, and the site says so. */
export function DemoDataNote() {
  const { t } = useTranslation('analysis');
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('center.demoData.title')}>
      {t('center.demoData.body')}
    </Alert>
  );
}
