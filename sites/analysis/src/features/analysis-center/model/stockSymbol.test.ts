import { describe, expect, it } from 'vitest';
import { checkStockSymbol, symbolFromQuery } from './stockSymbol';

describe('checkStockSymbol', () => {
  it('accepts three capital letters or digits', () => {
    expect(checkStockSymbol('FPT')).toEqual({ ok: true, symbol: 'FPT' });
    expect(checkStockSymbol('VN3')).toEqual({ ok: true, symbol: 'VN3' });
    expect(checkStockSymbol('123')).toEqual({ ok: true, symbol: '123' });
  });

  it('trims and upper-cases what was typed', () => {
    expect(checkStockSymbol('  vcb ')).toEqual({ ok: true, symbol: 'VCB' });
  });

  it('requires a value', () => {
    expect(checkStockSymbol('')).toEqual({ ok: false, error: 'required' });
    expect(checkStockSymbol('   ')).toEqual({ ok: false, error: 'required' });
  });

  it.each(['FP', 'FPTS', 'F-T', 'FP T', 'ĐPT', 'FP<'])('rejects %j', (input) => {
    expect(checkStockSymbol(input)).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('symbolFromQuery', () => {
  it('keeps a valid symbol and drops anything else', () => {
    expect(symbolFromQuery('hpg')).toBe('HPG');
    expect(symbolFromQuery('<script>')).toBeNull();
    expect(symbolFromQuery(null)).toBeNull();
  });
});
