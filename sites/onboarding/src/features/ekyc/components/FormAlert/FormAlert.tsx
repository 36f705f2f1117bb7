import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { FlowError } from '../../stores/EkycFlowStore';
import { useEkycErrorText } from '../../hooks/useEkycErrorText';
import { FlowAlert } from '../FlowAlert/FlowAlert';

/**
 * A failure no field can show (a rejected reCAPTCHA, the vendor down, a server error): an alert,
 * announced as it appears. What the customer typed stays in the form.
 */
export function FormAlert({ error }: { error: FlowError | null }) {
  const { t } = useTranslation('onboarding');
  const errorText = useEkycErrorText();
  if (!error) return null;
  return (
    <FlowAlert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('ekyc.flow.failedTitle')}
    >
      {errorText(error)}
      {error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0 && (
        <> {t('ekyc.flow.retryAfter', { count: error.retryAfterSeconds })}</>
      )}
    </FlowAlert>
  );
}
