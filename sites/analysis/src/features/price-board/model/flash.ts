import type { BoardRow } from '@brokerage/shared/market/board.ts';
import { cellValue, FIGURE_COLUMNS, type FigureColumn } from './boardColumns';

export type FlashDirection = 'up' | 'down';

/**
 * A cell's last flash: which way its figure moved, and how many times it has flashed while the
 * row was on screen. The cell's `data-flash` carries the count's parity, so a figure that changes
 * again mid-flash gets a new value and flashes again (FlashFade starts it over).
 */
export interface CellFlash {
  direction: FlashDirection;
  count: number;
}
export type RowFlashes = Readonly<Partial<Record<FigureColumn, CellFlash>>>;

export const NO_FLASHES: RowFlashes = Object.freeze({});

/** Which way a figure moved: a first figure counts as up, one that went away as down. */
function directionOf(before: number | null, after: number | null): FlashDirection {
  if (before === null) return 'up';
  if (after === null) return 'down';
  return after > before ? 'up' : 'down';
}

/**
 * The flashes once `next` replaces `previous` of the same symbol: every cell whose figure
 * changed flashes in its direction, the others keep what they had (FlashFade has ended it on the
 * page, and the row's render leaves an unchanged value alone). The same row again, or an older one, changes nothing.
 */
export function nextFlashes(
  previous: BoardRow | undefined,
  next: BoardRow | undefined,
  held: RowFlashes,
): RowFlashes {
  if (!previous || !next || previous === next || next.seq <= previous.seq) return held;
  let flashes: Partial<Record<FigureColumn, CellFlash>> | null = null;
  for (const column of FIGURE_COLUMNS) {
    const before = cellValue(previous, column);
    const after = cellValue(next, column);
    if (before === after) continue;
    flashes ??= { ...held };
    flashes[column] = {
      direction: directionOf(before, after),
      count: (held[column]?.count ?? 0) + 1,
    };
  }
  return flashes ?? held;
}
