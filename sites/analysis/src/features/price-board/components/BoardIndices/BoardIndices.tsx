import { memo, useMemo } from 'react';
import { computed } from 'mobx';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { IndexRow } from '@brokerage/shared/market/board.ts';
import type { MainIndex } from '@brokerage/shared/market/exchanges.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { changeTone, formatBillions, formatShares } from '../../../../lib/market/boardFormat';
import { frameAfterNext } from '../../model/framePaints';
import { useFrameValue } from '../../model/useFrameValue';
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
 * breadth (up with ceilings, unchanged, down with floors) and its put-through totals. A push's
 * figures are drawn two frames after it (`useFrameValue`): the push's frame does the store's
 * work, the next paints the rows it changed (FramePaints), and the strip's layout and paint come
 * in a frame of their own; at 420 rows and 4× CPU either frame with the strip's share in it often
 * passed 50 ms. Only the items whose figures changed are drawn again.
 */
export function BoardIndices({ source, board, locale }: BoardIndicesProps) {
  const { t } = useTranslation('analysis');
  const figures = useMemo(
    () =>
      computed(
        () =>
          source.indices.map((index): ShownIndex => {
            const live = board.index(index.symbol as MainIndex);
            return {
              index,
              putThrough: live && {
                volume: live.putThroughVolume,
                value: live.putThroughValue,
              },
            };
          }),
        { equals: sameItems },
      ),
    [source, board],
  );
  const items = useFrameValue(figures, frameAfterNext);
  return (
    // The strip scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <ul className={classes.strip} aria-label={t('priceBoard.indices.label')} tabIndex={0}>
      {items.map((shown) => (
        <IndexItem key={shown.index.symbol} shown={shown} locale={locale} />
      ))}
    </ul>
  );
}

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
const sameItem = (a: ShownIndex, b: ShownIndex) =>
  a === b ||
  (a.index.symbol === b.index.symbol &&
    FIGURES.every((figure) => a.index[figure] === b.index[figure]) &&
    a.putThrough?.volume === b.putThrough?.volume &&
    a.putThrough?.value === b.putThrough?.value);

const sameItems = (a: readonly ShownIndex[], b: readonly ShownIndex[]) =>
  a.length === b.length && a.every((item, at) => sameItem(item, b[at]!));

interface IndexItemProps {
  shown: ShownIndex;
  locale: Locale;
}

/** One index of the strip, drawn again when its figures or its put-through totals change. */
const IndexItem = memo(
  function IndexItem({ shown, locale }: IndexItemProps) {
    const { t } = useTranslation('analysis');
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
  },
  (before, after) => before.locale === after.locale && sameItem(before.shown, after.shown),
);
