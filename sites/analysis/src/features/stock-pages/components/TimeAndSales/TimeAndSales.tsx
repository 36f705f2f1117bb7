import { useEffect } from 'react';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  formatPrice,
  formatPriceChange,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import type { TapeStore } from '../../stores/TapeStore';
import classes from './TimeAndSales.module.css';

/** The newest rows the table shows (the tape itself keeps the whole session). */
const SHOWN_ROWS = 200;

interface TimeAndSalesProps {
  store: TapeStore;
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** Today's matches, newest first: the API's list merged with the live pushes by price and time. */
export const TimeAndSales = observer(function TimeAndSales({
  store,
  board,
  symbol,
  locale,
}: TimeAndSalesProps) {
  const { t } = useTranslation('analysis');
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  // When the board comes back, the API can answer again: fetch what the outage missed.
  const live = board.status === 'live';
  useEffect(() => {
    if (live && store.unavailable) void store.load(symbol, locale);
  }, [live, store, symbol, locale]);
  const all = store.rows(symbol);
  const rows = all.slice(0, SHOWN_ROWS);
  const band = board.row(symbol);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="time-and-sales">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="time-and-sales">
            {t('stock.tape.heading')}
          </Title>
          <LiveStatus board={board} locale={locale} compact />
        </Group>
        {store.unavailable && (
          <Text size="sm" role="status">
            {t('live.unavailable')}
          </Text>
        )}
        {rows.length === 0 ? (
          <Text size="sm">
            {store.loading ? t('stock.history.loading') : t('stock.tape.empty')}
          </Text>
        ) : (
          <>
            <Text size="xs">{t('stock.tape.count', { count: all.length })}</Text>
            <div
              className={classes.scroll}
              tabIndex={0}
              role="region"
              aria-labelledby="time-and-sales"
            >
              <Table fz="sm" stickyHeader striped data-testid="tape-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('stock.tape.time')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.tape.price')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.tape.change')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.tape.volume')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('stock.tape.total')}
                    </Table.Th>
                    <Table.Th scope="col">{t('stock.tape.side')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const tone = band
                      ? priceTone(row.price, band)
                      : row.change > 0
                        ? 'up'
                        : row.change < 0
                          ? 'down'
                          : 'reference';
                    return (
                      <Table.Tr key={`${row.time}|${row.price}`}>
                        <Table.Td>{row.time}</Table.Td>
                        <Table.Td ta="right">
                          <PriceText tone={tone}>{formatPrice(row.price, locale)}</PriceText>
                        </Table.Td>
                        <Table.Td ta="right">
                          <PriceText tone={tone}>{formatPriceChange(row.change, locale)}</PriceText>
                        </Table.Td>
                        <Table.Td ta="right">{formatShares(row.volume, locale)}</Table.Td>
                        <Table.Td ta="right">{formatShares(row.totalVolume, locale)}</Table.Td>
                        <Table.Td>
                          {row.side === 'buy'
                            ? t('stock.tape.buy')
                            : row.side === 'sell'
                              ? t('stock.tape.sell')
                              : t('stock.tape.auction')}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
});
