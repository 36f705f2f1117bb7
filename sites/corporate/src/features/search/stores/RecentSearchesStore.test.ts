import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@brokerage/shared/auth/storage.ts';
import { RECENT_SEARCHES_KEY, RecentSearchesStore } from './RecentSearchesStore';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe('RecentSearchesStore', () => {
  it('keeps the newest first, without repeats, at most 8, in X_RECENT_SEARCHES', () => {
    const storage = memoryStorage();
    const store = new RecentSearchesStore(storage);
    for (let i = 1; i <= 9; i += 1) store.add(`từ khóa ${i}`);
    store.add('  TỪ KHÓA 5 ');
    expect(store.items).toHaveLength(8);
    expect(store.items[0]).toBe('TỪ KHÓA 5');
    expect(store.items.filter((item) => item.toLowerCase() === 'từ khóa 5')).toHaveLength(1);
    expect(store.items).not.toContain('từ khóa 1');
    expect(JSON.parse(storage.data[RECENT_SEARCHES_KEY] ?? '[]')).toEqual(store.items);
    expect(new RecentSearchesStore(storage).items).toEqual(store.items);
  });

  it('clears the list and its storage', () => {
    const storage = memoryStorage({ [RECENT_SEARCHES_KEY]: '["a","b"]' });
    const store = new RecentSearchesStore(storage);
    expect(store.items).toEqual(['a', 'b']);
    store.clear();
    expect(store.items).toEqual([]);
    expect(storage.data[RECENT_SEARCHES_KEY]).toBeUndefined();
  });

  it('survives broken or blocked storage', () => {
    expect(new RecentSearchesStore(memoryStorage({ [RECENT_SEARCHES_KEY]: '{oops' })).items).toEqual([]);
    expect(new RecentSearchesStore(memoryStorage({ [RECENT_SEARCHES_KEY]: '[1,"x",""]' })).items).toEqual(['x']);
    const blocked: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = new RecentSearchesStore(blocked);
    store.add('x');
    expect(store.items).toEqual(['x']);
    expect(new RecentSearchesStore(null).items).toEqual([]);
  });
});
