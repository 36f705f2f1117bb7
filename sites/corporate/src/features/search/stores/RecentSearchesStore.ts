import { makeAutoObservable } from 'mobx';

/** localStorage key of the recent searches (contracts.md "Storage keys"). */
export const RECENT_SEARCHES_KEY = 'X_RECENT_SEARCHES';
export const RECENT_SEARCHES_MAX = 8;

/** What the store reads and writes; `window.localStorage` in the browser, a fake in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): searching still works, nothing is kept.
    return null;
  }
}

function readList(storage: KeyValueStorage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** The visitor's last searches, newest first, without repeats (case-insensitive), at most 8. */
export class RecentSearchesStore {
  items: string[];

  readonly #storage: KeyValueStorage | null;

  constructor(storage: KeyValueStorage | null = browserStorage()) {
    this.#storage = storage;
    this.items = readList(storage);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  add(keyword: string): void {
    const value = keyword.trim();
    if (!value) return;
    const key = value.toLocaleLowerCase();
    this.items = [value, ...this.items.filter((item) => item.toLocaleLowerCase() !== key)].slice(
      0,
      RECENT_SEARCHES_MAX,
    );
    this.#save();
  }

  clear(): void {
    this.items = [];
    try {
      this.#storage?.removeItem(RECENT_SEARCHES_KEY);
    } catch {
      // Nothing kept is fine.
    }
  }

  #save(): void {
    try {
      this.#storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(this.items));
    } catch {
      // Full or blocked storage: the list still works for this page.
    }
  }
}
