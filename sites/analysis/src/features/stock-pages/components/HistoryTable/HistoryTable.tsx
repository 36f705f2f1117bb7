import { Alert, Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  formatBillions,
  formatChange,
  formatPrice,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import type { PriceHistoryPoint } from '../../../../lib/api/marketApi';
import type { LiveHistoryRow, TradeHistoryStore } from '../../stores/TradeHistoryStore';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';

interface HistoryTableProps {
  store: TradeHistoryStore;
  symbol: string;
  locale: Locale;
}

/** The session's order book (spec §3 "buy/sell orders"); null where the dataset has none. */
type OrderBook = Pick<
  PriceHistoryPoint,
  'buyOrderCount' | 'sellOrderCount' | 'buyOrderVolume' | 'sellOrderVolume'
>;
type Row = LiveHistoryRow & OrderBook & { live: boolean };

/** The columns of plain figures (volumes, values, order counts), by their text key. */
type FigureColumn =
  | 'volume'
  | 'value'
  | 'buyOrderCount'
  | 'buyOrders'
  | 'sellOrderCount'
  | 'sellOrders'
  | 'foreignBuy'
  | 'foreignSell'
  | 'foreignNet';

/** Today's row comes from the board, which does not count the orders placed. */
const NO_ORDER_BOOK: OrderBook = {
  buyOrderCount: null,
  sellOrderCount: null,
  buyOrderVolume: null,
  sellOrderVolume: null,
};

/** Daily history, newest first; "more" appends the next page; today's row live from the board. */
export const HistoryTable = observer(function HistoryTable({
  store,
  symbol,
  locale,
}: HistoryTableProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  const { pages } = store;
  const today = store.today(symbol);
  const rows: Row[] = [
    ...(today ? [{ ...today, ...NO_ORDER_BOOK, live: true }] : []),
    ...pages.items.map((point) => ({
      sessionDate: point.sessionDate,
      open: point.open,
      high: point.high,
      low: point.low,
      close: point.close,
      reference: point.reference,
      ceiling: point.ceiling ?? 0,
      floor: point.floor ?? 0,
      change: point.priceChange,
      changePercent: point.priceChangePercent,
      volume: point.volume,
      value: point.value,
      foreignBuyVolume: point.foreignBuyVolume,
      foreignSellVolume: point.foreignSellVolume,
      buyOrderCount: point.buyOrderCount,
      sellOrderCount: point.sellOrderCount,
      buyOrderVolume: point.buyOrderVolume,
      sellOrderVolume: point.sellOrderVolume,
      live: false,
    })),
  ];

  const tone = (row: Row, price: number | null) => priceTone(price, row);
  // A phone shows the key columns (date, close, change, volume); the rest open under each row.
  const price = (id: 'open' | 'high' | 'low' | 'close', get: (row: Row) => number | null) =>
    figureColumn<Row>(
      id,
      t(`stock.history.${id}`),
      (row) => (
        <PriceText tone={tone(row, get(row))} strong={id === 'close'}>
          {formatPrice(get(row), locale)}
        </PriceText>
      ),
      { key: id === 'close' },
    );
  const figure = (id: FigureColumn, get: (row: Row) => number | null, format = formatShares) =>
    figureColumn<Row>(id, t(`stock.history.${id}`), (row) => format(get(row), locale), {
      key: id === 'volume',
    });
  const columns: Array<Column<Row>> = [
    {
      id: 'date',
      header: t('stock.history.date'),
      rowHeader: true,
      key: true,
      cell: (row) => (
        <>
          {formatDate(row.sessionDate)}
          {row.live && (
            <Text component="span" size="xs" display="block">
              {t('stock.history.today')}
            </Text>
          )}
        </>
      ),
    },
    figureColumn('reference', t('stock.history.reference'), (row) => (
      <PriceText tone="reference">{formatPrice(row.reference, locale)}</PriceText>
    )),
    price('open', (row) => row.open),
    price('high', (row) => row.high),
    price('low', (row) => row.low),
    price('close', (row) => row.close),
    {
      id: 'change',
      header: t('stock.history.change'),
      numeric: true,
      key: true,
      cell: (row) => (
        <PriceText tone={tone(row, row.close)}>
          {formatChange(row.change, row.changePercent, locale)}
        </PriceText>
      ),
    },
    figure('volume', (row) => row.volume),
    figure('value', (row) => row.value, formatBillions),
    figure('buyOrderCount', (row) => row.buyOrderCount, formatNumber),
    figure('buyOrders', (row) => row.buyOrderVolume),
    figure('sellOrderCount', (row) => row.sellOrderCount, formatNumber),
    figure('sellOrders', (row) => row.sellOrderVolume),
    figure('foreignBuy', (row) => row.foreignBuyVolume),
    figure('foreignSell', (row) => row.foreignSellVolume),
    figure('foreignNet', (row) => row.foreignBuyVolume - row.foreignSellVolume),
  ];

  return (
    <Panel id="price-history" title={t('stock.history.heading')}>
      {pages.failure && !pages.hasAnswer ? (
        <Alert color="red" variant="light">
          <Group gap="sm">
            <Text size="sm">{t('stock.history.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void pages.retry()}>
              {t('stock.chart.retry')}
            </Button>
          </Group>
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm">
          {pages.isLoading ? t('stock.history.loading') : t('stock.history.empty')}
        </Text>
      ) : (
        <DataTable
          label={t('stock.history.heading')}
          minWidth={1320}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.sessionDate}
          rowProps={(row) => ({ 'data-live': row.live || undefined })}
          striped
          highlightOnHover
          testId="history-table"
        />
      )}
      {pages.hasAnswer && (
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" aria-live="polite">
            {t('stock.history.shown', {
              shown: formatNumber(pages.items.length, locale),
              total: formatNumber(pages.total, locale),
            })}
          </Text>
          {pages.hasMore && (
            <Button variant="light" onClick={() => void pages.loadMore()} loading={pages.isLoading}>
              {t('stock.history.more')}
            </Button>
          )}
        </Group>
      )}
    </Panel>
  );
});
