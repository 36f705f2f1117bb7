import { Alert, Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { DataTable, type Column } from '../../../../lib/components/DataTable/DataTable';
import type { ExerciseRight } from '../../api/corporateActionsApi';
import { useRightFigureTexts } from '../../hooks/useRightFigureTexts';
import { rightFigure } from '../../model/rightFigure';
import type { BenefitHistoryStore } from '../../stores/BenefitHistoryStore';
import { LoadFailed, LoadingStatus } from '../LoadStates/LoadStates';

interface RightsListProps {
  store: BenefitHistoryStore;
  symbol: string;
  locale: Locale;
  onClearFilters: () => void;
}

/**
 * The rights, newest ex-date first, ten a page, "more" appending the next (spec §4). A phone
 * shows the ex-date and the title; the other columns open under each row.
 */
export const RightsList = observer(function RightsList({
  store,
  symbol,
  locale,
  onClearFilters,
}: RightsListProps) {
  const { t } = useTranslation('analysis');
  const figureTexts = useRightFigureTexts();
  const { rights } = store;
  const empty = t('corporateActions.common.empty');
  const date = (value: string) => (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value)}
    </time>
  );

  const columns: Array<Column<ExerciseRight>> = [
    {
      id: 'exDate',
      header: t('corporateActions.benefit.columns.exDate'),
      rowHeader: true,
      key: true,
      cell: (right) => date(right.exDate),
    },
    {
      id: 'type',
      header: t('corporateActions.benefit.columns.type'),
      cell: (right) => right.kindLabel,
    },
    {
      id: 'title',
      header: t('corporateActions.benefit.columns.title'),
      key: true,
      cell: (right) => right.title,
    },
    {
      id: 'recordDate',
      header: t('corporateActions.benefit.columns.recordDate'),
      cell: (right) => date(right.recordDate),
    },
    {
      id: 'executionDate',
      header: t('corporateActions.benefit.columns.executionDate'),
      cell: (right) => date(right.executionDate),
    },
    {
      id: 'ratio',
      header: t('corporateActions.benefit.columns.ratio'),
      cell: (right) => rightFigure(right, locale, figureTexts) ?? empty,
    },
    {
      id: 'announcedDate',
      header: t('corporateActions.benefit.columns.announcedDate'),
      cell: (right) => date(right.announcedDate),
    },
  ];

  if (!store.showsRequest) {
    return store.failure ? (
      <LoadFailed
        message={t('corporateActions.benefit.failed')}
        retryLabel={t('corporateActions.common.retry')}
        onRetry={() => void store.retry()}
      />
    ) : (
      <LoadingStatus label={t('corporateActions.benefit.loading')} />
    );
  }
  if (rights.items.length === 0) {
    return store.isFiltered ? (
      <Group gap="sm" wrap="wrap" role="status">
        <Text size="sm">{t('corporateActions.benefit.emptyFiltered')}</Text>
        <Button size="xs" variant="light" onClick={onClearFilters}>
          {t('corporateActions.benefit.filters.clear')}
        </Button>
      </Group>
    ) : (
      <Text size="sm" role="status">
        {t('corporateActions.benefit.empty', { symbol })}
      </Text>
    );
  }

  return (
    <>
      <DataTable
        label={t('corporateActions.benefit.heading')}
        minWidth={1040}
        columns={columns}
        rows={rights.items}
        rowKey={(right) => right.id}
        rowProps={(right) => ({ 'data-kind': right.kind })}
        striped
        highlightOnHover
        testId="rights-table"
      />
      {rights.failure && (
        <Alert color="red" variant="light">
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm">{t('corporateActions.benefit.moreFailed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void store.retry()}>
              {t('corporateActions.common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" aria-live="polite">
          {t('corporateActions.benefit.shown', {
            shown: formatNumber(rights.items.length, locale),
            total: formatNumber(rights.total, locale),
          })}
        </Text>
        {rights.hasMore && !rights.failure && (
          <Button variant="light" onClick={() => void store.loadMore()} loading={rights.isLoading}>
            {t('corporateActions.benefit.more')}
          </Button>
        )}
      </Group>
      <Text size="xs">{t('corporateActions.benefit.note')}</Text>
    </>
  );
});
