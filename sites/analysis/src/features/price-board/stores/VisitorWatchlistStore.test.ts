import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { VisitorWatchlistStore } from './VisitorWatchlistStore';

// The list's rules (what a symbol must be, the 50 limit, a damaged stored value, the moves) are
// lib/watchlist/visitorWatchlist's, tested there; here, the store keeps and shows them.
const known = (symbol: string) => ['FPT', 'VNM', 'HPG', 'ACB'].includes(symbol);

describe('VisitorWatchlistStore', () => {
  it('keeps the list in X_WATCHLIST, read back after the first render', () => {
    const storage = createMemoryStorage();
    const store = new VisitorWatchlistStore(storage);
    store.restore();
    expect(store.add(' fpt ', known)).toBeNull();
    expect(store.add('VNM', known)).toBeNull();
    expect(storage.getItem('X_WATCHLIST')).toBe('["FPT","VNM"]');

    const again = new VisitorWatchlistStore(storage);
    expect(again.symbols).toEqual([]);
    expect(again.restored).toBe(false);
    again.restore();
    expect(again.symbols).toEqual(['FPT', 'VNM']);
  });

  it('says why a symbol is refused and leaves the list as it was', () => {
    const storage = createMemoryStorage();
    storage.setItem('X_WATCHLIST', JSON.stringify(['FPT', 3, 'FPT']));
    const store = new VisitorWatchlistStore(storage);
    store.restore();
    expect(store.symbols).toEqual(['FPT']);
    expect(store.add('fpt', known)).toBe('duplicate');
    expect(store.add('ZZZ', known)).toBe('unknown');
    expect(store.symbols).toEqual(['FPT']);
    expect(storage.getItem('X_WATCHLIST')).toBe('["FPT",3,"FPT"]');
  });

  it('moves a symbol up or down, removes one, and forgets an emptied list', () => {
    const storage = createMemoryStorage();
    const store = new VisitorWatchlistStore(storage);
    store.restore();
    for (const symbol of ['FPT', 'VNM', 'HPG']) store.add(symbol, known);
    store.move('HPG', -1);
    expect(store.symbols).toEqual(['FPT', 'HPG', 'VNM']);
    expect(storage.getItem('X_WATCHLIST')).toBe('["FPT","HPG","VNM"]');
    store.move('FPT', -1);
    expect(store.symbols).toEqual(['FPT', 'HPG', 'VNM']);
    store.remove('HPG');
    expect(storage.getItem('X_WATCHLIST')).toBe('["FPT","VNM"]');
    store.remove('FPT');
    store.remove('VNM');
    expect(store.symbols).toEqual([]);
    expect(storage.getItem('X_WATCHLIST')).toBeNull();
  });

  it('keeps nothing without storage, and the list still works', () => {
    const store = new VisitorWatchlistStore(null);
    store.restore();
    expect(store.add('FPT', known)).toBeNull();
    expect(store.symbols).toEqual(['FPT']);
  });

  it('watches: reads the list now and again when another tab changes it, until stopped', () => {
    const store = new VisitorWatchlistStore();
    window.localStorage.setItem('X_WATCHLIST', '["FPT"]');
    const stop = store.watch();
    expect(store.restored).toBe(true);
    expect(store.symbols).toEqual(['FPT']);

    window.localStorage.setItem('X_WATCHLIST', '["FPT","VNM"]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'X_WATCHLIST' }));
    expect(store.symbols).toEqual(['FPT', 'VNM']);
    window.localStorage.setItem('X_WATCHLIST', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'X_WATCHLIST' }));
    expect(store.symbols).toEqual([]);

    stop();
    window.localStorage.setItem('X_WATCHLIST', '["HPG"]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'X_WATCHLIST' }));
    expect(store.symbols).toEqual([]);
    window.localStorage.clear();
  });
});
