import {
  LOCAL_KEYS,
  browserLocalStorage,
  readJson,
  type KeyValueStorage,
  type StoredValueSchema,
} from '@brokerage/shared/auth/storage.ts';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';

/**
 * A visitor's watchlist as the price board keeps it in this browser (`X_WATCHLIST`, issue 27
 * item 2), read-only, for the pages that filter by it (the market events calendar) and may not
 * import the price board's feature. The price board's VisitorWatchlistStore reads it by the
 * same rules (and is the only one that writes it).
 */

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

/** Calls `changed` when another tab of the browser changes the list; returns the unsubscribe. */
export function onVisitorWatchlistChange(changed: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.watchlist) changed();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
