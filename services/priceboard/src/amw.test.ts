import type { AmwReply, BoardRow } from '@brokerage/shared/market/board.ts';
import { startHarness, type Harness } from './test/harness';
import { fakeMarket } from './test/fake-market';

let paused = true;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ market: fakeMarket({ perAdvance: 1, paused: () => paused }) });
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

  it('answers everything again for a lastSeq past the board (it started over)', async () => {
    const { body } = await amw({ isIncrValue: 'true', lastSeq: '999999999' });
    expect(symbols(body)).toHaveLength(5);
  });

  it.each([
    [{ marketId: '99' }, 'marketId'],
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
