import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  formatBillions,
  formatChangePercent,
  formatPrice,
  formatPriceChange,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import type { PriceHistoryPoint } from '../../../../lib/api/marketApi';
import type { LiveHistoryRow, TradeHistoryStore } from '../../stores/TradeHistoryStore';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';

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

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="price-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="price-history">
          {t('stock.history.heading')}
        </Title>
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
          <ScrollTable minWidth={1320} label={t('stock.history.heading')}>
            <Table fz="sm" striped highlightOnHover data-testid="history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('stock.history.date')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.reference')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.open')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.high')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.low')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.close')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.change')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.volume')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.value')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.buyOrderCount')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.buyOrders')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.sellOrderCount')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.sellOrders')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.foreignBuy')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.foreignSell')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stock.history.foreignNet')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const tone = (price: number | null) => priceTone(price, row);
                  const net = row.foreignBuyVolume - row.foreignSellVolume;
                  return (
                    <Table.Tr key={row.sessionDate} data-live={row.live || undefined}>
                      <Table.Th scope="row">
                        {formatDate(row.sessionDate)}
                        {row.live && (
                          <Text component="span" size="xs" display="block">
                            {t('stock.history.today')}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td ta="right">
                        <PriceText tone="reference">{formatPrice(row.reference, locale)}</PriceText>
                      </Table.Td>
                      <Table.Td ta="right">
                        <PriceText tone={tone(row.open)}>{formatPrice(row.open, locale)}</PriceText>
                      </Table.Td>
                      <Table.Td ta="right">
                        <PriceText tone={tone(row.high)}>{formatPrice(row.high, locale)}</PriceText>
                      </Table.Td>
                      <Table.Td ta="right">
                        <PriceText tone={tone(row.low)}>{formatPrice(row.low, locale)}</PriceText>
                      </Table.Td>
                      <Table.Td ta="right">
                        <PriceText tone={tone(row.close)} strong>
                          {formatPrice(row.close, locale)}
                        </PriceText>
                      </Table.Td>
                      <Table.Td ta="right">
                        <PriceText tone={tone(row.close)}>
                          {formatPriceChange(row.change, locale)} (
                          {formatChangePercent(row.changePercent, locale)})
                        </PriceText>
                      </Table.Td>
                      <Table.Td ta="right">{formatShares(row.volume, locale)}</Table.Td>
                      <Table.Td ta="right">{formatBillions(row.value, locale)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(row.buyOrderCount, locale)}</Table.Td>
                      <Table.Td ta="right">{formatShares(row.buyOrderVolume, locale)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(row.sellOrderCount, locale)}</Table.Td>
                      <Table.Td ta="right">{formatShares(row.sellOrderVolume, locale)}</Table.Td>
                      <Table.Td ta="right">{formatShares(row.foreignBuyVolume, locale)}</Table.Td>
                      <Table.Td ta="right">{formatShares(row.foreignSellVolume, locale)}</Table.Td>
                      <Table.Td ta="right">{formatShares(net, locale)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
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
              <Button
                variant="light"
                onClick={() => void pages.loadMore()}
                loading={pages.isLoading}
              >
                {t('stock.history.more')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
});
