import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';

/** A list on its way: announced, with rows standing in for the table. */
export function ListLoading({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true">
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{label}</Text>
      </Group>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={28} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list that could not load: what happened, and a button to ask again. */
export function ListFailure({
  failure,
  text,
  onRetry,
}: {
  failure: LoadFailure;
  /** What failed (maintenance has its own words). */
  text: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('analysis');
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">
          {failure === 'maintenance' ? t('recommendations.state.maintenance') : text}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('recommendations.state.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

interface ListFooterProps<T, P> {
  list: PagedListStore<T, P>;
  /** How many are on screen. */
  shown: number;
  locale: Locale;
  /** "Showing {{shown}} of {{total}}", filled in here. */
  shownText: (values: { shown: string; total: string }) => string;
  moreText: string;
}

/** How many are shown of how many, "more" for the next page, and a failed page's retry. */
function ListFooterView<T, P>({ list, shown, locale, shownText, moreText }: ListFooterProps<T, P>) {
  const { t } = useTranslation('analysis');
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" aria-live="polite">
          {shownText({
            shown: formatNumber(shown, locale),
            total: formatNumber(list.total, locale),
          })}
        </Text>
        {list.hasMore && !list.failure && (
          <Button variant="light" onClick={() => void list.loadMore()} loading={list.isLoading}>
            {moreText}
          </Button>
        )}
      </Group>
      {list.failure && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{t('recommendations.state.moreFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.retry()}>
              {t('recommendations.state.retry')}
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}

export const ListFooter = observer(ListFooterView) as typeof ListFooterView;
