import { makeAutoObservable, observableRef } from 'mobx';
import {
  LOCAL_KEYS,
  browserLocalStorage,
  readJson,
  writeJson,
  type KeyValueStorage,
  type StoredValueSchema,
} from '@brokerage/shared/auth/storage.ts';

/** localStorage key of the recent searches (contracts.md "Storage keys"). */
export const RECENT_SEARCHES_KEY = LOCAL_KEYS.recentSearches;
export const RECENT_SEARCHES_MAX = 8;

// Any array (its strings are kept below): a hand-written check, so the store built at start-up
// does not bring zod into the first render.
const StoredListSchema: StoredValueSchema<unknown[]> = {
  safeParse: (value) =>
    Array.isArray(value) ? { success: true, data: value } : { success: false },
};

function readList(storage: KeyValueStorage | null): string[] {
  const stored = storage ? readJson(storage, RECENT_SEARCHES_KEY, StoredListSchema) : null;
  return (stored ?? [])
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, RECENT_SEARCHES_MAX);
}

/** The visitor's last searches, newest first, without repeats (case-insensitive), at most 8. */
export class RecentSearchesStore {
  items: string[];

  readonly #storage: KeyValueStorage | null;

  /** `null` keeps nothing (tests); the browser's storage never throws (shared/auth). */
  constructor(storage: KeyValueStorage | null = browserLocalStorage()) {
    this.#storage = storage;
    this.items = readList(storage);
    // The list is replaced whole on every change: no deep observable copy.
    makeAutoObservable(this, { items: observableRef }, { autoBind: true });
  }

  add(keyword: string): void {
    const value = keyword.trim();
    if (!value) return;
    const key = value.toLocaleLowerCase();
    this.items = [value, ...this.items.filter((item) => item.toLocaleLowerCase() !== key)].slice(
      0,
      RECENT_SEARCHES_MAX,
    );
    this.#write(this.items);
  }

  clear(): void {
    this.items = [];
    this.#write(null);
  }

  #write(items: string[] | null): void {
    try {
      if (this.#storage) writeJson(this.#storage, RECENT_SEARCHES_KEY, items);
    } catch {
      // Full or blocked storage: the list still works for this page.
    }
  }
}
