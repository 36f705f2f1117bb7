import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AmwReply, BoardRow } from '@brokerage/shared/market/board.ts';
import { fixtureBoardRow, fixtureBoardSession } from '@brokerage/shared/market/boardFixtures.ts';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  COMPANY_PEERS_SHOWN,
  CompanyPeersSchema,
  PEER_MEDIAN_FIGURES,
  type CompanyPeers,
  type PeerMedianFigure,
} from '@brokerage/shared/validation/companyPeersApi.ts';
import { FinancialRatiosSchema } from '@brokerage/shared/validation/fundamentalsApi.ts';
import { CompanyIndicatorsSchema } from '@brokerage/shared/validation/marketApi.ts';
import { ScreenerRowSchema, type ScreenerRow } from '@brokerage/shared/validation/screenerApi.ts';
import { and, eq, max } from 'drizzle-orm';
import { marketCompanies, marketDailyPrices } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';
import { expectApiError } from '../../test/responses';
import { publishedDate } from './books';

const API = '/api/v1';
const PEERS = dataEnvelope(CompanyPeersSchema);
const peersOf = async (app: ReturnType<typeof useTestApp>, symbol: string, query = '') =>
  (await getOk(app, `${API}/ttpt-company-peers/${symbol}${query}`, PEERS)).data;

/** The median as the rule says it, written out here: nulls left out, the mean of the middle two. */
function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const round2 = (n: number) => Math.round(n * 100) / 100;

