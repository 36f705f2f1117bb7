import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { EXCHANGES, type Exchange } from '@brokerage/shared/market/exchanges.ts';
import type { PutThroughDeal } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { priceToneClass } from '../../../../lib/components/PriceText/PriceText';
import {
  formatBillions,
  formatPrice,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import { useVirtualRows } from '../../hooks/useVirtualRows';
import { BOARD_ROW_HEIGHT } from '../BoardTable/BoardTable';
import classes from '../BoardTable/BoardTable.module.css';

/** The all-share index whose row carries an exchange's put-through totals. */
const EXCHANGE_INDEX = { HOSE: 'VNINDEX', HNX: 'HNXINDEX', UPCOM: 'UPCOMINDEX' } as const;

type Shown = Exchange | 'all';

/** The deals shown, newest first. */
export function shownDeals(deals: readonly PutThroughDeal[], exchange: Shown): PutThroughDeal[] {
  const list = exchange === 'all' ? [...deals] : deals.filter((deal) => deal.exchange === exchange);
  return list.reverse();
}

interface PutThroughTableProps {
  board: BoardStore;
  locale: Locale;
  stale: boolean;
}

/**
 * The put-through tab (issue 27 item 6): the session's deals, newest first, of one exchange or
 * all, and each exchange's totals from its index row (apart from the matched volume).
 */
export const PutThroughTable = observer(function PutThroughTable({
  board,
  locale,
  stale,
}: PutThroughTableProps) {
  const { t } = useTranslation('analysis');
  const [exchange, setExchange] = useState<Shown>('all');
  const deals = shownDeals(board.deals, exchange);
  const rows = useVirtualRows(deals.length, BOARD_ROW_HEIGHT);
  const caption = t('priceBoard.putThrough.caption', { count: deals.length });
  return (
    <Stack gap="sm">
      <ul className={classes.totals} aria-label={t('priceBoard.putThrough.totalsLabel')}>
        {EXCHANGES.map((code) => {
          const index = board.index(EXCHANGE_INDEX[code]);
          return (
            <li key={code} data-testid={`put-through-total-${code}`}>
              {t('priceBoard.putThrough.total', {
                exchange: code,
                volume: formatShares(index?.putThroughVolume ?? 0, locale),
                value: formatBillions(index?.putThroughValue ?? 0, locale),
              })}
            </li>
          );
        })}
      </ul>
      <SegmentedControl
        aria-label={t('priceBoard.putThrough.exchange')}
        value={exchange}
        onChange={(value) => setExchange(value as Shown)}
        data={[
          { value: 'all', label: t('priceBoard.putThrough.all') },
          ...EXCHANGES.map((code) => ({ value: code, label: code })),
        ]}
        w="fit-content"
      />
      {deals.length === 0 ? (
        <Text c="dimmed">{t('priceBoard.putThrough.empty')}</Text>
      ) : (
        <div
          ref={rows.ref}
          className={`${classes.scroll} ${priceToneClass}`}
          data-stale={stale || undefined}
          role="region"
          aria-label={caption}
          tabIndex={0}
          data-testid="put-through-table"
        >
          <table className={classes.table} aria-rowcount={deals.length + 1}>
            <caption className={classes.caption}>{caption}</caption>
            <thead>
              <tr aria-rowindex={1}>
                <th scope="col">{t('priceBoard.putThrough.time')}</th>
                <th scope="col" className={classes.symbol}>
                  {t('priceBoard.putThrough.symbol')}
                </th>
                <th scope="col">{t('priceBoard.putThrough.exchange')}</th>
                <th scope="col">{t('priceBoard.putThrough.price')}</th>
                <th scope="col">{t('priceBoard.putThrough.volume')}</th>
                <th scope="col">{t('priceBoard.putThrough.value')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.padTop > 0 && (
                <tr aria-hidden="true" style={{ height: rows.padTop }} className={classes.pad}>
                  <td colSpan={6} />
                </tr>
              )}
              {deals.slice(rows.start, rows.end).map((deal, i) => (
                <tr key={deal.seq} aria-rowindex={rows.start + i + 2}>
                  <td>{deal.time}</td>
                  <th scope="row" className={classes.symbol}>
                    {deal.symbol}
                  </th>
                  <td>{deal.exchange}</td>
                  <td data-tone={priceTone(deal.price, board.row(deal.symbol))}>
                    {formatPrice(deal.price, locale)}
                  </td>
                  <td>{formatShares(deal.volume, locale)}</td>
                  <td>{formatBillions(deal.value, locale)}</td>
                </tr>
              ))}
              {rows.padBottom > 0 && (
                <tr aria-hidden="true" style={{ height: rows.padBottom }} className={classes.pad}>
                  <td colSpan={6} />
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <Text size="sm" c="dimmed">
        {t('priceBoard.putThrough.note')}
      </Text>
    </Stack>
  );
});
