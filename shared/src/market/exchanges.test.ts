import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_CODES,
  EXCHANGES,
  INDEX_EXCHANGE,
  INDEX_GROUP_LABELS,
  MAIN_INDICES,
  VN30_BASKET,
  exchangeOfCode,
  isExchange,
} from './exchanges.ts';

describe('exchanges', () => {
  it('codes each exchange as the price board does', () => {
    expect(EXCHANGE_CODES).toEqual({ HOSE: '10', HNX: '02', UPCOM: '04' });
    for (const exchange of EXCHANGES) expect(exchangeOfCode(EXCHANGE_CODES[exchange])).toBe(exchange);
    expect(exchangeOfCode('30')).toBeNull();
  });

  it('labels every code of spec §3', () => {
    expect(INDEX_GROUP_LABELS['02']).toBe('HNX');
    expect(INDEX_GROUP_LABELS.HNXCON).toBe('HNXCon');
    expect(Object.keys(INDEX_GROUP_LABELS)).toHaveLength(11);
  });

  it('holds a VN30 basket of 30 distinct tickers', () => {
    expect(new Set(VN30_BASKET).size).toBe(30);
    expect(VN30_BASKET).toContain('FPT');
  });

  it('puts each main index on its exchange', () => {
    expect(MAIN_INDICES.map((index) => INDEX_EXCHANGE[index])).toEqual(['HOSE', 'HOSE', 'HNX', 'HNX', 'UPCOM']);
  });

  it('tells an exchange from anything else', () => {
    expect(isExchange('HNX')).toBe(true);
    expect(isExchange('HSX')).toBe(false);
    expect(isExchange(10)).toBe(false);
  });
});
