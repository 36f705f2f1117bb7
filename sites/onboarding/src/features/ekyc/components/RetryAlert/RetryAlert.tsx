import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useEkycErrorText } from '../../hooks/useEkycErrorText';
import type { FlowError } from '../../stores/EkycFlowStore';
import { FlowAlert } from '../FlowAlert/FlowAlert';

interface RetryAlertProps {
  title: string;
  error: FlowError;
  onRetry: () => void;
}

/** What a step needed could not be read (its lists, the contract): why, and a way to try again. */
export function RetryAlert({ title, error, onRetry }: RetryAlertProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useEkycErrorText();
  return (
    <FlowAlert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('ekyc.flow.retry')}
        </Button>
      </Stack>
    </FlowAlert>
  );
}
