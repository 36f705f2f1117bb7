import { makeAutoObservable, observableRef } from 'mobx';
import { browserLocalStorage, type KeyValueStorage } from '@brokerage/shared/auth/storage.ts';
import {
  addVisitorSymbol,
  moveVisitorSymbol,
  onVisitorWatchlistChange,
  readVisitorWatchlist,
  removeVisitorSymbol,
  writeVisitorWatchlist,
  type WatchlistAddError,
} from '../../../lib/watchlist/visitorWatchlist';

/**
 * A visitor's watchlist on the price board (issue 27 item 2): the list kept in this browser
 * (lib/watchlist/visitorWatchlist: its format, limits and rules) as observable state. Read after
 * the first render (`watch`), so the server's markup and the browser's first render agree, and
 * again when another tab changes it.
 */
export class VisitorWatchlistStore {
  symbols: string[] = [];
  /** The stored list has been read (until then the tab shows a loader, not an empty list). */
  restored = false;

  readonly #storage: KeyValueStorage | null;

  /** `null` keeps nothing (tests); the browser's storage never throws (shared/auth). */
  constructor(storage: KeyValueStorage | null = browserLocalStorage()) {
    this.#storage = storage;
    // The list is replaced whole on every change: no deep observable copy.
    makeAutoObservable(this, { symbols: observableRef }, { autoBind: true });
  }

  restore(): void {
    this.symbols = readVisitorWatchlist(this.#storage);
    this.restored = true;
  }

  /** Reads the list now and whenever another tab changes it; returns the stop. */
  watch(): () => void {
    this.restore();
    return onVisitorWatchlistChange(this.restore);
  }

  /** Adds a symbol as the visitor typed it; otherwise says why, and the list is unchanged. */
  add(typed: string, isKnown: (symbol: string) => boolean): WatchlistAddError | null {
    const added = addVisitorSymbol(this.symbols, typed, isKnown);
    if ('error' in added) return added.error;
    this.#set(added.symbols);
    return null;
  }

  remove(symbol: string): void {
    this.#set(removeVisitorSymbol(this.symbols, symbol));
  }

  /** Moves a symbol one place up (-1) or down (+1); at an end it stays. */
  move(symbol: string, by: -1 | 1): void {
    const moved = moveVisitorSymbol(this.symbols, symbol, by);
    if (moved) this.#set(moved);
  }

  #set(symbols: string[]): void {
    this.symbols = symbols;
    writeVisitorWatchlist(symbols, this.#storage);
  }
}

/** Made on the page's first visit by `pageStores.get` (lib/page-stores). */
export const createVisitorWatchlistStore = () => new VisitorWatchlistStore();
