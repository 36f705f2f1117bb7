import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AmwReply, BoardRow, BoardSession } from '@brokerage/shared/market/board.ts';
import {
  fixtureBoardRow,
  fixtureBoardSession,
  fixtureIndexRow,
} from '@brokerage/shared/market/boardFixtures.ts';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  CompanyIndicatorsSchema,
  CoveredWarrantSchema,
  IndexQuoteSchema,
  MarketShareSchema,
  PriceHistoryPageSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { marketCompanies, marketDailyPrices } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';

/**
 * The board replays the last stored session (2026-11-20) and is at 10:00: every figure of that
 * session comes from the board, and the stored (final) row of the day stays out of sight until
 * the board has closed the session.
 */
const LIVE_FPT = { price: 91_000, totalVolume: 1_698_400, totalValue: 154_000_000_000 };

function fakeBoard() {
  let session: BoardSession = fixtureBoardSession();
  let rows: BoardRow[] = [];
  let mode: 'ok' | 'down' = 'ok';
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (mode === 'down') return res.writeHead(500).end('{}');
      const reply: AmwReply = {
        mi: [
          fixtureIndexRow({
            value: 1_234.56,
            change: -5.5,
            totalVolume: 321_000_000,
            totalValue: 9_876_000_000_000,
            advances: 3,
            declines: 20,
            unchanged: 2,
            time: '10:00:00',
          }),
        ],
        pb: { f: rows.map((row) => JSON.stringify(row)) },
        tl: { f: [] },
        session,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  return {
    server,
    set(next: { session?: BoardSession; rows?: BoardRow[]; mode?: 'ok' | 'down' }) {
      session = next.session ?? session;
      rows = next.rows ?? rows;
      mode = next.mode ?? mode;
    },
  };
}

describe('market figures of the session the board is showing', () => {
  const board = fakeBoard();
  const env: Record<string, string> = { PRICEBOARD_TIMEOUT_MS: '500', PRICEBOARD_CACHE_MS: '0' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => board.server.listen(0, '127.0.0.1', resolve));
    env.PRICEBOARD_URL = `http://127.0.0.1:${(board.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    board.server.closeAllConnections();
    return new Promise<void>((resolve) => board.server.close(() => resolve()));
  });
  const app = useTestApp({ env, now: () => new Date('2026-11-23T03:00:00Z') });

  const stored = async (symbol: string, day = '2026-11-20') => {
    const [row] = await app.db
      .select()
      .from(marketDailyPrices)
      .where(and(eq(marketDailyPrices.symbol, symbol), eq(marketDailyPrices.sessionDate, day)));
    return row!;
  };

  async function liveRows() {
    const fpt = await stored('FPT');
    const cw = await app.inject('/api/v1/ttpt-covered-warrants?stock_symbol=FPT');
    const code = listEnvelope(CoveredWarrantSchema).parse(cw.json()).data[0]!.contractCode;
    return [
      fixtureBoardRow({
        symbol: 'FPT',
        reference: fpt.reference,
        ceiling: fpt.ceiling!,
        floor: fpt.floor!,
        open: fpt.reference,
        high: LIVE_FPT.price,
        low: LIVE_FPT.price,
        ...LIVE_FPT,
        foreignBuyVolume: 0,
        foreignSellVolume: 0,
      }),
      fixtureBoardRow({
        symbol: code,
        kind: 'cw',
        reference: 1_230,
        ceiling: 2_000,
        floor: 500,
        price: 1_500,
        totalVolume: 10_000,
        totalValue: 15_000_000,
      }),
    ];
  }

  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    const res = await app.inject(`/api/v1/${path}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // Figures that move with the board are never kept by a cache.
    expect(res.headers['cache-control']).toBe('no-store');
    return schema.parse(res.json());
  }

  it('mid-session: history, indicators, indices, market share and warrants are the board’s', async () => {
    board.set({ mode: 'ok', session: fixtureBoardSession() });
    board.set({ rows: await liveRows() });
    const final = await stored('FPT');
    expect(final.close).not.toBe(LIVE_FPT.price);

    const history = await get(
      'stock-quotes/price-histories?stock_symbol=FPT&period=1M&order=desc&limit=3',
      PriceHistoryPageSchema,
    );
    expect(history.data[0]).toMatchObject({
      sessionDate: '2026-11-20',
      close: LIVE_FPT.price,
      volume: LIVE_FPT.totalVolume,
    });
    expect(history.data[1]?.sessionDate).toBe('2026-11-19');
    const adjusted = await get(
      'stock-quotes/price-histories?stock_symbol=FPT&period=1M&adjusted=true&order=desc&limit=1',
      PriceHistoryPageSchema,
    );
    expect(adjusted.data[0]?.close).toBe(LIVE_FPT.price);

    const { data: fpt } = await get(
      'ttpt-company-indicators/FPT',
      dataEnvelope(CompanyIndicatorsSchema),
    );
    const [company] = await app.db
      .select()
      .from(marketCompanies)
      .where(eq(marketCompanies.symbol, 'FPT'));
    expect(fpt).toMatchObject({
      sessionDate: '2026-11-20',
      priceClose: LIVE_FPT.price,
      matchingVolume: LIVE_FPT.totalVolume,
      marketCapital: company!.sharesOutstanding * LIVE_FPT.price,
    });
    expect(fpt.pE).toBeCloseTo(LIVE_FPT.price / fpt.eps!, 1);

    const { data: quotes } = await get('index-quotes', dataEnvelope(z.array(IndexQuoteSchema)));
    const vnindex = quotes.find((q) => q.symbol === 'VNINDEX')!;
    expect(vnindex).toMatchObject({
      sessionDate: '2026-11-20',
      value: 1_234.56,
      totalVolume: 321_000_000,
      advances: 3,
      declines: 20,
    });
    expect(vnindex.previousValue).toBe((await stored('VNINDEX', '2026-11-19')).close);
    expect(vnindex.sparkline.at(-1)).toEqual({ sessionDate: '2026-11-20', value: 1_234.56 });

    const { data: share } = await get(
      'stock-quotes/market-share',
      dataEnvelope(MarketShareSchema.nullable()),
    );
    const hose = share!.byExchange.find((e) => e.exchange === 'HOSE')!;
    // Only FPT has traded on this board so far.
    expect(hose.value).toBe(LIVE_FPT.totalValue);

    const warrants = await get(
      'ttpt-covered-warrants?stock_symbol=FPT',
      listEnvelope(CoveredWarrantSchema),
    );
    expect(warrants.data[0]).toMatchObject({
      sessionDate: '2026-11-20',
      total: 1_230,
      ceiling: 2_000,
      floor: 500,
      underlyingPrice: LIVE_FPT.price,
    });
  });

  it('once the board has closed the session, the stored day is shown', async () => {
    board.set({
      mode: 'ok',
      session: fixtureBoardSession({ trading: false, time: '2026-11-20T15:02:00+07:00' }),
    });
    const final = await stored('FPT');
    const history = await get(
      'stock-quotes/price-histories?stock_symbol=FPT&period=1M&order=desc&limit=1',
      PriceHistoryPageSchema,
    );
    expect(history.data[0]).toMatchObject({ sessionDate: '2026-11-20', close: final.close });
  });

  it('a board that does not answer leaves the stored figures', async () => {
    board.set({ mode: 'down' });
    const final = await stored('FPT');
    const history = await get(
      'stock-quotes/price-histories?stock_symbol=FPT&period=1M&order=desc&limit=1',
      PriceHistoryPageSchema,
    );
    expect(history.data[0]).toMatchObject({ sessionDate: '2026-11-20', close: final.close });
    const { data } = await get(
      'ttpt-company-indicators/FPT',
      dataEnvelope(CompanyIndicatorsSchema),
    );
    expect(data.priceClose).toBe(final.close);
  });
});
