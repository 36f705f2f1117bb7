import { describe, expect, it } from 'vitest';
import { createMemoryStorage, LOCAL_KEYS } from '@brokerage/shared/auth/storage.ts';
import { readVisitorWatchlist } from './visitorWatchlist';

const stored = (value: string) => {
  const storage = createMemoryStorage();
  storage.setItem(LOCAL_KEYS.watchlist, value);
  return storage;
};

describe('readVisitorWatchlist', () => {
  it('reads the symbols in the visitor’s order, each once', () => {
    expect(readVisitorWatchlist(stored('["VCB","FPT","VCB","CFPT2501"]'))).toEqual([
      'VCB',
      'FPT',
      'CFPT2501',
    ]);
  });

  it('drops what is not a symbol, and keeps at most 50', () => {
    expect(readVisitorWatchlist(stored('["fpt","",12,"V CB","HPG"]'))).toEqual(['HPG']);
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