describe('ttpt-company-peers', () => {
  // No price board: the figures are the last stored session's.
  const app = useTestApp({
    now: () => new Date('2026-11-23T03:00:00Z'),
    env: { PRICEBOARD_URL: 'http://127.0.0.1:9' },
  });
  let screener: ScreenerRow[] = [];
  let lastSession = '';

  beforeAll(async () => {
    screener = (await getOk(app, `${API}/ttpt-screener?limit=100`, listEnvelope(ScreenerRowSchema)))
      .data;
    const [last] = await app.db
      .select({ day: max(marketDailyPrices.sessionDate) })
      .from(marketDailyPrices);
    lastSession = last!.day!;
  });

  /** Every company of `symbol`'s sector as the screener lists it, largest market cap first. */
  const sectorOf = (symbol: string) => {
    const icb = screener.find((row) => row.stockSymbol === symbol)!.icbCode;
    return screener
      .filter((row) => row.icbCode === icb)
      .sort(
        (a, b) =>
          (b.marketCapital ?? -1) - (a.marketCapital ?? -1) ||
          a.stockSymbol.localeCompare(b.stockSymbol),
      );
  };

  const storedDay = async (symbol: string) => {
    const [row] = await app.db
      .select()
      .from(marketDailyPrices)
      .where(
        and(eq(marketDailyPrices.symbol, symbol), eq(marketDailyPrices.sessionDate, lastSession)),
      );
    return row!;
  };

  it('a bank beside the largest others of its sector, with the screener’s figures and the last session’s change', async () => {
    const data = await peersOf(app, 'vcb');
    const sector = sectorOf('VCB');
    // The demo data has more banks than are shown: the median reads them all.
    expect(sector.length).toBeGreaterThan(COMPANY_PEERS_SHOWN + 1);
    expect(data).toMatchObject({
      stockSymbol: 'VCB',
      icbCode: sector[0]!.icbCode,
      sector: sector[0]!.sector,
      sectorSize: sector.length,
    });
    const others = sector.filter((r) => r.stockSymbol !== 'VCB');
    const expectedSymbols = [
      'VCB',
      ...others.slice(0, COMPANY_PEERS_SHOWN).map((r) => r.stockSymbol),
    ];
    expect(new Set(data.companies.map((c) => c.stockSymbol))).toEqual(new Set(expectedSymbols));
    expect(data.companies).toHaveLength(expectedSymbols.length);
    const caps = data.companies.map((c) => c.marketCapital!);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);

    for (const peer of data.companies) {
      const row = sector.find((r) => r.stockSymbol === peer.stockSymbol)!;
      expect(peer).toMatchObject({
        name: row.name,
        exchange: row.exchange,
        sessionDate: lastSession,
        price: row.price,
        marketCapital: row.marketCapital,
        pE: row.pE,
        pB: row.pB,
        roe: row.roe,
        profitGrowth: row.profitGrowth,
        score: row.score,
      });
      const day = await storedDay(peer.stockSymbol);
      expect(peer.price).toBe(day.close);
      expect(peer.priceChange).toBe(round2(day.close - day.reference));
      expect(peer.priceChangePercent).toBe(
        round2(((day.close - day.reference) / day.reference) * 100),
      );
    }
    // The company's own change is the one its key figures show.
    const indicators = await getOk(
      app,
      `${API}/ttpt-company-indicators/VCB`,
      dataEnvelope(CompanyIndicatorsSchema),
    );
    expect(data.companies.find((c) => c.stockSymbol === 'VCB')).toMatchObject({
      price: indicators.data.priceClose,
      priceChange: indicators.data.priceChange,
      priceChangePercent: indicators.data.priceChangePercent,
      pE: indicators.data.pE,
      pB: indicators.data.pB,
      roe: indicators.data.roe,
    });
  });

  it('revenue growth is the financial ratios’ of the last quarter published by the session', async () => {
    const data = await peersOf(app, 'VCB');
    let checked = 0;
    for (const peer of data.companies) {
      const ratios = (
        await getOk(
          app,
          `${API}/ttpt-financial-ratios?stock_symbol=${peer.stockSymbol}&period=quarter`,
          dataEnvelope(FinancialRatiosSchema),
        )
      ).data;
      const period = ratios.periods.find((p) => publishedDate(p.year, p.quarter) <= lastSession);
      const growth = period?.ratios.revenueGrowth ?? null;
      expect(peer.revenueGrowth, peer.stockSymbol).toBe(
        growth === null ? null : round2(growth * 100),
      );
      if (growth !== null) checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  /** The median `symbol`'s answer should give, worked out from the screener and the stored day. */
  async function expectedMedian(symbol: string) {
    const sector = sectorOf(symbol);
    const all = await Promise.all(
      sector.map(async (row) => {
        const day = await storedDay(row.stockSymbol);
        const change = round2(day.close - day.reference);
        // Revenue growth is not a screener column: each company's own answer says it.
        const own = await peersOf(app, row.stockSymbol);
        const self = own.companies.find((c) => c.stockSymbol === row.stockSymbol)!;
        return {
          ...row,
          priceChangePercent: round2((change / day.reference) * 100),
          revenueGrowth: self.revenueGrowth,
        };
      }),
    );
    const of = (figure: PeerMedianFigure) => median(all.map((r) => r[figure]));
    return { all, median: Object.fromEntries(PEER_MEDIAN_FIGURES.map((f) => [f, of(f)])) };
  }

  it('the sector median of each figure over every company of the sector, nulls left out', async () => {
    // A sector where some company lacks a figure (a loss has no P/E), so the rule is exercised.
    const withNull = screener.find(
      (row) =>
        [row.pE, row.pB, row.roe, row.profitGrowth].includes(null) &&
        screener.filter((other) => other.icbCode === row.icbCode).length > 2,
    );
    expect(withNull, 'a sector with a missing figure').toBeDefined();
    for (const symbol of ['VCB', withNull!.stockSymbol]) {
      const data = await peersOf(app, symbol);
      const expected = await expectedMedian(symbol);
      expect(data.sectorSize).toBe(expected.all.length);
      expect(Object.keys(data.median).sort()).toEqual([...PEER_MEDIAN_FIGURES].sort());
      for (const figure of PEER_MEDIAN_FIGURES) {
        const value = expected.median[figure] ?? null;
        const rounded =
          value === null ? null : figure === 'marketCapital' ? Math.round(value) : round2(value);
        expect(data.median[figure], `${symbol} ${figure}`).toBe(rounded);
      }
    }
  });

  it('keeps the company when it is not among the largest of its sector', async () => {
    const sector = sectorOf('VCB');
    const smallest = sector.at(-1)!.stockSymbol;
    const data = await peersOf(app, smallest);
    expect(data.companies).toHaveLength(COMPANY_PEERS_SHOWN + 1);
    expect(data.companies.at(-1)!.stockSymbol).toBe(smallest);
    expect(data.companies.slice(0, -1).map((c) => c.stockSymbol)).toEqual(
      sector.slice(0, COMPANY_PEERS_SHOWN).map((r) => r.stockSymbol),
    );
  });

  it('a company alone in its sector: itself, and the median is its own figures', async () => {
    const alone = screener.find(
      (row) => screener.filter((other) => other.icbCode === row.icbCode).length === 1,
    )!;
    const data: CompanyPeers = await peersOf(app, alone.stockSymbol);
    expect(data.sectorSize).toBe(1);
    expect(data.companies.map((c) => c.stockSymbol)).toEqual([alone.stockSymbol]);
    const [self] = data.companies;
    for (const figure of PEER_MEDIAN_FIGURES) expect(data.median[figure]).toBe(self![figure]);
  });

  it('names and sector in the request’s language', async () => {
    const [companies, en] = await Promise.all([
      app.db.select().from(marketCompanies),
      peersOf(app, 'VCB', '?locale=en'),
    ]);
    const vcb = companies.find((c) => c.symbol === 'VCB')!;
    expect(en.sector).toBe(vcb.sectorEn);
    for (const peer of en.companies) {
      expect(peer.name).toBe(companies.find((c) => c.symbol === peer.stockSymbol)!.nameEn);
    }
    const vi = await peersOf(app, 'VCB', '?locale=vi');
    expect(vi.sector).toBe(vcb.sectorVi);
    expect(vi.companies.find((c) => c.stockSymbol === 'VCB')!.name).toBe(vcb.nameVi);
  });

  it('an unknown symbol is 404 and a malformed one 400, on the field, in the request’s language', async () => {
    expectApiError(await app.inject(`${API}/ttpt-company-peers/ZZZ`), 404, {
      code: 'stock_symbol_not_found',
      message: 'Rất tiếc, chúng tôi không tìm thấy mã chứng khoán này.',
      field: 'symbol',
    });
    expectApiError(await app.inject(`${API}/ttpt-company-peers/ZZZ?locale=en`), 404, {
      code: 'stock_symbol_not_found',
      message: 'Sorry, we could not find this stock symbol.',
      field: 'symbol',
    });
    for (const bad of ['%3Cb%3E', 'A', 'ABCDEFGHIJKLMNOP']) {
      const res = await app.inject(`${API}/ttpt-company-peers/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect((res.json() as { errors: { field?: string }[] }).errors[0]?.field).toBe('symbol');
    }
  });
});

describe('ttpt-company-peers while the board trades a session', () => {
  let rows: BoardRow[] = [];
  const board: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const reply: AmwReply = {
        mi: [],
        pb: { f: rows.map((row) => JSON.stringify(row)) },
        tl: { f: [] },
        session: fixtureBoardSession(),
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  // A long timeout: the first call also assesses the whole market, which holds the event loop
  // while the board's answer waits to be read.
  const env: Record<string, string> = { PRICEBOARD_TIMEOUT_MS: '20000', PRICEBOARD_CACHE_MS: '0' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
    env.PRICEBOARD_URL = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    board.closeAllConnections();
    return new Promise<void>((resolve) => board.close(() => resolve()));
  });
  const app = useTestApp({ env, now: () => new Date('2026-11-23T03:00:00Z') });

  it('a company trading on the board has the board’s price and change; the others keep the session before', async () => {
    const reference = 90_000;
    const price = 91_500;
    rows = [
      fixtureBoardRow({
        symbol: 'VCB',
        reference,
        ceiling: 96_300,
        floor: 83_700,
        price,
        change: price - reference,
        changePercent: 1.67,
      }),
    ];
    const res = await app.inject(`${API}/ttpt-company-peers/VCB`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // The prices follow the board: never kept by a cache.
    expect(res.headers['cache-control']).toBe('no-store');
    const data = PEERS.parse(res.json()).data;
    const vcb = data.companies.find((c) => c.stockSymbol === 'VCB')!;
    expect(vcb).toMatchObject({
      sessionDate: '2026-11-20',
      price,
      priceChange: price - reference,
      priceChangePercent: round2(((price - reference) / reference) * 100),
    });
    const [company] = await app.db
      .select()
      .from(marketCompanies)
      .where(eq(marketCompanies.symbol, 'VCB'));
    expect(vcb.marketCapital).toBe(company!.sharesOutstanding * price);
    // The session before the board's for a company it has no row of.
    const other = data.companies.find((c) => c.stockSymbol !== 'VCB')!;
    expect(other.sessionDate! < '2026-11-20').toBe(true);
    const [day] = await app.db
      .select()
      .from(marketDailyPrices)
      .where(
        and(
          eq(marketDailyPrices.symbol, other.stockSymbol),
          eq(marketDailyPrices.sessionDate, other.sessionDate!),
        ),
      );
    expect(other).toMatchObject({
      price: day!.close,
      priceChange: round2(day!.close - day!.reference),
    });
  });
});
