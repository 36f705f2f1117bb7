import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AmwReply, BoardRow } from '@brokerage/shared/market/board.ts';
import { AmwRateLimit } from './amw';
import { startHarness, type Harness } from './test/harness';
import { fakeMarket } from './test/fake-market';

let paused = true;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    market: fakeMarket({ perAdvance: 1, paused: () => paused, putThrough: true }),
  });
});
afterAll(() => h.close());

async function amw(fields: Record<string, string> | string, headers: Record<string, string> = {}) {
  const response = await fetch(`${h.origin}/priceboard/Acc/amw`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields),
  });
  return {
    status: response.status,
    body: (await response.json()) as AmwReply & { errors?: unknown[] },
  };
}

const symbols = (reply: AmwReply) => reply.pb.f.map((f) => (JSON.parse(f) as BoardRow).symbol);

/** Lets the fake market advance until the board's sequence moved by at least `by`. */
async function advance(by: number) {
  const start = h.board.seq;
  paused = false;
  while (h.board.seq < start + by) await new Promise((resolve) => setTimeout(resolve, 5));
  paused = true;
  // A batch in flight lands within the push interval.
  await new Promise((resolve) => setTimeout(resolve, 120));
}

describe('POST /priceboard/Acc/amw', () => {
  it('answers the whole board as JSON strings, the session, and no indices unless asked', async () => {
    const { status, body } = await amw({ selectedStocks: '', marketId: '' });
    expect(status).toBe(200);
    expect(symbols(body)).toEqual(['FPT', 'VCB', 'SHS', 'BSR', 'CFPT2501']);
    expect(body.mi).toEqual([]);
    expect(body.tl).toEqual({ f: [] });
    expect(body.session.sessionDate).toBe('2026-11-20');
    const withIndices = await amw({ isReqMK: 'true' });
    expect(withIndices.body.mi.map((r) => r.symbol)).toEqual(['VNINDEX', 'HNXINDEX']);
  });

  it('compresses the board for a client that accepts it, brotli before gzip', async () => {
    const form = new URLSearchParams({ isReqMK: 'true' }).toString();
    const raw = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = request(
          `${h.origin}/priceboard/Acc/amw`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'accept-encoding': encoding,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end(form);
      });
    const plain = await raw('identity');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const decoded = [brotliDecompressSync(br.body), gunzipSync(gz.body)].map(
      (bytes) => (JSON.parse(bytes.toString('utf8')) as AmwReply).pb.f.length,
    );
    expect(decoded).toEqual([5, 5]);
  });

  it('filters by symbols and by exchange', async () => {
    expect(symbols((await amw({ selectedStocks: 'vcb, shs' })).body)).toEqual(['VCB', 'SHS']);
    expect(symbols((await amw({ marketId: '02' })).body)).toEqual(['SHS']);
    expect(symbols((await amw({ marketId: '04', selectedStocks: 'FPT' })).body)).toEqual([]);
  });

  it('answers only what changed after lastSeq, trades of tlSymbol included', async () => {
    const before = (await amw({ isReqMK: 'true' })).body.session.seq;
    await advance(1);
    const { body } = await amw({
      isIncrValue: 'true',
      lastSeq: String(before),
      isReqMK: 'true',
      isReqTL: 'true',
      tlSymbol: 'fpt',
    });
    const changed = symbols(body);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(5);
    expect(body.pb.f.every((f) => (JSON.parse(f) as BoardRow).seq > before)).toBe(true);
    expect(body.mi.every((r) => r.seq > before)).toBe(true);
    expect(body.tl.f.every((t) => t.symbol === 'FPT' && t.seq > before)).toBe(true);
    const nothing = await amw({ isIncrValue: 'true', lastSeq: String(body.session.seq) });
    expect(nothing.body.pb.f).toEqual([]);
  });

  it('answers an exchange’s put-through deals for pthMktId, after lastSeq when incremental, none without it', async () => {
    const before = (await amw({})).body.session.seq;
    await advance(30);
    const all = await amw({ pthMktId: '10' });
    const deals = all.body.pt!.f;
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((deal) => deal.exchange === 'HOSE')).toBe(true);
    expect(deals.map((deal) => deal.seq)).toEqual(deals.map((d) => d.seq).sort((a, b) => a - b));
    expect(deals[0]).toEqual({
      seq: expect.any(Number),
      symbol: expect.stringMatching(/^(FPT|VCB|CFPT2501)$/),
      exchange: 'HOSE',
      time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      price: expect.any(Number),
      volume: 20_000,
      value: deals[0]!.price * 20_000,
    });
    const hnx = (await amw({ pthMktId: '02' })).body.pt!.f;
    expect(hnx.map((deal) => deal.symbol)).toContain('SHS');
    expect(hnx.every((deal) => deal.exchange === 'HNX')).toBe(true);
    const later = await amw({ pthMktId: '10', isIncrValue: 'true', lastSeq: String(before) });
    expect(later.body.pt!.f).toEqual(deals.filter((deal) => deal.seq > before));
    const none = await amw({
      isIncrValue: 'true',
      lastSeq: String(all.body.session.seq),
      pthMktId: '10',
    });
    expect(none.body.pt!.f).toEqual([]);
    expect((await amw({})).body.pt).toEqual({ f: [] });
  });

  it('answers everything again for a lastSeq past the board (it started over)', async () => {
    const { body } = await amw({ isIncrValue: 'true', lastSeq: '999999999' });
    expect(symbols(body)).toHaveLength(5);
  });

  it.each([
    [{ marketId: '99' }, 'marketId'],
    [{ pthMktId: '30' }, 'pthMktId'],
    [{ pthMktId: 'HOSE' }, 'pthMktId'],
    [{ lastSeq: '-1', isIncrValue: 'true' }, 'lastSeq'],
    [{ isIncrValue: 'true' }, 'lastSeq'],
    [{ isReqTL: 'yes' }, 'isReqTL'],
    [{ isReqTL: 'true' }, 'tlSymbol'],
    [{ isReqTL: 'true', tlSymbol: 'NOPE' }, 'tlSymbol'],
    [{ selectedStocks: 'FPT,<b>' }, 'selectedStocks'],
    [{ selectedStocks: 'FPT,NOPE' }, 'selectedStocks'],
  ])('refuses %o with a 400 naming %s', async (fields, field) => {
    const { status, body } = await amw(fields);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String), field }),
    );
  });

  it('refuses a repeated field, another content type, a big body and other methods', async () => {
    expect((await amw('marketId=10&marketId=02')).status).toBe(400);
    expect((await amw('{}', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await amw(`selectedStocks=${'A,'.repeat(20_000)}`)).status).toBe(413);
    const get = await fetch(`${h.origin}/priceboard/Acc/amw`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('the per-address limit on Acc/amw (issue 20 #4)', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ env: { AMW_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => limited.close());

  /** A call through the proxy: it appended the address it was reached from (the trusted hop). */
  const from = (address: string) =>
    fetch(`${limited.origin}/priceboard/Acc/amw`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: 'selectedStocks=FPT',
    });
  const addresses = Array.from({ length: 30 }, (_, i) => `127.0.3.${i + 1}`);

  it('answers 429 with Retry-After to the address over the limit, 200 to the others at once', async () => {
    const first = await Promise.all(addresses.map((address) => from(address)));
    expect(first.map((r) => r.status)).toEqual(addresses.map(() => 200));
    // 127.0.3.1 spends its other two calls, then one more is over; the 29 others call again.
    await from('127.0.3.1');
    await from('127.0.3.1');
    const [over, ...others] = await Promise.all([
      from('127.0.3.1'),
      ...addresses.slice(1).map((address) => from(address)),
    ]);
    expect(over!.status).toBe(429);
    expect(Number(over!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over!.json()).toMatchObject({ errors: [{ code: 'rate_limited' }] });
    expect(others.map((r) => r.status)).toEqual(others.map(() => 200));
  });

  it('does not count the API’s own calls, which come straight from it (no X-Forwarded-For)', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${limited.origin}/priceboard/Acc/amw`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'selectedStocks=FPT',
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('AmwRateLimit', () => {
  const call = (address: string) =>
    ({
      headers: { 'x-forwarded-for': address },
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as IncomingMessage;

  it('starts a new window once the last ended, and remembers a bounded number of addresses', () => {
    let now = 0;
    const limit = new AmwRateLimit({
      max: 1,
      windowMs: 1000,
      proxyHops: 1,
      now: () => now,
      maxAddresses: 2,
    });
    expect(limit.retryAfter(call('10.0.0.1'))).toBe(0);
    expect(limit.retryAfter(call('10.0.0.1'))).toBe(1);
    now = 1000;
    expect(limit.retryAfter(call('10.0.0.1'))).toBe(0);
    expect(limit.retryAfter(call('10.0.0.1'))).toBe(1);
    // Two more addresses: the oldest window goes to make room, so 10.0.0.1 starts afresh.
    limit.retryAfter(call('10.0.0.2'));
    limit.retryAfter(call('10.0.0.3'));
    expect(limit.retryAfter(call('10.0.0.1'))).toBe(0);
  });
});
