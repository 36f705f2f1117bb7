import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AmwReply, TradeRow } from '@brokerage/shared/market/board.ts';
import {
  fixtureBoardRow,
  fixtureBoardSession,
  fixtureTradeRow,
} from '@brokerage/shared/market/boardFixtures.ts';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  IntradaySeriesSchema,
  MinuteBarSeriesSchema,
  OrderMatchCurrentSchema,
  OrderMatchRowSchema,
  VolumeAtPriceSeriesSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import type { z } from 'zod';
import { useTestApp } from '../../test/build-test-app';
import { errorOf, expectApiError } from '../../test/responses';

/** A replay of 23 November at 09:20; FPT last matched at 101,000 (up 1%) after 2,100 shares. */
const SESSION = fixtureBoardSession({
  sessionDate: '2026-11-23',
  speed: 10,
  time: '2026-11-23T09:20:00+07:00',
  seq: 9,
});
const ROW = fixtureBoardRow({
  seq: 9,
  low: 99_500,
  price: 101_000,
  change: 1_000,
  changePercent: 1,
  totalVolume: 2_100,
  time: '09:17:30',
});

const trade = (
  seq: number,
  time: string,
  price: number,
  volume: number,
  total: number,
  side: TradeRow['side'],
): TradeRow =>
  fixtureTradeRow({ seq, time, price, change: price - 100_000, volume, totalVolume: total, side });
const TRADES = [
  trade(1, '09:15:00', 100_500, 1_000, 1_000, null),
  trade(2, '09:15:20', 101_000, 200, 1_200, 'buy'),
  trade(5, '09:17:05', 99_500, 500, 2_000, 'sell'),
  trade(3, '09:15:59', 100_000, 300, 1_500, 'sell'),
  trade(9, '09:17:30', 101_000, 100, 2_100, 'buy'),
];

/** A stand-in for the board's Acc/amw: answers FPT, and can fail, stall or talk nonsense. */
function fakeBoard() {
  const forms: URLSearchParams[] = [];
  let mode: 'ok' | 'error' | 'stall' | 'nonsense' | 'reset' = 'ok';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/priceboard/Acc/amw') {
        res.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(body);
      forms.push(form);
      if (mode === 'stall') return; // never answers; the API's timeout must
      if (mode === 'reset') return req.socket.destroy();
      if (mode === 'error') return res.writeHead(500).end('{}');
      if (mode === 'nonsense')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"pb":1}');
      const symbol = form.get('tlSymbol');
      if (symbol !== 'FPT') {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({
            errors: [{ code: 'unknown_symbol', message: 'not on the board', field: 'tlSymbol' }],
          }),
        );
      }
      const reply: AmwReply = {
        mi: [],
        pb: { f: [JSON.stringify(ROW)] },
        tl: { f: TRADES },
        session: SESSION,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  return {
    forms,
    server,
    setMode: (next: typeof mode) => {
      mode = next;
    },
  };
}

