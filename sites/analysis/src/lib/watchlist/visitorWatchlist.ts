import {
  LOCAL_KEYS,
  browserLocalStorage,
  readJson,
  writeJson,
  type KeyValueStorage,
  type StoredValueSchema,
} from '@brokerage/shared/auth/storage.ts';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';

/**
 * A visitor's watchlist, kept in this browser (issue 27 item 2): `X_WATCHLIST`, a JSON array of
 * symbols in the visitor's order, each once, at most the server's limit (50); no key for an
 * empty list. This module holds all of it: the format, the rules a symbol must meet, the one
 * reading and the one writing of the key, and the news of another tab's change. The price
 * board's VisitorWatchlistStore is a MobX layer over it; the pages that filter by the list (the
 * market events calendar), which may not import the price board's feature, read it here.
 */

/** Why a symbol was not added: the message on the field (`priceBoard.watchlist.errors.*`). */
export type WatchlistAddError = 'required' | 'format' | 'unknown' | 'duplicate' | 'full';

/** A board symbol as the API takes it (WatchlistSymbolSchema): letters and digits, up to 20. */
const SYMBOL = /^[A-Z0-9]{1,20}$/;

// Any array (its symbols are checked below): a hand-written check, no zod for a stored list.
const StoredListSchema: StoredValueSchema<unknown[]> = {
  safeParse: (value) =>
    Array.isArray(value) ? { success: true, data: value } : { success: false },
};

/**
 * The stored symbols that still look like symbols, each once, at most the limit, in the
 * visitor's order; none without storage (a server render) or with a damaged value.
 */
export function readVisitorWatchlist(
  storage: KeyValueStorage | null = browserLocalStorage(),
): string[] {
  const stored = storage ? readJson(storage, LOCAL_KEYS.watchlist, StoredListSchema) : null;
  const symbols = (stored ?? []).filter(
    (item): item is string => typeof item === 'string' && SYMBOL.test(item),
  );
  return [...new Set(symbols)].slice(0, WATCHLIST_LIMITS.symbols);
}

/**
 * Keeps the list (made by the functions below, so by the rules); an empty one removes the key.
 * Storage that is full or blocked keeps nothing, and the list still works for this page.
 */
export function writeVisitorWatchlist(
  symbols: readonly string[],
  storage: KeyValueStorage | null = browserLocalStorage(),
): void {
  try {
    if (storage) writeJson(storage, LOCAL_KEYS.watchlist, symbols.length ? symbols : null);
  } catch {
    // A storage passed in may throw; the browser's never does (shared/auth).
  }
}

/**
 * The list with a symbol as the visitor typed it (trimmed, upper-cased) at the end, if it is on
 * the board (`isKnown`); otherwise why not.
 */
export function addVisitorSymbol(
  symbols: readonly string[],
  typed: string,
  isKnown: (symbol: string) => boolean,
): { symbols: string[] } | { error: WatchlistAddError } {
  const symbol = typed.trim().toUpperCase();
  if (symbol === '') return { error: 'required' };
  if (!SYMBOL.test(symbol)) return { error: 'format' };
  if (symbols.includes(symbol)) return { error: 'duplicate' };
  if (symbols.length >= WATCHLIST_LIMITS.symbols) return { error: 'full' };
  if (!isKnown(symbol)) return { error: 'unknown' };
  return { symbols: [...symbols, symbol] };
}

/** The list without the symbol. */
export function removeVisitorSymbol(symbols: readonly string[], symbol: string): string[] {
  return symbols.filter((held) => held !== symbol);
}

/**
 * The list with a symbol one place up (-1) or down (+1); null when nothing moves (the symbol is
 * at that end, or not in the list).
 */
export function moveVisitorSymbol(
  symbols: readonly string[],
  symbol: string,
  by: -1 | 1,
): string[] | null {
  const from = symbols.indexOf(symbol);
  const to = from + by;
  if (from < 0 || to < 0 || to >= symbols.length) return null;
  const next = [...symbols];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Calls `changed` when another tab of the browser changes the list (or clears the storage);
 * returns the unsubscribe. Without a window (a server render) it never calls.
 */
export function onVisitorWatchlistChange(changed: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.watchlist) changed();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
