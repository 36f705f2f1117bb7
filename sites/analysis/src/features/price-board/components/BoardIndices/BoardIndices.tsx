import { useMemo } from 'react';
import { computed, type IEqualsComparer } from 'mobx';
import { observer } from 'mobx-react-lite';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { IndexRow } from '@brokerage/shared/market/board.ts';
import type { MainIndex } from '@brokerage/shared/market/exchanges.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { changeTone, formatBillions, formatShares } from '../../../../lib/market/boardFormat';
import classes from './BoardIndices.module.css';

/** An index as the dashboard's store gives it (the API's last session, moved by the board). */
export type StripIndex = Pick<
  IndexRow,
  | 'value'
  | 'change'
  | 'changePercent'
  | 'totalVolume'
  | 'totalValue'
  | 'advances'
  | 'declines'
  | 'unchanged'
  | 'ceilings'
  | 'floors'
> & { symbol: string };

interface BoardIndicesProps {
  /**
   * Where the indices come from (the market overview's store): the strip reads them itself, so
   * an index's push renders the strip, not the page around it.
   */
  source: { readonly indices: readonly StripIndex[] };
  board: BoardStore;
  locale: Locale;
}

/**
 * The strip over the board: each main index's value and change, matched volume and value, its
 * breadth (up with ceilings, unchanged, down with floors) and its put-through totals. An index's
 * push draws that index's item again, not the strip: each item follows a computed of its own
 * figures, compared by value.
 */
export const BoardIndices = observer(function BoardIndices({
  source,
  board,
  locale,
}: BoardIndicesProps) {
  const { t } = useTranslation('analysis');
  // The symbols in one string: a new list only when an index comes or goes.
  const symbols = useMemo(
    () => computed(() => source.indices.map((index) => index.symbol).join(' ')),
    [source],
  ).get();
  return (
    // The strip scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <ul className={classes.strip} aria-label={t('priceBoard.indices.label')} tabIndex={0}>
      {(symbols ? symbols.split(' ') : []).map((symbol) => (
        <IndexItem key={symbol} symbol={symbol} source={source} board={board} locale={locale} />
      ))}
    </ul>
  );
});

/** The figures an item shows. */
const FIGURES = [
  'value',
  'change',
  'changePercent',
  'totalVolume',
  'totalValue',
  'advances',
  'declines',
  'unchanged',
  'ceilings',
  'floors',
] as const satisfies readonly (keyof StripIndex)[];

interface ShownIndex {
  index: StripIndex;
  putThrough: { volume: number; value: number } | undefined;
}

/**
 * Whether an item would show the same (mobx's structural comparer would bring its deep equality
 * into the chunk every page shares).
 */
const sameItem: IEqualsComparer<ShownIndex | undefined> = (a, b) =>
  a === b ||
  (!!a &&
    !!b &&
    FIGURES.every((figure) => a.index[figure] === b.index[figure]) &&
    a.putThrough?.volume === b.putThrough?.volume &&
    a.putThrough?.value === b.putThrough?.value);

interface IndexItemProps extends BoardIndicesProps {
  symbol: string;
}

/** One index of the strip, drawn again when its figures or its put-through totals change. */
const IndexItem = observer(function IndexItem({ symbol, source, board, locale }: IndexItemProps) {
  const { t } = useTranslation('analysis');
  const shown = useMemo(
    () =>
      computed<ShownIndex | undefined>(
        () => {
          const index = source.indices.find((held) => held.symbol === symbol);
          const live = board.index(symbol as MainIndex);
          return index
            ? {
                index,
                putThrough: live && {
                  volume: live.putThroughVolume,
                  value: live.putThroughValue,
                },
              }
            : undefined;
        },
        { equals: sameItem },
      ),
    [source, board, symbol],
  ).get();
  if (!shown) return null;
  const { index, putThrough } = shown;
  const tone = changeTone(index.change);
  return (
    <li className={classes.item} data-testid={`board-index-${index.symbol}`}>
      <div className={classes.head}>
        <strong>{index.symbol}</strong>
        <PriceText tone={tone} strong>
          {formatNumber(index.value, locale)}
        </PriceText>
        <PriceText tone={tone}>
          {index.change > 0 ? '+' : ''}
          {formatNumber(index.change, locale)} (
          {formatPercent(index.changePercent, locale, { signed: true })})
        </PriceText>
      </div>
      <div className={classes.line}>
        {t('priceBoard.indices.volume')} {formatShares(index.totalVolume, locale)} ·{' '}
        {t('priceBoard.indices.value')}{' '}
        {t('priceBoard.indices.billions', {
          value: formatBillions(index.totalValue, locale),
        })}
      </div>
      <div
        className={classes.line}
        aria-label={t('priceBoard.indices.breadth', {
          advances: index.advances,
          ceilings: index.ceilings,
          unchanged: index.unchanged,
          declines: index.declines,
          floors: index.floors,
        })}
        role="img"
      >
        <PriceText tone="up">▲ {index.advances}</PriceText>{' '}
        <PriceText tone="ceiling">({index.ceilings})</PriceText>{' '}
        <PriceText tone="reference">■ {index.unchanged}</PriceText>{' '}
        <PriceText tone="down">▼ {index.declines}</PriceText>{' '}
        <PriceText tone="floor">({index.floors})</PriceText>
      </div>
      {putThrough && (
        <div className={classes.line}>
          {t('priceBoard.indices.putThrough', {
            volume: formatShares(putThrough.volume, locale),
            value: formatBillions(putThrough.value, locale),
          })}
        </div>
      )}
    </li>
  );
});
