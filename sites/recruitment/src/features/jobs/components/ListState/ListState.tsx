import type { ReactNode } from 'react';
import { Alert, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

/** What a list store shows (PagedListStore, Resource). */
export interface ListLike {
  isLoading: boolean;
  failure: LoadFailure | null;
  hasAnswer: boolean;
  isEmpty: boolean;
  retry(): Promise<void> | void;
}

export interface ListStateProps {
  state: ListLike;
  /** False while the answer on screen is another request's (another filter or page). */
  current?: boolean;
  loadingLabel: string;
  emptyText: string;
  /** The skeleton's rows. */
  rows?: number;
  rowHeight?: number;
  children: ReactNode;
}

/** A list's skeleton, failure with a retry, empty text, or the list. */
export const ListState = observer(function ListState({
  state,
  current = true,
  loadingLabel,
  emptyText,
  rows = 3,
  rowHeight = 120,
  children,
}: ListStateProps) {
  const { t } = useTranslation('recruitment');
  if (state.failure && !state.isLoading) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('jobs.search.failed')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {state.failure === 'maintenance' ? t('jobs.search.maintenance') : loadingLabel}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void state.retry()}>
            {t('jobs.search.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.isLoading || !state.hasAnswer || !current) {
    return (
      <Box role="status" aria-busy="true" aria-label={loadingLabel}>
        <Stack gap="sm">
          {Array.from({ length: rows }, (_, i) => (
            <Skeleton key={i} height={rowHeight} radius="md" />
          ))}
        </Stack>
      </Box>
    );
  }
  if (state.isEmpty) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children}</>;
});
