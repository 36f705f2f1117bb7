import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  LOCAL_KEYS,
  type KeyValueStorage,
} from '@brokerage/shared/auth/storage.ts';
import {
  addVisitorSymbol,
  moveVisitorSymbol,
  onVisitorWatchlistChange,
  readVisitorWatchlist,
  removeVisitorSymbol,
  writeVisitorWatchlist,
} from './visitorWatchlist';

const stored = (value: string) => {
  const storage = createMemoryStorage();
  storage.setItem(LOCAL_KEYS.watchlist, value);
  return storage;
};

const known = (symbol: string) => ['FPT', 'VNM', 'HPG', 'ACB'].includes(symbol);
const fifty = Array.from({ length: 50 }, (_, i) => `S${i}`);

describe('readVisitorWatchlist', () => {
  it('reads the symbols in the visitor’s order, each once', () => {
    expect(readVisitorWatchlist(stored('["VCB","FPT","VCB","CFPT2501"]'))).toEqual([
      'VCB',
      'FPT',
      'CFPT2501',
    ]);
  });

  it('drops what is not a symbol, and keeps at most 50', () => {
    expect(readVisitorWatchlist(stored('["fpt","",12,"V CB","<script>","HPG"]'))).toEqual(['HPG']);
    const many = Array.from({ length: 60 }, (_, i) => `S${i}`);
    expect(readVisitorWatchlist(stored(JSON.stringify(many)))).toHaveLength(50);
  });

  it('is empty without a list, with a damaged one, or without storage', () => {
    expect(readVisitorWatchlist(createMemoryStorage())).toEqual([]);
    expect(readVisitorWatchlist(stored('{"symbols":["FPT"]}'))).toEqual([]);
    expect(readVisitorWatchlist(stored('not json'))).toEqual([]);
    expect(readVisitorWatchlist(null)).toEqual([]);
  });
});

describe('writeVisitorWatchlist', () => {
  it('keeps the list as a JSON array in X_WATCHLIST, and forgets an emptied one', () => {
    const storage = createMemoryStorage();
    writeVisitorWatchlist(['FPT', 'VNM'], storage);
    expect(storage.getItem('X_WATCHLIST')).toBe('["FPT","VNM"]');
    expect(readVisitorWatchlist(storage)).toEqual(['FPT', 'VNM']);
    writeVisitorWatchlist([], storage);
    expect(storage.getItem('X_WATCHLIST')).toBeNull();
  });

  it('goes on without storage, or with one that refuses', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeVisitorWatchlist(['FPT'], refusing)).not.toThrow();
    expect(() => writeVisitorWatchlist(['FPT'], null)).not.toThrow();
  });
});

describe('addVisitorSymbol', () => {
  it('adds a symbol as typed (trimmed, upper-cased) at the end', () => {
    expect(addVisitorSymbol(['VNM'], ' fpt ', known)).toEqual({ symbols: ['VNM', 'FPT'] });
  });

  it('says why a symbol is refused', () => {
    expect(addVisitorSymbol([], '   ', known)).toEqual({ error: 'required' });
    expect(addVisitorSymbol([], '<b>FPT</b>', known)).toEqual({ error: 'format' });
    expect(addVisitorSymbol([], 'A'.repeat(21), known)).toEqual({ error: 'format' });
    expect(addVisitorSymbol([], 'ZZZ', known)).toEqual({ error: 'unknown' });
    expect(addVisitorSymbol(['FPT'], 'fpt', known)).toEqual({ error: 'duplicate' });
  });

  it('holds at most 50 symbols', () => {
    expect(addVisitorSymbol(fifty.slice(1), 'FPT', known)).toEqual({
      symbols: [...fifty.slice(1), 'FPT'],
    });
    expect(addVisitorSymbol(fifty, 'FPT', known)).toEqual({ error: 'full' });
  });
});

describe('moveVisitorSymbol and removeVisitorSymbol', () => {
  it('moves a symbol one place up or down; at an end, or unknown, nothing moves', () => {
    const list = ['FPT', 'VNM', 'HPG'];
    expect(moveVisitorSymbol(list, 'HPG', -1)).toEqual(['FPT', 'HPG', 'VNM']);
    expect(moveVisitorSymbol(list, 'FPT', 1)).toEqual(['VNM', 'FPT', 'HPG']);
    expect(moveVisitorSymbol(list, 'FPT', -1)).toBeNull();
    expect(moveVisitorSymbol(list, 'HPG', 1)).toBeNull();
    expect(moveVisitorSymbol(list, 'ACB', 1)).toBeNull();
    expect(list).toEqual(['FPT', 'VNM', 'HPG']);
  });

  it('removes a symbol', () => {
    expect(removeVisitorSymbol(['FPT', 'VNM'], 'FPT')).toEqual(['VNM']);
    expect(removeVisitorSymbol(['FPT'], 'ACB')).toEqual(['FPT']);
  });
});

describe('onVisitorWatchlistChange', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells of another tab’s change to the list, or a cleared storage, until unsubscribed', () => {
    const changed = vi.fn();
    const stop = onVisitorWatchlistChange(changed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'X_WATCHLIST' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.theme }));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'X_WATCHLIST' }));
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('listens to nothing without a window (a server render)', () => {
    vi.stubGlobal('window', undefined);
    const stop = onVisitorWatchlistChange(() => {});
    expect(readVisitorWatchlist()).toEqual([]);
    expect(() => writeVisitorWatchlist(['FPT'])).not.toThrow();
    expect(stop).not.toThrow();
  });
});
