import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  DEFAULT_FILTER,
  draftOf,
  filterFromSearch,
  filterKey,
  filterOfDraft,
  searchOf,
  sortedBy,
} from './screenerFilter';

const read = (query: string) => filterFromSearch(new URLSearchParams(query));

describe('the screener filter in the URL', () => {
  it('reads a shared URL back to the same filter, and writes it in one canonical form', () => {
    const filter = read('pe_max=15&exchange=hnx,HOSE&icb_code=8300&roe_min=-2.5&sort=pe&order=asc');
    expect(filter).toEqual({
      exchanges: ['HOSE', 'HNX'],
      sectors: ['8300'],
      ranges: { pe_max: 15, roe_min: -2.5 },
      sort: 'pe',
      order: 'asc',
    });
    expect(searchOf(filter).toString()).toBe(
      'exchange=HOSE%2CHNX&icb_code=8300&pe_max=15&roe_min=-2.5&sort=pe&order=asc',
    );
    expect(read(searchOf(filter).toString())).toEqual(filter);
  });

  it('is the default filter with nothing in the URL, and writes nothing for it', () => {
    expect(read('')).toEqual(DEFAULT_FILTER);
    expect(filterKey(DEFAULT_FILTER)).toBe('');
  });

  it('ignores what the API would refuse, value by value, and never throws', () => {
    const filter = read(
      'exchange=NYSE,HNX&icb_code=83,8300,abcd&pe_max=abc&pb_min=-1&score_max=1000&market_cap_min=1e400&sort=volume&order=up&page=-4&foo=%E0%A4%A',
    );
    expect(filter).toEqual({ ...DEFAULT_FILTER, exchanges: ['HNX'], sectors: ['8300'] });
  });

  it('drops a range whose minimum is above its maximum, keeps the others', () => {
    expect(read('pe_min=20&pe_max=10&roe_min=5').ranges).toEqual({ roe_min: 5 });
  });

  it('a sort: its natural way first, then the other way', () => {
    const bySymbol = sortedBy(DEFAULT_FILTER, 'symbol');
    expect([bySymbol.sort, bySymbol.order]).toEqual(['symbol', 'asc']);
    expect(sortedBy(bySymbol, 'symbol').order).toBe('desc');
    expect(sortedBy(DEFAULT_FILTER, 'market_cap').order).toBe('asc');
    expect(sortedBy(DEFAULT_FILTER, 'pe').order).toBe('desc');
  });
});

describe('the form draft', () => {
  const draft = (ranges: Record<string, number | string>) => ({
    ...draftOf(DEFAULT_FILTER),
    ranges: { ...draftOf(DEFAULT_FILTER).ranges, ...ranges },
  });

  it('puts a minimum above its maximum on the maximum, as the API does', () => {
    expect(checkDraft(draft({ pe_min: 20, pe_max: 10 })).errors).toEqual({
      pe_max: { kind: 'minAboveMax', min: 20 },
    });
    expect(checkDraft(draft({ pe_min: 10, pe_max: 10 })).errors).toEqual({});
  });

  it('checks each bound against its limits and says what a half-typed value is', () => {
    expect(
      checkDraft(draft({ score_max: 120, pb_min: -1, growth_min: '-', roe_max: '' })).errors,
    ).toEqual({
      score_max: { kind: 'tooBig', limit: 100 },
      pb_min: { kind: 'tooSmall', limit: 0 },
      growth_min: { kind: 'notNumber' },
    });
  });

  it('gives the filter to apply only when nothing is wrong, with the sort shown', () => {
    const sort = { sort: 'roe' as const, order: 'asc' as const };
    expect(filterOfDraft(draft({ pe_min: 20, pe_max: 10 }), sort)).toBeNull();
    const filter = filterOfDraft(
      {
        exchanges: ['UPCOM', 'HOSE'],
        sectors: ['8300'],
        ranges: draft({ pe_max: 12, roe_min: 0 }).ranges,
      },
      sort,
    );
    expect(filter).toEqual({
      exchanges: ['HOSE', 'UPCOM'],
      sectors: ['8300'],
      ranges: { pe_max: 12, roe_min: 0 },
      sort: 'roe',
      order: 'asc',
    });
  });

  it('starts from a filter: its bounds in the inputs, the rest empty', () => {
    const start = draftOf(read('exchange=HOSE&pe_max=15'));
    expect(start.exchanges).toEqual(['HOSE']);
    expect(start.ranges.pe_max).toBe(15);
    expect(start.ranges.pe_min).toBe('');
  });
});
