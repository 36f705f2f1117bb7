import type { InjectOptions } from 'fastify';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  WATCHLIST_LIMITS,
  WATCHLIST_SYMBOLS_PER_REQUEST,
  WatchlistSchema,
} from '@brokerage/shared/validation/watchlists.ts';
import { z } from 'zod';
import { AN, BINH, bearer, sessionToken } from '../../../test/customers';
import { useTestApp } from '../../test/build-test-app';
import { errorsOf } from '../../test/responses';
import { marketDataOf } from '../market/market-data';

const One = dataEnvelope(WatchlistSchema);
const Many = dataEnvelope(z.array(WatchlistSchema));

describe('watchlists (a logged-in customer’s, on the server)', () => {
  const app = useTestApp();
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const account of [AN, BINH]) tokens[account] = await sessionToken(app, 'direct', account);
  });

  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: Record<string, unknown>,
    account: string | null = AN,
  ) =>
    app.inject({
      method,
      url: `/api/v1/watchlists${url}`,
      ...(payload ? { payload } : {}),
      headers: account ? bearer(tokens[account]!) : {},
    });
  const lists = async (account = AN) =>
    Many.parse((await call('GET', '', undefined, account)).json()).data;
  const create = async (body: Record<string, unknown>, account = AN) => {
    const res = await call('POST', '', body, account);
    expect(res.statusCode, res.body).toBe(201);
    return One.parse(res.json()).data;
  };

  afterEach(async () => {
    for (const account of [AN, BINH])
      for (const list of await lists(account))
        await call('DELETE', `/${list.id}`, undefined, account);
  });

  it('needs the customer’s token on every route', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/order'],
      ['PATCH', '/1'],
      ['DELETE', '/1'],
      ['POST', '/1/symbols'],
      ['DELETE', '/1/symbols/FPT'],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
        null,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorsOf(res)[0]?.code).toBe('token_missing');
    }
  });

  it('creates, renames, orders its symbols, adds and removes one, and deletes: seen from another session (another device)', async () => {
    const made = await create({ name: '  Ngân hàng  ', symbols: ['vcb', 'FPT', 'VCB'] });
    expect(made).toMatchObject({ name: 'Ngân hàng', symbols: ['VCB', 'FPT'] });
    const device2 = await sessionToken(app, 'direct', AN);
    const seen = await app.inject({ url: '/api/v1/watchlists', headers: bearer(device2) });
    expect(Many.parse(seen.json()).data).toEqual([made]);

    const renamed = await call('PATCH', `/${made.id}`, {
      name: 'Ngân hàng lớn',
      symbols: ['FPT', 'VCB'],
    });
    expect(One.parse(renamed.json()).data).toMatchObject({
      name: 'Ngân hàng lớn',
      symbols: ['FPT', 'VCB'],
    });
    const added = await call('POST', `/${made.id}/symbols`, { symbol: 'hpg' });
    expect(One.parse(added.json()).data.symbols).toEqual(['FPT', 'VCB', 'HPG']);
    // Already there: unchanged, not twice.
    const again = await call('POST', `/${made.id}/symbols`, { symbol: 'FPT' });
    expect(One.parse(again.json()).data.symbols).toEqual(['FPT', 'VCB', 'HPG']);
    const removed = await call('DELETE', `/${made.id}/symbols/vcb`);
    expect(One.parse(removed.json()).data.symbols).toEqual(['FPT', 'HPG']);

    const gone = await call('DELETE', `/${made.id}`);
    expect(gone.statusCode).toBe(204);
    expect(await lists()).toEqual([]);
    expect((await call('DELETE', `/${made.id}`)).statusCode).toBe(404);
  });

  it('puts the lists in a new order, which must name each of them once', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const c = await create({ name: 'C' });
    expect((await lists()).map((l) => l.name)).toEqual(['A', 'B', 'C']);
    const res = await call('PUT', '/order', { ids: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(Many.parse(res.json()).data.map((l) => l.name)).toEqual(['C', 'A', 'B']);
    expect((await lists()).map((l) => l.name)).toEqual(['C', 'A', 'B']);
    for (const ids of [
      [a.id, b.id],
      [a.id, a.id, b.id],
      [a.id, b.id, c.id + 1000],
    ]) {
      const bad = await call('PUT', '/order', { ids });
      expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      expect(errorsOf(bad)[0]).toMatchObject({ code: 'watchlist_order_invalid', field: 'ids' });
    }
    expect((await lists()).map((l) => l.name)).toEqual(['C', 'A', 'B']);
  });

  it('keeps the limits: 10 lists, 50 symbols, with the message on the field', async () => {
    for (let i = 0; i < WATCHLIST_LIMITS.lists; i++) await create({ name: `Danh mục ${i + 1}` });
    const eleventh = await call('POST', '', { name: 'Một danh mục nữa' });
    expect(eleventh.statusCode).toBe(422);
    expect(errorsOf(eleventh)[0]).toEqual({
      code: 'watchlist_limit',
      message:
        'Quý khách đã có đủ 10 danh mục theo dõi. Vui lòng xóa bớt một danh mục trước khi tạo danh mục mới.',
    });
    expect(await lists()).toHaveLength(WATCHLIST_LIMITS.lists);

    const [first] = await lists();
    const symbols = await marketSymbols(WATCHLIST_LIMITS.symbols + 1);
    const full = await call('PATCH', `/${first!.id}`, { symbols: symbols.slice(0, 50) });
    expect(full.statusCode).toBe(200);
    const fiftyFirst = await call('POST', `/${first!.id}/symbols?locale=en`, {
      symbol: symbols[50],
    });
    expect(fiftyFirst.statusCode).toBe(422);
    expect(errorsOf(fiftyFirst)[0]).toEqual({
      code: 'watchlist_full',
      field: 'symbol',
      message: 'A watchlist holds at most 50 symbols. Please remove some before adding more.',
    });
    // 51 symbols at once is the same refusal as the 51st alone, on the field it came in.
    const tooMany = await call('PATCH', `/${first!.id}`, { symbols });
    expect(tooMany.statusCode).toBe(422);
    expect(errorsOf(tooMany)[0]).toEqual({
      code: 'watchlist_full',
      field: 'symbols',
      message: 'Một danh mục theo dõi có tối đa 50 mã. Vui lòng bỏ bớt mã trước khi thêm mã mới.',
    });
    expect((await lists())[0]!.symbols).toHaveLength(50);
    await call('DELETE', `/${first!.id}`);
    const created = await call('POST', '', { name: 'Quá nhiều', symbols });
    expect(created.statusCode).toBe(422);
    expect(errorsOf(created)[0]).toMatchObject({ code: 'watchlist_full', field: 'symbols' });
    // A repeat is dropped before the count: 50 distinct symbols, one of them twice, fit.
    const repeated = await call('POST', '', {
      name: 'Có mã lặp',
      symbols: [...symbols.slice(0, 50), symbols[0]],
    });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().data.symbols).toEqual(symbols.slice(0, 50));
    // Past what any client sends, the request itself is refused before the market is read.
    const absurd = Array.from({ length: WATCHLIST_SYMBOLS_PER_REQUEST + 1 }, (_, i) => `A${i}`);
    const flood = await call('PATCH', `/${first!.id}`, { symbols: absurd });
    expect(flood.statusCode).toBe(400);
    expect(errorsOf(flood)[0]).toMatchObject({ code: 'too_many', field: 'symbols' });
  });

  it('refuses an unknown symbol on its field, naming it, and stores nothing', async () => {
    const res = await call('POST', '', { name: 'Thử', symbols: ['FPT', 'ZZZZ'] });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]).toEqual({
      code: 'watchlist_symbol_unknown',
      field: 'symbols',
      message: 'Mã chứng khoán không tồn tại: ZZZZ.',
      params: { symbols: 'ZZZZ' },
    });
    expect(await lists()).toEqual([]);
    const list = await create({ name: 'Thử' });
    const one = await call('POST', `/${list.id}/symbols?locale=en`, { symbol: 'NOPE1' });
    expect(errorsOf(one)[0]).toMatchObject({ code: 'watchlist_symbol_unknown', field: 'symbol' });
    const junk = await call('POST', `/${list.id}/symbols`, { symbol: '<b>FPT</b>' });
    expect(junk.statusCode).toBe(400);
    expect(errorsOf(junk)[0]?.field).toBe('symbol');
    expect((await lists())[0]!.symbols).toEqual([]);
  });

  it('keeps a name with markup as text, and refuses an empty or long one on the field', async () => {
    const name = '<img src=x onerror=alert(1)>';
    expect((await create({ name })).name).toBe(name);
    const empty = await call('POST', '', { name: '   ' });
    expect(errorsOf(empty)[0]).toMatchObject({ code: 'required', field: 'name' });
    const long = await call('POST', '', { name: 'x'.repeat(WATCHLIST_LIMITS.name + 1) });
    expect(errorsOf(long)[0]).toMatchObject({ code: 'too_long', field: 'name' });
    const nothing = await call('PATCH', `/${(await lists())[0]!.id}`, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('answers 404 for someone else’s list, as for none, and leaves it alone', async () => {
    const theirs = await create({ name: 'Của Bình', symbols: ['FPT'] }, BINH);
    for (const [method, url, body] of [
      ['PATCH', `/${theirs.id}`, { name: 'Của An' }],
      ['DELETE', `/${theirs.id}`, undefined],
      ['POST', `/${theirs.id}/symbols`, { symbol: 'VCB' }],
      ['DELETE', `/${theirs.id}/symbols/FPT`, undefined],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorsOf(res)[0]?.code).toBe('watchlist_not_found');
    }
    const order = await call('PUT', '/order', { ids: [theirs.id] });
    expect(order.statusCode).toBe(400);
    expect(await lists()).toEqual([]);
    expect(await lists(BINH)).toEqual([theirs]);
  });

  it('lets two devices add at once without passing the limit', async () => {
    for (let i = 0; i < WATCHLIST_LIMITS.lists - 2; i++) await create({ name: `L${i}` });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('POST', '', { name: `Cùng lúc ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(4);
    expect(await lists()).toHaveLength(WATCHLIST_LIMITS.lists);
  });

  /** `count` symbols the market knows: its companies, then its covered warrants. */
  async function marketSymbols(count: number): Promise<string[]> {
    const snapshot = await (await marketDataOf(app)).snapshot();
    const symbols = [...snapshot.companies.keys(), ...snapshot.warrants.map((w) => w.code)];
    if (symbols.length < count) throw new Error(`the dataset has only ${symbols.length} symbols`);
    return symbols.slice(0, count);
  }
});
