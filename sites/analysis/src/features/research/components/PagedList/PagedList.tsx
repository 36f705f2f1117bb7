import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

export interface PagedListTexts {
  loading: string;
  failed: string;
  moreFailed: string;
  empty: string;
  /** "Showing {{shown}} of {{total}}", filled in here. */
  shown: (values: { shown: string; total: string }) => string;
  more: string;
}

interface PagedListProps<T, P> {
  list: PagedListStore<T, P>;
  /** The answer on screen is for the page's current filter (else the skeleton shows). */
  ready: boolean;
  locale: Locale;
  texts: PagedListTexts;
  /** What the list looks like while it loads. */
  skeleton: ReactNode;
  /** Asks again after a failure of the first page. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The states of an appending list (spec §4): loading (a status), a failure with its retry, the
 * no-data message, then the items with how many are shown and "more" for the next page. A
 * failed "more" keeps what is shown and offers to try again.
 */
function PagedListView<T, P>({
  list,
  ready,
  locale,
  texts,
  skeleton,
  onRetry,
  children,
}: PagedListProps<T, P>) {
  const { t } = useTranslation('analysis');
  if (!ready) {
    if (list.failure && !list.isLoading) {
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{texts.failed}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('research.common.retry')}
            </Button>
          </Group>
        </Alert>
      );
    }
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={texts.loading}>
        {skeleton}
      </Stack>
    );
  }
  if (list.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {children}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" aria-live="polite">
          {texts.shown({
            shown: formatNumber(list.items.length, locale),
            total: formatNumber(list.total, locale),
          })}
        </Text>
        {list.hasMore && !list.failure && (
          <Button variant="light" onClick={() => void list.loadMore()} loading={list.isLoading}>
            {texts.more}
          </Button>
        )}
      </Group>
      {list.failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{texts.moreFailed}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.retry()}>
              {t('research.common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

export const PagedList = observer(PagedListView) as typeof PagedListView;
