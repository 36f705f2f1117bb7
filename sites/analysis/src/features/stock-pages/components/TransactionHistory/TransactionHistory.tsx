import { Grid, Stack } from '@mantine/core';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { TapeStore } from '../../stores/TapeStore';
import type { TradeHistoryStore } from '../../stores/TradeHistoryStore';
import { HistoryTable } from '../HistoryTable/HistoryTable';
import { TimeAndSales } from '../TimeAndSales/TimeAndSales';
import { VolumeAtPrice } from '../VolumeAtPrice/VolumeAtPrice';

interface TransactionHistoryProps {
  history: TradeHistoryStore;
  tape: TapeStore;
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** lich-su-giao-dich: today's tape and volume at price, then the daily history. */
export function TransactionHistory({
  history,
  tape,
  board,
  symbol,
  locale,
}: TransactionHistoryProps) {
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TimeAndSales store={tape} board={board} symbol={symbol} locale={locale} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <VolumeAtPrice store={tape} board={board} symbol={symbol} locale={locale} />
        </Grid.Col>
      </Grid>
      <HistoryTable store={history} symbol={symbol} locale={locale} />
    </Stack>
  );
}
