import { describe, expect, it } from 'vitest';
import {
  defaultOrder,
  rangeProblems,
  ScreenerExportQuerySchema,
  ScreenerQuerySchema,
  screenerParams,
} from './screenerApi.ts';

describe('screener query', () => {
  it('reads lists repeated or comma-separated, upper-cased, without blanks or repeats', () => {
    const parsed = ScreenerQuerySchema.parse({
      exchange: ['hose, HNX', 'HOSE', ''],
      icb_code: '8300,,8500',
    });
    expect(parsed.exchange).toEqual(['HOSE', 'HNX']);
    expect(parsed.icb_code).toEqual(['8300', '8500']);
    expect(ScreenerQuerySchema.parse({})).toMatchObject({
      exchange: [],
      icb_code: [],
      sort: 'market_cap',
      page: 1,
      limit: 20,
    });
  });

  it('reads bounds as numbers; an empty one is no bound', () => {
    const parsed = ScreenerQuerySchema.parse({ pe_max: '15.5', roe_min: '-3', pb_min: ' ' });
    expect(parsed).toMatchObject({ pe_max: 15.5, roe_min: -3 });
    expect(parsed.pb_min).toBeUndefined();
  });

  it.each([
    [{ exchange: 'NYSE' }, ['exchange', 0]],
    [{ icb_code: '83' }, ['icb_code', 0]],
    [{ pe_max: 'many' }, ['pe_max']],
    [{ pe_min: '-1' }, ['pe_min']],
    [{ score_max: '101' }, ['score_max']],
    [{ market_cap_min: '1e300' }, ['market_cap_min']],
    [{ limit: '0' }, ['limit']],
    [{ limit: '101' }, ['limit']],
    [{ page: '-1' }, ['page']],
    [{ sort: 'volume' }, ['sort']],
    [{ order: 'sideways' }, ['order']],
  ])('refuses %j on its field', (query, path) => {
    const result = ScreenerQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('puts a minimum above its maximum on the maximum, as zod’s too_small (the API’s code)', () => {
    const result = ScreenerExportQuerySchema.safeParse({
      pe_min: '20',
      pe_max: '10',
      roe_min: '1',
      roe_max: '1',
    });
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        code: 'too_small',
        path: ['pe_max'],
        minimum: 20,
        inclusive: true,
      }),
    ]);
  });

  it('rangeProblems: the one rule the page checks before it asks', () => {
    expect(
      rangeProblems({ pe_min: 20, pe_max: 10, pb_min: 1, score_min: 50, score_max: 50 }),
    ).toEqual([{ range: 'pe', field: 'pe_max', minimum: 20 }]);
    expect(
      rangeProblems({ growth_min: -5, growth_max: -10, market_cap_min: 0, market_cap_max: 0 }),
    ).toEqual([{ range: 'growth', field: 'growth_max', minimum: -5 }]);
  });

  it('screenerParams: only what is set, a fixed order, the default sort left out, and it parses back', () => {
    const filter = {
      exchanges: ['HOSE', 'UPCOM'] as const,
      sectors: ['8300'],
      ranges: { pe_max: 15, roe_min: 12.5, market_cap_min: 0 },
      sort: 'market_cap' as const,
      order: 'desc' as const,
    };
    const params = screenerParams(filter);
    expect(params).toEqual({
      exchange: 'HOSE,UPCOM',
      icb_code: '8300',
      market_cap_min: '0',
      pe_max: '15',
      roe_min: '12.5',
    });
    expect(Object.keys(params)).toEqual([
      'exchange',
      'icb_code',
      'market_cap_min',
      'pe_max',
      'roe_min',
    ]);
    expect(ScreenerExportQuerySchema.parse(params)).toMatchObject({
      exchange: ['HOSE', 'UPCOM'],
      icb_code: ['8300'],
      market_cap_min: 0,
      pe_max: 15,
      roe_min: 12.5,
      sort: 'market_cap',
    });
    expect(screenerParams({ ...filter, order: 'asc' })).toMatchObject({ order: 'asc' });
    expect(screenerParams({ ...filter, sort: 'symbol', order: 'asc' })).toMatchObject({
      sort: 'symbol',
      order: 'asc',
    });
  });

  it('orders text A to Z and figures largest first by default', () => {
    expect(defaultOrder('name')).toBe('asc');
    expect(defaultOrder('pe')).toBe('desc');
  });
});
