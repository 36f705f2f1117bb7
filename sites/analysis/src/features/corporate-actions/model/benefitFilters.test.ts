import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX, cleanKeyword, readFilters, writeFilters } from './benefitFilters';

describe('readFilters', () => {
  it('reads the type and the keyword of the query', () => {
    expect(
      readFilters(new URLSearchParams('stock_symbol=FPT&type=agm&keyword=%20cổ%20tức ')),
    ).toEqual({ type: 'agm', keyword: 'cổ tức' });
    expect(readFilters(new URLSearchParams('stock_symbol=FPT'))).toEqual({
      type: null,
      keyword: '',
    });
  });

  it('drops a type that cannot be an id, whatever a link carries', () => {
    for (const bad of ['', 'AGM', '1', "agm'--", 'a'.repeat(41), '<script>'])
      expect(readFilters(new URLSearchParams({ type: bad })).type, bad).toBeNull();
  });

  it('cleans the keyword: no control characters, spaces collapsed, at most 100 characters', () => {
    expect(cleanKeyword('cổ\u0000tức\n\t 2026')).toBe('cổ tức 2026');
    expect(cleanKeyword('   ')).toBe('');
    expect(cleanKeyword(null)).toBe('');
    const long = cleanKeyword('đ'.repeat(250));
    expect(Array.from(long)).toHaveLength(KEYWORD_MAX);
  });
});

describe('writeFilters', () => {
  it('writes the filters, removes empty ones and keeps the other parameters', () => {
    const params = new URLSearchParams('stock_symbol=FPT&type=agm&keyword=x');
    expect(writeFilters(params, { type: 'egm', keyword: 'đại hội' }).toString()).toBe(
      'stock_symbol=FPT&type=egm&keyword=%C4%91%E1%BA%A1i+h%E1%BB%99i',
    );
    expect(writeFilters(params, { type: null, keyword: '' }).toString()).toBe('stock_symbol=FPT');
    // The original is left as it was.
    expect(params.get('type')).toBe('agm');
  });
});
