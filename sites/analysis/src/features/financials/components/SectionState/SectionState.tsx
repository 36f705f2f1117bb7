import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

interface SectionStateProps<T> {
  value: T | null;
  isLoading: boolean;
  failure: LoadFailure | null;
  /** The answer has nothing to show. */
  isEmpty: (value: T) => boolean;
  texts: { loading: string; empty: string; failed: string };
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

/**
 * One section's data states: a status while nothing has come (before the first request too), a
 * failure with its retry, a no-data message, else the section drawn from the answer. An answer
 * on screen stays while a newer one loads (the section is marked busy meanwhile).
 */
export function SectionState<T>({
  value,
  isLoading,
  failure,
  isEmpty,
  texts,
  onRetry,
  children,
}: SectionStateProps<T>) {
  const { t } = useTranslation('analysis');
  if (failure !== null && !isLoading) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm">{texts.failed}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('financials.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (value === null) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{texts.loading}</Text>
      </Group>
    );
  }
  if (isEmpty(value)) {
    return (
      <Text size="sm" role="status">
        {texts.empty}
      </Text>
    );
  }
  return <div aria-busy={isLoading || undefined}>{children(value)}</div>;
}
