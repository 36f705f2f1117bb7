import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';
import { SortableTh } from '../../../../lib/components/SortableTh/SortableTh';
import { formatPrice } from '../../../../lib/market/boardFormat';
import type { ScreenerSort } from '../../model/screenerFilter';
import type { ScreenerStore } from '../../stores/ScreenerStore';
import classes from './ScreenerResults.module.css';

interface ScreenerResultsProps {
  store: ScreenerStore;
  locale: Locale;
  /** A header was clicked: the page sorts by that column (the URL keeps it). */
  onSort: (column: ScreenerSort) => void;
}

interface Column {
  id: ScreenerSort;
  numeric?: boolean;
  cell: (row: ScreenerRow, locale: Locale) => ReactNode;
}

const ratio = (value: number | null, locale: Locale) =>
  formatNumber(value, locale, { decimals: 2 });

const COLUMNS: readonly Column[] = [
  { id: 'name', cell: (row) => row.name },
  { id: 'exchange', cell: (row) => row.exchange },
  { id: 'sector', cell: (row) => row.sector },
  { id: 'price', numeric: true, cell: (row, locale) => formatPrice(row.price, locale) },
  {
    id: 'market_cap',
    numeric: true,
    // Whole billions: the column's figures line up.
    cell: (row, locale) =>
      formatNumber(row.marketCapital === null ? null : row.marketCapital / 1e9, locale, {
        decimals: 0,
      }),
  },
  { id: 'pe', numeric: true, cell: (row, locale) => ratio(row.pE, locale) },
  { id: 'pb', numeric: true, cell: (row, locale) => ratio(row.pB, locale) },
  { id: 'roe', numeric: true, cell: (row, locale) => ratio(row.roe, locale) },
  { id: 'growth', numeric: true, cell: (row, locale) => ratio(row.profitGrowth, locale) },
  { id: 'score', numeric: true, cell: (row, locale) => formatNumber(row.score, locale) },
];

/** The results box's height, in px: about 12 rows, and the box fits a phone's screen. */
const RESULTS_HEIGHT = 560;

/**
 * The companies that pass the filter: a table sorted by any column (click its header; again for
 * the other way), the symbol linking to the stock's page, "more" appending the next page, and
 * the export of the whole result.
 */
export const ScreenerResults = observer(function ScreenerResults({
  store,
  locale,
  onSort,
}: ScreenerResultsProps) {
  const { t } = useTranslation('analysis');
  const { results, filter } = store;
  const { sort, order } = store.sort;
  // The answer on screen is the filter's (an appended page included), not a former one.
  const current = filter !== null && results.answers(results.page, filter, locale);
  const rows = current ? results.items : [];
  const sessionDate = rows[0]?.sessionDate;

  const header = (id: ScreenerSort, numeric = false) => (
    <SortableTh
      key={id}
      active={sort === id}
      direction={order}
      numeric={numeric}
      className={id === 'symbol' ? classes.sticky : undefined}
      onSort={() => onSort(id)}
    >
      {t(`screener.results.columns.${id}`)}
    </SortableTh>
  );

  let body: ReactNode;
  if ((results.failure || store.options.failure) && !current) {
    body = (
      <Alert color="red" variant="light">
        <Group gap="sm" wrap="wrap">
          <Text size="sm">{t('screener.results.failed')}</Text>
          <Button size="xs" variant="light" onClick={() => void store.retry(locale)}>
            {t('screener.results.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (!current) {
    body = (
      <Group gap="xs" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('screener.results.loading')}</Text>
      </Group>
    );
  } else if (rows.length === 0) {
    body = (
      <Stack gap={4} py="md">
        <Text fw={600}>{t('screener.results.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('screener.results.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      // The results scroll in their own box, under headings that stay in view (the site's header
      // would cover them if the page scrolled).
      <ScrollTable label={t('screener.results.table')} minWidth={1000} maxHeight={RESULTS_HEIGHT}>
        <Table
          className={classes.table}
          data-testid="screener-table"
          verticalSpacing="xs"
          stickyHeader
        >
          <Table.Thead>
            <Table.Tr>
              {header('symbol')}
              {COLUMNS.map((column) => header(column.id, column.numeric))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.stockSymbol}>
                <Table.Th scope="row" className={classes.sticky}>
                  <Link
                    route="analysisCenter"
                    options={{
                      subPage: 'stockInformation',
                      query: { stock_symbol: row.stockSymbol },
                    }}
                    className={classes.symbol}
                  >
                    {row.stockSymbol}
                  </Link>
                </Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Td
                    key={column.id}
                    ta={column.numeric ? 'right' : undefined}
                    className={
                      column.id === 'name' || column.id === 'sector' ? classes.wrap : undefined
                    }
                  >
                    {column.cell(row, locale)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="screener-results">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h4" id="screener-results">
              {t('screener.results.heading')}
            </Title>
            <Text size="sm" aria-live="polite">
              {current ? t('screener.results.count', { count: results.total }) : '\u00a0'}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void store.exportFile(locale)}
            loading={store.exporting}
            disabled={!current}
          >
            {t('screener.export.action')}
          </Button>
        </Group>
        {store.exportFailed && (
          <Alert color="red" variant="light" role="alert">
            {t('screener.export.failed')}
          </Alert>
        )}
        {sessionDate && (
          <Text size="xs" c="dimmed">
            {t('screener.results.asOf', { date: formatDate(sessionDate) })}
          </Text>
        )}
        {body}
        {current && rows.length > 0 && (
          <Group justify="space-between" wrap="wrap">
            <Text size="xs">
              {t('screener.results.shown', {
                shown: formatNumber(rows.length, locale),
                total: formatNumber(results.total, locale),
              })}
            </Text>
            {results.hasMore && (
              <Button
                variant="light"
                onClick={() => void results.loadMore()}
                loading={results.isLoading}
              >
                {t('screener.results.more')}
              </Button>
            )}
          </Group>
        )}
        {current && results.failure && (
          <Alert color="red" variant="light">
            <Group gap="sm" wrap="wrap">
              <Text size="sm">{t('screener.results.failed')}</Text>
              <Button size="xs" variant="light" onClick={() => void results.retry()}>
                {t('screener.results.retry')}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Card>
  );
});
