import type { BoardRow, BookLevel } from '@brokerage/shared/market/board.ts';

/**
 * The board's columns (issue 27), left to right as every Vietnamese board lays them out: the
 * symbol, the band, three bid levels (the third furthest from the match), the last match, three
 * ask levels, the day's totals and the foreign investors' flows. Each is a figure of the row,
 * sortable, and flashes when it changes.
 */
export const BOARD_COLUMNS = [
  'symbol',
  'reference',
  'ceiling',
  'floor',
  'bid3',
  'bid3Volume',
  'bid2',
  'bid2Volume',
  'bid1',
  'bid1Volume',
  'price',
  'matchVolume',
  'change',
  'changePercent',
  'ask1',
  'ask1Volume',
  'ask2',
  'ask2Volume',
  'ask3',
  'ask3Volume',
  'totalVolume',
  'high',
  'low',
  'average',
  'foreignBuy',
  'foreignSell',
  'foreignRoom',
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
export type FigureColumn = Exclude<BoardColumn, 'symbol'>;
export const FIGURE_COLUMNS = BOARD_COLUMNS.filter(
  (column): column is FigureColumn => column !== 'symbol',
);

/**
 * Each column's width in px (BoardTable's grid of fixed row boxes is laid out at these): a
 * figure that changes never lays the whole table out again, as a table's layout does for every
 * changed cell and every row mounted while scrolling. Sized for the widest figure of its
 * kind at 13 px with 6 px either side: prices to 7 characters (168.300), bold for the match;
 * volumes in K to 8 (1.234,5K), the session's to 10; foreign room to 13 (1.551.448,61K); a
 * covered warrant's symbol to 8 (CACB2610).
 */
export const COLUMN_WIDTHS: Readonly<Record<BoardColumn, number>> = {
  symbol: 90,
  reference: 66,
  ceiling: 66,
  floor: 66,
  bid3: 66,
  bid3Volume: 72,
  bid2: 66,
  bid2Volume: 72,
  bid1: 66,
  bid1Volume: 72,
  price: 70,
  matchVolume: 72,
  change: 64,
  changePercent: 70,
  ask1: 66,
  ask1Volume: 72,
  ask2: 66,
  ask2Volume: 72,
  ask3: 66,
  ask3Volume: 72,
  totalVolume: 88,
  high: 66,
  low: 66,
  average: 66,
  foreignBuy: 82,
  foreignSell: 82,
  foreignRoom: 106,
};

/** The table's width: its columns'. */
export const BOARD_WIDTH = BOARD_COLUMNS.reduce((sum, column) => sum + COLUMN_WIDTHS[column], 0);

/** A book level's price or volume (levels are best first; an ATO/ATC order has no price). */
function level(levels: readonly BookLevel[], rank: number, part: 'price' | 'volume') {
  const found = levels[rank - 1];
  if (!found) return null;
  return part === 'price' ? found.price : found.volume;
}

/** The session's average matched price: value over volume, whole VND; null before a match. */
export function averagePrice(row: Pick<BoardRow, 'totalValue' | 'totalVolume'>): number | null {
  return row.totalVolume > 0 ? Math.round(row.totalValue / row.totalVolume) : null;
}

/** The figure a column shows for a row (null: nothing to show yet). */
export function cellValue(row: BoardRow, column: FigureColumn): number | null {
  switch (column) {
    case 'reference':
    case 'ceiling':
    case 'floor':
    case 'high':
    case 'low':
    case 'price':
      return row[column];
    case 'matchVolume':
      return row.price === null ? null : row.matchVolume;
    case 'change':
    case 'changePercent':
      return row.price === null ? null : row[column];
    case 'totalVolume':
      return row.totalVolume;
    case 'average':
      return averagePrice(row);
    case 'foreignBuy':
      return row.foreignBuyVolume;
    case 'foreignSell':
      return row.foreignSellVolume;
    case 'foreignRoom':
      return row.foreignRoom;
    case 'bid1':
    case 'bid2':
    case 'bid3':
      return level(row.bids, Number(column.slice(3)), 'price');
    case 'ask1':
    case 'ask2':
    case 'ask3':
      return level(row.asks, Number(column.slice(3)), 'price');
    case 'bid1Volume':
    case 'bid2Volume':
    case 'bid3Volume':
      return level(row.bids, Number(column.charAt(3)), 'volume');
    case 'ask1Volume':
    case 'ask2Volume':
    case 'ask3Volume':
      return level(row.asks, Number(column.charAt(3)), 'volume');
  }
}

/** The price a cell's colour is judged by: a volume takes its level's price, a change the match. */
export function tonePriceOf(row: BoardRow, column: FigureColumn): number | null | undefined {
  switch (column) {
    case 'ceiling':
    case 'floor':
    case 'reference':
    case 'price':
    case 'high':
    case 'low':
    case 'average':
    case 'bid1':
    case 'bid2':
    case 'bid3':
    case 'ask1':
    case 'ask2':
    case 'ask3':
      return cellValue(row, column);
    case 'matchVolume':
    case 'change':
    case 'changePercent':
      return row.price;
    case 'bid1Volume':
    case 'bid2Volume':
    case 'bid3Volume':
    case 'ask1Volume':
    case 'ask2Volume':
    case 'ask3Volume':
      return cellValue(row, column.replace('Volume', '') as FigureColumn);
    default:
      return undefined;
  }
}

export type SortDirection = 'asc' | 'desc';
export interface BoardSort {
  column: BoardColumn;
  direction: SortDirection;
}
export const DEFAULT_SORT: BoardSort = { column: 'symbol', direction: 'asc' };

/** A first click sorts text A to Z and figures largest first. */
export const firstDirection = (column: BoardColumn): SortDirection =>
  column === 'symbol' ? 'asc' : 'desc';

/** The sort after a click on `column`: the other way round if it is the sort already. */
export function toggledSort(current: BoardSort, column: BoardColumn): BoardSort {
  if (current.column !== column) return { column, direction: firstDirection(column) };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const bySymbol = (a: BoardRow, b: BoardRow) =>
  a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

/**
 * The rows in the sort's order: figures compared as numbers with the rows that have none last
 * whichever the direction, ties by symbol; the symbols, in that order.
 */
export function sortRows(rows: readonly BoardRow[], sort: BoardSort): string[] {
  const { column, direction } = sort;
  const sign = direction === 'asc' ? 1 : -1;
  if (column === 'symbol')
    return [...rows].sort((a, b) => sign * bySymbol(a, b)).map((r) => r.symbol);
  const keyed = rows.map((row) => ({ row, value: cellValue(row, column) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return bySymbol(a.row, b.row);
    }
    return sign * (a.value - b.value) || bySymbol(a.row, b.row);
  });
  return keyed.map(({ row }) => row.symbol);
}
