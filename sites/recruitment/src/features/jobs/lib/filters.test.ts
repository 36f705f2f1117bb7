import { describe, expect, it } from 'vitest';
import { filtersFromQuery, queryWithFilters, queryWithView, viewFromQuery } from './filters';

const q = (text: string) => new URLSearchParams(text);

describe('job filters in the URL', () => {
  it('reads the keyword and the list ids, in one order whatever the URL says', () => {
    const a = filtersFromQuery(q('title_id=4&keyword=%20ke%20%20toan%20&workplace_id=3&page=2'));
    const b = filtersFromQuery(q('keyword=ke+toan&workplace_id=3&title_id=4'));
    expect(a).toEqual({ keyword: 'ke toan', workplaceId: 3, titleId: 4 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('leaves out what an old or hand-typed link gets wrong', () => {
    expect(filtersFromQuery(q('career_id=abc&form_id=0&workplace_id=-2&keyword=%20'))).toEqual({});
    expect(filtersFromQuery(q(`keyword=${'a'.repeat(150)}`)).keyword).toHaveLength(100);
  });

  it('writes new filters over the old, keeps the view and starts again at page 1', () => {
    const next = queryWithFilters(q('keyword=x&career_id=2&page=3&view=map'), {
      careerId: 5,
      workplaceId: 7,
    });
    expect(next.toString()).toBe('view=map&career_id=5&workplace_id=7');
    expect(filtersFromQuery(next)).toEqual({ careerId: 5, workplaceId: 7 });
    expect(queryWithFilters(next, {}).toString()).toBe('view=map');
  });

  it('holds the list/map view', () => {
    expect(viewFromQuery(q(''))).toBe('list');
    expect(viewFromQuery(q('view=map'))).toBe('map');
    expect(viewFromQuery(q('view=globe'))).toBe('list');
    expect(queryWithView(q('keyword=a'), 'map').toString()).toBe('keyword=a&view=map');
    expect(queryWithView(q('keyword=a&view=map'), 'list').toString()).toBe('keyword=a');
  });
});
