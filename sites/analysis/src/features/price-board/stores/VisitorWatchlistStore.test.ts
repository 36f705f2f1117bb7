import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@brokerage/shared/auth/storage.ts';
import { VisitorWatchlistStore } from './VisitorWatchlistStore';

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
    const store = new VisitorWatchlistStore(null);
    store.restore();
    expect(store.add('   ', known)).toBe('required');
    expect(store.add('<b>FPT</b>', known)).toBe('format');
    expect(store.add('ZZZ', known)).toBe('unknown');
    expect(store.add('FPT', known)).toBeNull();
    expect(store.add('fpt', known)).toBe('duplicate');
    expect(store.symbols).toEqual(['FPT']);
  });

  it('holds at most 50 symbols', () => {
    const storage = createMemoryStorage();
    storage.setItem('X_WATCHLIST', JSON.stringify(Array.from({ length: 50 }, (_, i) => `S${i}`)));
    const store = new VisitorWatchlistStore(storage);
    store.restore();
    expect(store.symbols).toHaveLength(50);
    expect(store.add('FPT', known)).toBe('full');
  });

  it('drops what a hand-edited store holds that is no symbol, and repeats', () => {
    const storage = createMemoryStorage();
    storage.setItem('X_WATCHLIST', JSON.stringify(['FPT', 3, '<script>', 'FPT', 'VNM']));
    const store = new VisitorWatchlistStore(storage);
    store.restore();
    expect(store.symbols).toEqual(['FPT', 'VNM']);
    storage.setItem('X_WATCHLIST', '{not json');
    store.restore();
    expect(store.symbols).toEqual([]);
  });

  it('moves a symbol up or down, removes one, and forgets an emptied list', () => {
    const storage = createMemoryStorage();
    const store = new VisitorWatchlistStore(storage);
    store.restore();
    for (const symbol of ['FPT', 'VNM', 'HPG']) store.add(symbol, known);
    store.move('HPG', -1);
    expect(store.symbols).toEqual(['FPT', 'HPG', 'VNM']);
    store.move('FPT', -1);
    expect(store.symbols).toEqual(['FPT', 'HPG', 'VNM']);
    store.move('VNM', 1);
    expect(store.symbols).toEqual(['FPT', 'HPG', 'VNM']);
    store.remove('HPG');
    expect(storage.getItem('X_WATCHLIST')).toBe('["FPT","VNM"]');
    store.remove('FPT');
    store.remove('VNM');
    expect(storage.getItem('X_WATCHLIST')).toBeNull();
  });
});
