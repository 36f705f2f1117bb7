import { ApiErrorBodySchema, listEnvelope } from '@brokerage/shared/validation/common.ts';
import { SearchResultSchema } from '@brokerage/shared/validation/search.ts';
import { useTestApp } from '../../test/build-test-app';

const Body = listEnvelope(SearchResultSchema);

describe('GET search', () => {
  const app = useTestApp();

  const search = async (query: Record<string, string>) => {
    const res = await app.inject({ url: '/api/v1/search', query });
    expect(res.statusCode, JSON.stringify(query)).toBe(200);
    return Body.parse(res.json());
  };

  const badRequest = async (query: Record<string, string>) => {
    const res = await app.inject({ url: '/api/v1/search', query });
    expect(res.statusCode, JSON.stringify(query)).toBe(400);
    return ApiErrorBodySchema.parse(res.json()).errors;
  };

  it('finds Vietnamese with and without diacritics, title matches first', async () => {
    const plain = await search({ keyword: 'chung khoan' });
    const accented = await search({ keyword: 'Chứng Khoán' });
    expect(plain.meta.total).toBeGreaterThan(0);
    expect(accented.data.map((r) => r.id)).toEqual(plain.data.map((r) => r.id));
    const about = plain.data.find((r) => r.title === 'Giới thiệu Chứng khoán An Phát');
    expect(about).toMatchObject({
      type: 'page',
      slug: 'gioi-thieu-an-phat',
      url: '/gioi-thieu-an-phat',
    });
    expect(about?.templateCode).toBe('ABOUT_GENERAL');
    // Every title hit ranks above every body-only hit.
    const titleHits = plain.data.map((r) => /chứng khoán/i.test(r.title));
    expect(
      titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false),
    ).toBe(true);
  });

  it('searches the request language and builds paths in it', async () => {
    const en = await search({ keyword: 'securities', locale: 'en' });
    expect(en.data.length).toBeGreaterThan(0);
    for (const hit of en.data) expect(hit.url.startsWith('/en/')).toBe(true);
    expect(en.data.find((r) => r.slug === 'about-an-phat')?.url).toBe('/en/about-an-phat');
    expect(
      (await search({ keyword: 'securities', locale: 'vi' })).data.some(
        (r) => r.slug === 'about-an-phat',
      ),
    ).toBe(false);
  });

  it('finds words the stored HTML writes with an entity (M&amp;A in a body)', async () => {
    // A content item's body, stored through the shared sanitiser (seed/content.ts).
    const { data } = await search({ keyword: 'giao dịch M&A là' });
    expect(data.length).toBeGreaterThan(0);
  });

  it('returns plain-text snippets, never HTML', async () => {
    const { data } = await search({ keyword: 'sứ mệnh', limit: '100' });
    expect(data.length).toBeGreaterThan(0);
    for (const hit of data) {
      expect(hit.summary).not.toMatch(/<[a-z/]/i);
      expect(hit.summary.length).toBeLessThanOrEqual(202);
    }
    // Tag names are not content.
    expect((await search({ keyword: '<h2>' })).meta.total).toBe(0);
    expect(
      (await search({ keyword: 'strong' })).data.every((r) => !/^strong$/i.test(r.title)),
    ).toBe(true);
  });

  it('pages through the results', async () => {
    const all = await search({ keyword: 'a', limit: '100' });
    expect(all.meta.total).toBeGreaterThan(3);
    const first = await search({ keyword: 'a', limit: '2', page: '1' });
    const second = await search({ keyword: 'a', limit: '2', page: '2' });
    expect(first.meta).toEqual({
      page: 1,
      limit: 2,
      total: all.meta.total,
      totalPages: Math.ceil(all.meta.total / 2),
    });
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual(
      all.data.slice(0, 4).map((r) => r.id),
    );
    const errors = await badRequest({ keyword: 'a', limit: '2', page: '9999' });
    expect(errors[0]).toMatchObject({ code: 'too_big_number', field: 'page' });
    for (const page of ['0', '-1', 'abc'])
      expect((await badRequest({ keyword: 'a', page }))[0]?.field).toBe('page');
    expect((await badRequest({ keyword: 'a', limit: '1000' }))[0]?.field).toBe('limit');
  });

  it.each([
    ['quotes and SQL', `'" ; DROP TABLE pages; --`],
    ['emoji', '📈🚀'],
    ['a lone underscore', '_'],
    ['LIKE wildcards', '%_%'],
    ['a backslash', '\\'],
    ['100 characters', 'x'.repeat(100)],
  ])('is safe with %s (no match, no error)', async (_, keyword) => {
    const body = await search({ keyword });
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ page: 1, total: 0, totalPages: 0 });
  });

  it('matches % literally, not as a wildcard', async () => {
    const percent = await search({ keyword: '%', limit: '100' });
    const everything = await search({ keyword: 'a', limit: '100' });
    expect(percent.meta.total).toBeGreaterThan(0);
    expect(percent.meta.total).toBeLessThan(everything.meta.total);
    for (const hit of percent.data) expect(`${hit.title} ${hit.summary}`).toContain('%');
  });

  it('still has its tables after a hostile keyword', async () => {
    await search({ keyword: `'); DROP TABLE page_translations; --` });
    expect((await search({ keyword: 'chung khoan' })).meta.total).toBeGreaterThan(0);
  });

  it.each([
    ['missing', {}],
    ['empty', { keyword: '' }],
    ['only spaces', { keyword: '   ' }],
    ['101 characters', { keyword: 'x'.repeat(101) }],
  ])('rejects a keyword that is %s, on the field, in the request language', async (_, query) => {
    const vi = await badRequest(query);
    expect(vi[0]?.field).toBe('keyword');
    const en = await badRequest({ ...query, locale: 'en' });
    expect(en[0]?.field).toBe('keyword');
    expect(en[0]?.message).not.toBe(vi[0]?.message);
  });

  it('trims the keyword', async () => {
    const padded = await search({ keyword: '  chung khoan  ' });
    expect(padded.meta.total).toBe((await search({ keyword: 'chung khoan' })).meta.total);
  });
});