describe('ttpt-ws-order-matching (through the board’s Acc/amw)', () => {
  const board = fakeBoard();
  // Every request reaches the board (the short memory in front of it has tests of its own).
  const env: Record<string, string> = { PRICEBOARD_TIMEOUT_MS: '300', PRICEBOARD_CACHE_MS: '0' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => board.server.listen(0, '127.0.0.1', resolve));
    env.PRICEBOARD_URL = `http://127.0.0.1:${(board.server.address() as AddressInfo).port}/`;
  });
  afterAll(() => {
    board.server.closeAllConnections();
    return new Promise<void>((resolve) => board.server.close(() => resolve()));
  });
  beforeEach(() => board.setMode('ok'));
  const app = useTestApp({ env });

  async function getOk<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    const res = await app.inject(`/api/v1/ttpt-ws-order-matching/${path}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return schema.parse(res.json());
  }

  it('asks the board with the contract’s form fields for one symbol’s whole session', async () => {
    await getOk('current?stock_symbol=%20fpt', dataEnvelope(OrderMatchCurrentSchema));
    const form = board.forms.at(-1)!;
    expect(Object.fromEntries(form)).toMatchObject({
      selectedStocks: 'FPT',
      isReqTL: 'true',
      tlSymbol: 'FPT',
      isIncrValue: 'false',
    });
  });

  it('current: the order-match overview of the session', async () => {
    const { data } = await getOk('current?stock_symbol=FPT', dataEnvelope(OrderMatchCurrentSchema));
    expect(data).toMatchObject({
      stockSymbol: 'FPT',
      sessionDate: '2026-11-23',
      trading: true,
      reference: 100_000,
      min: 99_500,
      max: 101_000,
      open: 100_500,
      current: 101_000,
      increase: 1_000,
      percent: 1,
      total: 2_100,
    });
  });

  it('list-by-today: time and sales newest first, paged', async () => {
    const first = await getOk(
      'list-by-today?stock_symbol=FPT&limit=2',
      listEnvelope(OrderMatchRowSchema),
    );
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(first.data.map((r) => [r.time, r.amountSaved])).toEqual([
      ['09:17:30', 2_100],
      ['09:17:05', 2_000],
    ]);
    expect(first.data[1]).toMatchObject({ price: 99_500, amount: 500, rate: -0.5, side: 'sell' });
    const last = await getOk(
      'list-by-today?stock_symbol=FPT&limit=2&page=3',
      listEnvelope(OrderMatchRowSchema),
    );
    expect(last.data.map((r) => r.time)).toEqual(['09:15:00']);
    const past = await app.inject(
      '/api/v1/ttpt-ws-order-matching/list-by-today?stock_symbol=FPT&limit=2&page=4',
    );
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)?.field).toBe('page');
    expect(
      (await app.inject('/api/v1/ttpt-ws-order-matching/list-by-today?stock_symbol=FPT&limit=501'))
        .statusCode,
    ).toBe(400);
  });

  it('minute bars, the 1D chart points and volume at price of the session', async () => {
    const bars = await getOk(
      'list-group-by-minute-today?stock_symbol=FPT',
      dataEnvelope(MinuteBarSeriesSchema),
    );
    expect(bars.data).toMatchObject({
      sessionDate: '2026-11-23',
      reference: 100_000,
      trading: true,
    });
    expect(bars.data.items).toEqual([
      { time: '09:15', open: 100_500, high: 101_000, low: 100_000, close: 100_000, volume: 1_500 },
      { time: '09:17', open: 99_500, high: 101_000, low: 99_500, close: 101_000, volume: 600 },
    ]);
    const chart = await getOk(
      'chart-volume-and-price-by-today?stock_symbol=FPT',
      dataEnvelope(IntradaySeriesSchema),
    );
    expect(chart.data.items).toEqual([
      { time: '09:15', price: 100_000, volume: 1_500 },
      { time: '09:17', price: 101_000, volume: 600 },
    ]);
    const levels = await getOk(
      'chart-volume-and-price?stock_symbol=FPT',
      dataEnvelope(VolumeAtPriceSeriesSchema),
    );
    expect(levels.data.items[0]).toEqual({
      price: 101_000,
      volume: 300,
      buyVolume: 300,
      sellVolume: 0,
    });
    expect(levels.data.items.reduce((sum, l) => sum + l.volume, 0)).toBe(2_100);
  });

  it('404 for a symbol the dataset or the board does not know, 400 for a malformed one', async () => {
    const before = board.forms.length;
    expectApiError(
      await app.inject('/api/v1/ttpt-ws-order-matching/current?stock_symbol=ZZZZ&locale=en'),
      404,
      {
        code: 'stock_symbol_not_found',
        message: 'Sorry, we could not find this stock symbol.',
        field: 'stock_symbol',
      },
    );
    expect(board.forms.length).toBe(before);
    // Listed in the dataset but not on the board.
    const vcb = await app.inject('/api/v1/ttpt-ws-order-matching/current?stock_symbol=VCB');
    expect(vcb.statusCode).toBe(404);
    expect(errorOf(vcb)?.code).toBe('stock_symbol_not_found');
    const bad = await app.inject('/api/v1/ttpt-ws-order-matching/current?stock_symbol=F*T');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)?.field).toBe('stock_symbol');
    expect(errorOf(await app.inject('/api/v1/ttpt-ws-order-matching/current'))).toMatchObject({
      code: 'required',
      field: 'stock_symbol',
    });
  });

  it('503 priceboard_unavailable when the board fails, stalls, hangs up or answers nonsense', async () => {
    for (const mode of ['error', 'stall', 'reset', 'nonsense'] as const) {
      board.setMode(mode);
      const res = await app.inject('/api/v1/ttpt-ws-order-matching/list-by-today?stock_symbol=FPT');
      expect(res.statusCode, mode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(errorOf(res)).toEqual({
        code: 'priceboard_unavailable',
        message:
          'Bảng giá tạm thời không phản hồi nên chưa có dữ liệu khớp lệnh trong phiên. Vui lòng thử lại sau.',
      });
    }
  });
});
