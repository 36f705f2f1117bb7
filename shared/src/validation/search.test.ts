import { describe, expect, it } from 'vitest';
import { SearchKeywordSchema, SearchQuerySchema } from './search';

describe('search schemas', () => {
  it('trims the keyword and keeps odd characters as they are', () => {
    expect(SearchKeywordSchema.parse('  chứng khoán ')).toBe('chứng khoán');
    expect(SearchKeywordSchema.parse(`'" ; DROP TABLE pages; --`)).toBe(`'" ; DROP TABLE pages; --`);
    expect(SearchKeywordSchema.parse('📈')).toBe('📈');
  });

  it.each(['', '   ', 'x'.repeat(101)])('rejects %j', (keyword) => {
    expect(SearchKeywordSchema.safeParse(keyword).success).toBe(false);
  });

  it('accepts 100 characters and defaults paging and language', () => {
    expect(SearchQuerySchema.parse({ keyword: 'x'.repeat(100) })).toEqual({
      keyword: 'x'.repeat(100),
      page: 1,
      limit: 10,
      locale: 'vi',
    });
  });
});
