/**
 * The peer comparison's rows (`ttpt-company-peers`): the API's figures with the price and change
 * of the live board laid over them while the board has traded the symbol in its session, and
 * the table's sort. Pure functions, so the store and the component stay thin.
 */
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { CompanyPeer } from '@brokerage/shared/validation/companyPeersApi.ts';

/** One row of the table: a company, its price and change the board's when `live`. */
export interface PeerRow extends CompanyPeer {
  /** The board's band of the session, for the price colour; null without a board row. */
  band: Pick<BoardRow, 'reference' | 'ceiling' | 'floor'> | null;
  live: boolean;
}

/**
 * The companies with the board's price, change and change % where the board has matched the
 * symbol in its session (a row before its first match keeps the API's last session, as the API
 * itself does); everything else is the API's.
 */
export function livePeers(
  companies: readonly CompanyPeer[],
  rowOf: (symbol: string) => BoardRow | undefined,
): PeerRow[] {
  return companies.map((company) => {
    const row = rowOf(company.stockSymbol);
    if (!row || row.price === null) return { ...company, band: row ?? null, live: false };
    return {
      ...company,
      price: row.price,
      priceChange: row.change,
      priceChangePercent: row.changePercent,
      band: row,
      live: true,
    };
  });
}

/** The columns a visitor can sort by; `change` sorts by the change in percent. */
export const PEER_SORTS = [
  'symbol',
  'price',
  'change',
  'marketCapital',
  'pE',
  'pB',
  'roe',
  'revenueGrowth',
  'profitGrowth',
  'score',
] as const;
export type PeerSort = (typeof PEER_SORTS)[number];

export interface PeerSortState {
  column: PeerSort;
  direction: 'asc' | 'desc';
}

const valueOf = (row: PeerRow, column: Exclude<PeerSort, 'symbol'>): number | null =>
  column === 'change' ? row.priceChangePercent : row[column];

/**
 * The rows in the sort's order; without one, as the API gave them (largest market capital
 * first). A row without the figure goes last either way, then by symbol.
 */
export function sortPeers(rows: readonly PeerRow[], sort: PeerSortState | null): PeerRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const bySymbol = (a: PeerRow, b: PeerRow) => a.stockSymbol.localeCompare(b.stockSymbol);
  const { column } = sort;
  if (column === 'symbol') return [...rows].sort((a, b) => sign * bySymbol(a, b));
  return [...rows].sort((a, b) => {
    const x = valueOf(a, column);
    const y = valueOf(b, column);
    if (x === null || y === null) return x === y ? bySymbol(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || bySymbol(a, b);
  });
}

/**
 * The sort after a click on `column`'s header: the same column turns the other way; another
 * starts A–Z for the symbol and largest first for a figure.
 */
export function nextSort(current: PeerSortState | null, column: PeerSort): PeerSortState {
  if (current?.column === column)
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'symbol' ? 'asc' : 'desc' };
}
