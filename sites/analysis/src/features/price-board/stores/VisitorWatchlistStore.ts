import { makeAutoObservable, observableRef } from 'mobx';
import {
  LOCAL_KEYS,
  browserLocalStorage,
  readJson,
  writeJson,
  type KeyValueStorage,
  type StoredValueSchema,
} from '@brokerage/shared/auth/storage.ts';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';

/** Why a symbol was not added: the message on the field (`priceBoard.watchlist.errors.*`). */
export type WatchlistAddError = 'required' | 'format' | 'unknown' | 'duplicate' | 'full';

const SYMBOL = /^[A-Z0-9]{1,20}$/;

// Any array (its symbols are checked below): a hand-written check, no zod for a stored list.
const StoredListSchema: StoredValueSchema<unknown[]> = {
  safeParse: (value) =>
    Array.isArray(value) ? { success: true, data: value } : { success: false },
};

/** The stored symbols that still look like symbols, each once, at most the limit. */
function readList(storage: KeyValueStorage | null): string[] {
  const stored = storage ? readJson(storage, LOCAL_KEYS.watchlist, StoredListSchema) : null;
  const symbols = (stored ?? []).filter(
    (item): item is string => typeof item === 'string' && SYMBOL.test(item),
  );
  return [...new Set(symbols)].slice(0, WATCHLIST_LIMITS.symbols);
}

/**
 * A visitor's watchlist (issue 27 item 2): kept in this browser (`X_WATCHLIST`), under the
 * server's limits (50 symbols), in the visitor's order. Read after the first render
 * (`restore`), so the server's markup and the browser's first render agree; another tab's
 * change is taken when the browser reports it (`storage` event).
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
    this.symbols = readList(this.#storage);
    this.restored = true;
  }

  /**
   * Adds a symbol as the visitor typed it (trimmed, upper-cased) at the end, if it is on the
   * board (`isKnown`); otherwise says why, and the list is unchanged.
   */
  add(typed: string, isKnown: (symbol: string) => boolean): WatchlistAddError | null {
    const symbol = typed.trim().toUpperCase();
    if (symbol === '') return 'required';
    if (!SYMBOL.test(symbol)) return 'format';
    if (this.symbols.includes(symbol)) return 'duplicate';
    if (this.symbols.length >= WATCHLIST_LIMITS.symbols) return 'full';
    if (!isKnown(symbol)) return 'unknown';
    this.#set([...this.symbols, symbol]);
    return null;
  }

  remove(symbol: string): void {
    this.#set(this.symbols.filter((held) => held !== symbol));
  }

  /** Moves a symbol one place up (-1) or down (+1); at an end it stays. */
  move(symbol: string, by: -1 | 1): void {
    const from = this.symbols.indexOf(symbol);
    const to = from + by;
    if (from < 0 || to < 0 || to >= this.symbols.length) return;
    const next = [...this.symbols];
    [next[from], next[to]] = [next[to]!, next[from]!];
    this.#set(next);
  }

  #set(symbols: string[]): void {
    this.symbols = symbols;
    try {
      if (this.#storage)
        writeJson(this.#storage, LOCAL_KEYS.watchlist, symbols.length ? symbols : null);
    } catch {
      // Full or blocked storage: the list still works for this page.
    }
  }
}

/** Made on the page's first visit by `pageStores.get` (lib/page-stores). */
export const createVisitorWatchlistStore = () => new VisitorWatchlistStore();
