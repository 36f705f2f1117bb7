import { SimpleGrid, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import { formatBillions } from '../../../../lib/market/boardFormat';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import en from '../../../../locales/en/corporateActions.json';
import vi from '../../../../locales/vi/corporateActions.json';
import type { CapitalRaising } from '../../api/corporateActionsApi';
import { createRaisingHistoryStore } from '../../stores/RaisingHistoryStore';
import { CapitalChart } from '../CapitalChart/CapitalChart';
import { LoadFailed, LoadingStatus } from '../LoadStates/LoadStates';
import classes from './RaisingHistoryPage.module.css';

/**
 * lich-su-tang-von / rasing-history: the charter capital as a step chart with the key figures,
 * then every change of capital, newest first (a phone shows date, event and capital after; the
 * other columns open under each row).
 */
export const RaisingHistoryPage = observer(function RaisingHistoryPage({
  symbol,
  locale,
}: StockSubPageProps) {
  usePageTexts('corporateActions', { vi, en });
  const { t } = useTranslation('analysis');
  const store = useStores().pageStores.get(createRaisingHistoryStore);
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);

  const rows = store.rowsOf(symbol);
  const tableHeading = t('corporateActions.raising.tableHeading');
  const ready = rows !== null && store.history.value?.locale === locale;
  if (!ready || rows.length === 0) {
    return (
      <Panel id="capital-history" title={tableHeading}>
        {store.failure ? (
          <LoadFailed
            message={t('corporateActions.raising.failed')}
            retryLabel={t('corporateActions.common.retry')}
            onRetry={() => void store.retry()}
          />
        ) : !ready ? (
          <LoadingStatus label={t('corporateActions.raising.loading')} />
        ) : (
          <Text size="sm" role="status">
            {t('corporateActions.raising.empty', { symbol })}
          </Text>
        )}
      </Panel>
    );
  }

  const last = rows.at(-1)!;
  const billions = (value: number | null) => formatBillions(value, locale);
  const columns: Array<Column<CapitalRaising>> = [
    {
      id: 'date',
      header: t('corporateActions.raising.columns.date'),
      rowHeader: true,
      key: true,
      cell: (row) => (
        <time dateTime={row.eventDate} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.eventDate)}
        </time>
      ),
    },
    {
      id: 'kind',
      header: t('corporateActions.raising.columns.kind'),
      key: true,
      cell: (row) => t(`corporateActions.raising.kinds.${row.kind}`),
    },
    figureColumn('sharesAdded', t('corporateActions.raising.columns.sharesAdded'), (row) =>
      formatNumber(row.sharesAdded, locale),
    ),
    figureColumn('sharesAfter', t('corporateActions.raising.columns.sharesAfter'), (row) =>
      formatNumber(row.sharesAfter, locale),
    ),
    figureColumn('capitalBefore', t('corporateActions.raising.columns.capitalBefore'), (row) =>
      billions(row.charterCapitalBefore),
    ),
    figureColumn(
      'capitalAfter',
      t('corporateActions.raising.columns.capitalAfter'),
      (row) => billions(row.charterCapitalAfter),
      { key: true },
    ),
    figureColumn('issuePrice', t('corporateActions.raising.columns.issuePrice'), (row) =>
      formatNumber(row.issuePrice, locale, { decimals: 0 }),
    ),
    {
      id: 'description',
      header: t('corporateActions.raising.columns.description'),
      cell: (row) => row.description,
    },
  ];

  return (
    <>
      <Panel id="capital-chart" title={t('corporateActions.raising.chartHeading')}>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 3 }}
          spacing="sm"
          className={classes.figures}
        >
          <div>
            <Text component="dt" size="xs">
              {t('corporateActions.raising.current')}
            </Text>
            <Text component="dd" fw={700}>
              {t('corporateActions.raising.currentValue', {
                value: billions(last.charterCapitalAfter),
              })}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs">
              {t('corporateActions.raising.shares')}
            </Text>
            <Text component="dd" fw={700}>
              {formatNumber(last.sharesAfter, locale)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs">
              {t('corporateActions.raising.changes')}
            </Text>
            <Text component="dd" fw={700}>
              {formatNumber(rows.length, locale)}
            </Text>
          </div>
        </SimpleGrid>
        <CapitalChart
          rows={rows}
          today={store.today ?? last.eventDate}
          symbol={symbol}
          locale={locale}
        />
      </Panel>
      <Panel id="capital-history" title={tableHeading}>
        <DataTable
          label={tableHeading}
          minWidth={1080}
          columns={columns}
          rows={store.newestFirst(symbol)}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-kind': row.kind })}
          striped
          highlightOnHover
          testId="capital-table"
        />
      </Panel>
    </>
  );
});
