import { sql } from 'drizzle-orm';
import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { publishContentChanged } from '../../lib/state/content-changed';
import { testClock, useTestApp } from '../../test/build-test-app';
import { getFrom, listening } from '../../test/from-address';

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
    // A rebuild reads every document again: seconds on a busy machine.
    await expect.poll(() => total('zebracorn'), { timeout: 20_000 }).toBe(1);

    // A change nobody announced (another replica's write): seen once the TTL has passed.
    await setAboutTitle('Giới thiệu Quokkafin');
    expect(await total('quokkafin')).toBe(0);
    clock.advance(61_000);
    await expect.poll(() => total('quokkafin'), { timeout: 20_000 }).toBe(1);
    await setAboutTitle('Giới thiệu Chứng khoán An Phát');
    await publishContentChanged(app.state, 'test');
  });
});

/** A search from `remoteAddress`, in English. */
const searchFrom = (app: ReturnType<typeof useTestApp>, remoteAddress: string) =>
  app.inject({
    url: '/api/v1/search',
    query: { keyword: 'chung khoan', locale: 'en' },
    remoteAddress,
  });

describe('search past its concurrency bound', () => {
  // Four places (two running, two waiting), one for each client network.
  const app = useTestApp({ env: { SEARCH_CONCURRENCY: '2', SEARCH_QUEUE: '2' } });

  it('answers 429 search_busy at once, in the request language, while the others go on', async () => {
    // The first searches wait for the index to be built, holding their places meanwhile.
    const networks = ['127.0.3.1', '127.0.4.1', '127.0.5.1', '127.0.6.1'];
    const answers = await Promise.all(
      [...networks, ...networks].map((address) => searchFrom(app, address)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    const busy = answers.filter((res) => res.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1');
      const [error] = ApiErrorBodySchema.parse(res.json()).errors;
      expect(error).toMatchObject({
        code: 'search_busy',
        message: 'The search is receiving too many requests. Please try again in 1 second.',
      });
    }
    expect((await searchFrom(app, '127.0.3.1')).statusCode).toBe(200);
  });
});

describe('search under a flood from many addresses of one network', () => {
  const app = useTestApp({ env: { SEARCH_CONCURRENCY: '2', SEARCH_QUEUE: '2' } });

  it('gives the flood one place and serves the visitors on other networks meanwhile', async () => {
    // Real connections from forty addresses of one /24 at once, while the index is first built
    // (every search waits), and visitors from networks of their own.
    const base = await listening(app);
    const search = `/api/v1/search?keyword=chung%20khoan&locale=en`;
    const flood = Array.from({ length: 40 }, (_, i) => getFrom(base, search, `127.0.3.${i + 1}`));
    const visitor = getFrom(base, search, '127.0.9.7');
    const neighbour = getFrom(base, search, '127.0.10.2');
    const page = getFrom(base, '/api/v1/menus', '127.0.11.3');
    const [answers, mine, theirs, other] = await Promise.all([
      Promise.all(flood),
      visitor,
      neighbour,
      page,
    ]);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(other.status).toBe(200);
    // One place for the network: a search of the flood runs only when the one before it is
    // done (over real connections a few arrive after that), the others are refused at once.
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    const busy = answers.find((res) => res.status === 429);
    expect(busy?.headers['retry-after']).toBe('1');
    expect(ApiErrorBodySchema.parse(JSON.parse(busy?.body ?? '')).errors[0]?.code).toBe(
      'search_busy',
    );
    // The flood over, its network searches again.
    expect((await getFrom(base, search, '127.0.3.77')).status).toBe(200);
  });
});
