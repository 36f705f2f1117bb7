import { describe, expect, it } from 'vitest';
import { FIXED_TAB_IDS, FIXED_TABS, parseTab, tabId } from './boardTabs';

describe('board tabs', () => {
  it('opens HOSE without a tab and reads every fixed tab back from its own id', () => {
    expect(parseTab(null)).toEqual({ kind: 'exchange', exchange: 'HOSE' });
    for (const id of FIXED_TAB_IDS) expect(tabId(parseTab(id) ?? FIXED_TABS.hose)).toBe(id);
  });

  it('reads a sector by its ICB code and a watchlist by its id or the browser’s own', () => {
    expect(parseTab('sector-8300')).toEqual({ kind: 'sector', icbCode: '8300' });
    expect(parseTab('watchlist')).toEqual({ kind: 'watchlist', listId: null });
    expect(parseTab('watchlist-12')).toEqual({ kind: 'watchlist', listId: 12 });
    expect(tabId({ kind: 'watchlist', listId: 12 })).toBe('watchlist-12');
  });

  it('names no tab for an exchange that does not exist or a malformed value', () => {
    for (const value of [
      'nyse',
      'HOSE',
      'sector-83',
      'sector-abcd',
      'watchlist-0',
      'watchlist-x',
      'toString',
      '__proto__',
    ])
      expect(parseTab(value), value).toBeNull();
  });
});
