import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

/** What a section reads from its store (Resource or PagedListStore). */
export interface SectionState {
  isLoading: boolean;
  failure: LoadFailure | null;
  hasAnswer: boolean;
  isEmpty: boolean;
  retry(): Promise<void> | void;
}

interface SectionStatusProps {
  state: SectionState;
  /** False while the answer held is another request's (another company, filter or language). */
  current?: boolean;
  /** Announced while the section loads. */
  loadingText: string;
  /** Shown when the section answered with nothing. */
  emptyText: string;
  /** The section's content, once it has an answer with something in it. */
  children: ReactNode;
}

/**
 * One section's states: loading (announced), the failure with a retry, the no-data message, or
 * the content. A list that has an answer keeps it while it loads more (its footer says so).
 */
export const SectionStatus = observer(function SectionStatus({
  state,
  current = true,
  loadingText,
  emptyText,
  children,
}: SectionStatusProps) {
  if (!state.hasAnswer || !current) {
    if (state.failure && !state.isLoading)
      return <SectionFailure failure={state.failure} onRetry={() => void state.retry()} />;
    return (
      <Group gap="xs" role="status" aria-busy="true" py="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{loadingText}</Text>
      </Group>
    );
  }
  if (state.isEmpty) return <Text size="sm">{emptyText}</Text>;
  return <>{children}</>;
});

/** A section that could not load: what happened and a button to ask again. */
export function SectionFailure({
  failure,
  onRetry,
}: {
  failure: LoadFailure;
  onRetry: () => void;
}) {
  const { t } = useTranslation('analysis');
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {failure === 'maintenance' ? t('profile.state.maintenance') : t('profile.state.failed')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('profile.state.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
