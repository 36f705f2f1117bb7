import { sql } from 'drizzle-orm';
import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { publishContentChanged } from '../../lib/state/content-changed';
import { testClock, useTestApp } from '../../test/build-test-app';

/** Issue 26 item 6: the search answers from an index in memory that follows content changes. */
describe('search from the index', () => {
  const clock = testClock();
  const app = useTestApp({ now: clock.now, env: { SEARCH_INDEX_TTL_SECONDS: '60' } });

  const total = async (keyword: string) => {
    const res = await app.inject({ url: '/api/v1/search', query: { keyword } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { meta: { total: number } }).meta.total;
  };
  const setAboutTitle = (title: string) =>
    app.db.execute(sql`
      update page_translations set title = ${title}
      where locale = 'vi' and slug = 'gioi-thieu-an-phat'`);

  it('finds "co phieu" written with diacritics', async () => {
    const res = await app.inject({
      url: '/api/v1/search',
      query: { keyword: 'co phieu', locale: 'vi', limit: '100' },
    });
    // Tagged by the index's build, so the compression hook keeps the bytes of a popular search.
    const again = await app.inject({
      url: '/api/v1/search',
      query: { keyword: 'co phieu', locale: 'vi', limit: '100' },
    });
    expect(res.headers.etag).toMatch(/^"search-/);
    expect(again.headers.etag).toBe(res.headers.etag);
    const titles = (res.json() as { data: { title: string; summary: string }[] }).data;
    expect(titles.length).toBeGreaterThan(0);
    expect(
      titles.some((hit) => /cổ phiếu/i.test(`${hit.title} ${hit.summary}`)),
      JSON.stringify(titles.slice(0, 3)),
    ).toBe(true);
  });

  it('is rebuilt when content changes, and after its TTL', async () => {
    expect(await total('zebracorn')).toBe(0);
    await setAboutTitle('Giới thiệu Zebracorn');
    expect(await total('zebracorn')).toBe(0); // the index still holds the old title
    await publishContentChanged(app.state, 'test');
    await expect.poll(() => total('zebracorn')).toBe(1);

    // A change nobody announced (another replica's write): seen once the TTL has passed.
    await setAboutTitle('Giới thiệu Quokkafin');
    expect(await total('quokkafin')).toBe(0);
    clock.advance(61_000);
    await expect.poll(() => total('quokkafin')).toBe(1);
    await setAboutTitle('Giới thiệu Chứng khoán An Phát');
    await publishContentChanged(app.state, 'test');
  });
});

describe('search past its concurrency bound', () => {
  const app = useTestApp({ env: { SEARCH_CONCURRENCY: '1', SEARCH_QUEUE: '1' } });

  it('answers 429 search_busy at once, in the request language, while the others go on', async () => {
    // The first searches wait for the index to be built, holding the only slot and queue place.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ url: '/api/v1/search', query: { keyword: 'chung khoan', locale: 'en' } }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((res) => res.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1');
      const [error] = ApiErrorBodySchema.parse(res.json()).errors;
      expect(error).toMatchObject({
        code: 'search_busy',
        message: 'The search is receiving too many requests. Please try again in 1 seconds.',
      });
    }
    expect(
      (await app.inject({ url: '/api/v1/search', query: { keyword: 'chung khoan' } })).statusCode,
    ).toBe(200);
  });
});
