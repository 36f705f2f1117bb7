import { Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { SectionFailure } from '../SectionStatus/SectionStatus';

interface ListFooterProps<T, P> {
  list: PagedListStore<T, P>;
  locale: Locale;
  /** What the "more" button says: it names the list, as two such buttons share the page. */
  moreLabel: string;
}

/**
 * Under an appending list: how many rows of how many, the "more" button while pages follow, and
 * the failure of the page that could not be added (what is shown stays).
 */
function ListFooterView<T, P>({ list, locale, moreLabel }: ListFooterProps<T, P>) {
  const { t } = useTranslation('analysis');
  return (
    <>
      {list.failure && list.hasAnswer && !list.isLoading && (
        <SectionFailure failure={list.failure} onRetry={() => void list.retry()} />
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="xs" aria-live="polite">
          {t('profile.state.shown', {
            shown: formatNumber(list.items.length, locale),
            total: formatNumber(list.total, locale),
          })}
        </Text>
        {list.hasMore && (
          <Button
            variant="light"
            size="sm"
            onClick={() => void list.loadMore()}
            loading={list.isLoading}
          >
            {moreLabel}
          </Button>
        )}
      </Group>
    </>
  );
}

export const ListFooter = observer(ListFooterView) as typeof ListFooterView;
