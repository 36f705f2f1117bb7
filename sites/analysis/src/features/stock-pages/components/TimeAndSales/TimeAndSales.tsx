import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { TradeRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';
import { Panel } from '../../../../lib/components/Panel/Panel';
import {
  changeTone,
  formatPrice,
  formatPriceChange,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import type { TapeStore } from '../../stores/TapeStore';

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
  const tone = (row: TradeRow) => (band ? priceTone(row.price, band) : changeTone(row.change));
  const columns: Array<Column<TradeRow>> = [
    { id: 'time', header: t('stock.tape.time'), cell: (row) => row.time },
    figureColumn('price', t('stock.tape.price'), (row) => (
      <PriceText tone={tone(row)}>{formatPrice(row.price, locale)}</PriceText>
    )),
    figureColumn('change', t('stock.tape.change'), (row) => (
      <PriceText tone={tone(row)}>{formatPriceChange(row.change, locale)}</PriceText>
    )),
    figureColumn('volume', t('stock.tape.volume'), (row) => formatShares(row.volume, locale)),
    figureColumn('total', t('stock.tape.total'), (row) => formatShares(row.totalVolume, locale)),
    {
      id: 'side',
      header: t('stock.tape.side'),
      cell: (row) =>
        row.side === 'buy'
          ? t('stock.tape.buy')
          : row.side === 'sell'
            ? t('stock.tape.sell')
            : t('stock.tape.auction'),
    },
  ];

  return (
    <Panel
      id="time-and-sales"
      title={t('stock.tape.heading')}
      aside={<LiveStatus board={board} locale={locale} compact />}
    >
      {store.unavailable && (
        <Text size="sm" role="status">
          {t('live.unavailable')}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm">{store.loading ? t('stock.history.loading') : t('stock.tape.empty')}</Text>
      ) : (
        <>
          <Text size="xs">{t('stock.tape.count', { count: all.length })}</Text>
          <DataTable
            label={t('stock.tape.heading')}
            maxHeight={420}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.time}|${row.price}`}
            striped
            testId="tape-table"
          />
        </>
      )}
    </Panel>
  );
});
