import type { ReactNode } from 'react';
import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ListSkeleton } from '../ListSkeleton/ListSkeleton';
import { NoData } from '../NoData/NoData';

/** What ListStatus reads from a list store (PagedListStore or any store with the same flags). */
export interface ListState {
  isLoading: boolean;
  failure: LoadFailure | null;
  hasAnswer: boolean;
  isEmpty: boolean;
  retry(): Promise<void> | void;
}

export interface ListStatusProps {
  state: ListState;
  /** False while the answer on screen belongs to another request (another filter or page). */
  current?: boolean;
  /** Placeholder of the list's shape while it loads; default three grey bars. */
  skeleton?: ReactNode;
  /** Text of the empty list; default the spec's no-data message. */
  noDataMessage?: string;
  /** The list itself, rendered once it answered with items. */
  children: ReactNode;
}

/**
 * The states every list goes through, in one place: a loading skeleton (announced as busy), an
 * error message with a retry button, the no-data message, or the list.
 */
export const ListStatus = observer(function ListStatus({
  state,
  current = true,
  skeleton,
  noDataMessage,
  children,
}: ListStatusProps) {
  const { t } = useTranslation('corporate');
  if (state.failure && !state.isLoading) {
    return <ListFailure failure={state.failure} onRetry={() => void state.retry()} />;
  }
  if (state.isLoading || !state.hasAnswer || !current) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('contentList.loading')}>
        {skeleton ?? <ListSkeleton gap="sm" count={3} height={72} radius="md" />}
      </Box>
    );
  }
  if (state.isEmpty) return <NoData message={noDataMessage} />;
  return <>{children}</>;
});

/** The error message of a list that could not load, with a retry button. */
export function ListFailure({ failure, onRetry }: { failure: LoadFailure; onRetry?: () => void }) {
  const { t } = useTranslation('corporate');
  return (
    <Alert color="red" variant="light" role="alert" title={t('contentList.failed')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {failure === 'maintenance' ? t('contentList.maintenance') : t('contentList.tryAgain')}
        </Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('contentList.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
