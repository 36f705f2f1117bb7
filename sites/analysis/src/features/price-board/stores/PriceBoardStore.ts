import { computed, makeAutoObservable, untracked, type IComputedValue } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { CompaniesStore } from '../../../lib/market/CompaniesStore';
import type { Company } from '@brokerage/shared/validation/marketApi.ts';
import { sortRows, toggledSort, type BoardColumn, type BoardSort } from '../model/boardColumns';
import type { BoardTab } from '@brokerage/shared/market/boardTabs.ts';

export interface BoardSector {
  icbCode: string;
  name: string;
  count: number;
}

/** Which symbols a tab shows: `null` while what decides it (the companies, a list) is loading. */
export type TabSymbols = ReadonlySet<string> | readonly string[] | null;

/**
 * bang-gia / price-board (issue 27): the companies behind the tabs (sector, index basket) and the
 * visit's sort. The rows themselves are the site's `BoardStore`'s, live; `view` gives a tab's
 * symbols in the sort's order, recomputed when a row changes (when one comes or goes, for an
 * order by symbol) and handed on only when the order did.
 */
export class PriceBoardStore {
  readonly companies: CompaniesStore;
  /** Null: the tab's own order (symbols A to Z, a watchlist as its owner ordered it). */
  sort: BoardSort | null = null;

  constructor(api: ApiClient) {
    this.companies = new CompaniesStore(api, 'analysis.boardCompanies');
    makeAutoObservable(this, { companies: false }, { autoBind: true });
  }

  load(locale: Locale): Promise<void> {
    return this.companies.load(locale);
  }

  cancel(): void {
    this.companies.cancel();
  }

  sortBy(column: BoardColumn): void {
    this.sort = toggledSort(this.sort ?? { column: 'symbol', direction: 'asc' }, column);
  }

  get bySymbol(): ReadonlyMap<string, Company> {
    return new Map((this.companies.value ?? []).map((company) => [company.stockSymbol, company]));
  }

  /** The sectors with listed companies, by name in the page's language. */
  get sectors(): BoardSector[] {
    const found = new Map<string, BoardSector>();
    for (const company of this.companies.value ?? []) {
      const held = found.get(company.icbCode);
      if (held) held.count += 1;
      else found.set(company.icbCode, { icbCode: company.icbCode, name: company.sector, count: 1 });
    }
    return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'vi'));
  }

  /**
   * The symbols of a tab that does not follow from the rows alone (null while the companies
   * load); a watchlist's come from its owner (`listSymbols`).
   */
  tabSymbols(tab: BoardTab, listSymbols: readonly string[] | null = null): TabSymbols {
    if (tab.kind === 'watchlist') return listSymbols;
    if (tab.kind !== 'basket' && tab.kind !== 'sector') return new Set();
    const companies = this.companies.value;
    if (!companies) return null;
    return new Set(
      companies
        .filter((company) =>
          tab.kind === 'basket'
            ? company.indices.includes(tab.index)
            : company.icbCode === tab.icbCode,
        )
        .map((company) => company.stockSymbol),
    );
  }

  /**
   * A tab's symbols in the sort's order, as a computed value the table observes: it reads the
   * board's rows and hands on a new array only when the order changed.
   */
  view(
    board: BoardStore,
    tab: BoardTab,
    listSymbols: () => readonly string[] | null = () => null,
  ): IComputedValue<string[] | null> {
    return computed(
      () => {
        const members = this.tabSymbols(tab, listSymbols());
        if (members === null) return null;
        // Ordered by symbol (or the tab's own order), the view changes only when rows come or go:
        // it follows the board's symbols, not every row's figures (a push changes hundreds).
        const byFigures = this.sort !== null && this.sort.column !== 'symbol';
        if (!byFigures) board.rows.keys();
        const rows = byFigures
          ? rowsOfTab(board, tab, members)
          : untracked(() => rowsOfTab(board, tab, members));
        if (this.sort === null) {
          return Array.isArray(members)
            ? rows.map((row) => row.symbol)
            : sortRows(rows, { column: 'symbol', direction: 'asc' });
        }
        return sortRows(rows, this.sort);
      },
      { equals: sameOrder },
    );
  }
}

/** The board's rows a tab shows (a watchlist's in its order, the symbols not on the board left out). */
export function rowsOfTab(board: BoardStore, tab: BoardTab, members: TabSymbols): BoardRow[] {
  if (Array.isArray(members)) {
    return (members as readonly string[])
      .map((symbol) => board.row(symbol))
      .filter((row): row is BoardRow => row !== undefined);
  }
  const rows = [...board.rows.values()];
  switch (tab.kind) {
    case 'exchange':
      return rows.filter((row) => row.kind === 'stock' && row.exchange === tab.exchange);
    case 'warrants':
      return rows.filter((row) => row.kind === 'cw');
    case 'basket':
    case 'sector': {
      const set = members as ReadonlySet<string> | null;
      return set ? rows.filter((row) => set.has(row.symbol)) : [];
    }
    default:
      return [];
  }
}

/**
 * Whether two views list the same symbols in the same order (mobx's `compareStructural` would do,
 * but brings its deep comparison, half a kilobyte, into the first visit's mobx chunk).
 */
function sameOrder(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.length !== b.length) return false;
  return a.every((symbol, index) => symbol === b[index]);
}

/** Made on the page's first visit by `pageStores.get` (lib/page-stores). */
export const createPriceBoardStore = (api: ApiClient) => new PriceBoardStore(api);
