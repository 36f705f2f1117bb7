import { and, eq, gte, max } from 'drizzle-orm';
import { KEY_LINES, sumTerms } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import { computeRatios } from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { LineValues } from '@brokerage/shared/market/fundamentals/types.ts';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  SCREENER_SORTS,
  ScreenerOptionsSchema,
  ScreenerRowSchema,
  type ScreenerRow,
  type ScreenerSort,
} from '@brokerage/shared/validation/screenerApi.ts';
import { marketCompanies, marketDailyPrices, marketFinancialStatements } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';
import { expectApiError } from '../../test/responses';
import { assessmentScores } from '../assessment/scores';
import { firstYearNeeded } from './universe';

const API = '/api/v1';
const ListSchema = listEnvelope(ScreenerRowSchema);

/** What the screener should say of one company, worked out here from the stored rows. */
interface Expected {
  symbol: string;
  nameVi: string;
  nameEn: string;
  exchange: string;
  icbCode: string;
  price: number;
  marketCapital: number;
  pE: number | null;
  pB: number | null;
  roe: number | null;
  profitGrowth: number | null;
  score: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The day a quarter's statements come out: 30 days after it ends (docs/fundamentals.md). */
function published(year: number, quarter: number): string {
  const end = Date.UTC(year, quarter * 3, 0); // day 0 of the next month: the quarter's last day
  return new Date(end + 30 * 86_400_000).toISOString().slice(0, 10);
}

describe('ttpt-screener', () => {
  // No price board: the figures are the last stored session's.
  const app = useTestApp({ env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });
  let expected: Expected[] = [];
  let lastSession = '';

  beforeAll(async () => {
    const [last] = await app.db
      .select({ day: max(marketDailyPrices.sessionDate) })
      .from(marketDailyPrices);
    lastSession = last!.day!;
    const companies = await app.db.select().from(marketCompanies);
    const closes = new Map(
      (
        await app.db
          .select({ symbol: marketDailyPrices.symbol, close: marketDailyPrices.close })
          .from(marketDailyPrices)
          .where(eq(marketDailyPrices.sessionDate, lastSession))
      ).map((row) => [row.symbol, row.close]),
    );
    const statements = await app.db
      .select()
      .from(marketFinancialStatements)
      .where(
        and(
          gte(marketFinancialStatements.fiscalYear, Number(lastSession.slice(0, 4)) - 3),
          gte(marketFinancialStatements.quarter, 1),
        ),
      );
    const values = new Map<string, LineValues>();
    for (const row of statements) {
      const key = `${row.symbol}|${row.fiscalYear}|${row.quarter}`;
      values.set(key, { ...values.get(key), [row.code]: row.value });
    }
    const scores = await assessmentScores(app);

    expected = companies.map((company) => {
      const quarterOf = (index: number) =>
        values.get(`${company.symbol}|${Math.floor(index / 4)}|${(index % 4) + 1}`);
      // The newest quarter published by the last session.
      let newest = -1;
      for (const key of values.keys()) {
        const [symbol, y, q] = key.split('|');
        const index = Number(y) * 4 + Number(q) - 1;
        if (symbol === company.symbol && published(Number(y), Number(q)) <= lastSession) {
          newest = Math.max(newest, index);
        }
      }
      const window = [3, 2, 1, 0].map((back) => quarterOf(newest - back));
      const opening = quarterOf(newest - 4);
      const yearBefore = [7, 6, 5, 4].map((back) => quarterOf(newest - back));
      const price = closes.get(company.symbol)!;
      const base = {
        symbol: company.symbol,
        nameVi: company.nameVi,
        nameEn: company.nameEn,
        exchange: company.exchange,
        icbCode: company.icbCode,
        price,
        marketCapital: company.sharesOutstanding * price,
        score: scores.get(company.symbol) ?? null,
      };
      if (newest < 0 || window.some((q) => !q) || !opening) {
        return { ...base, pE: null, pB: null, roe: null, profitGrowth: null };
      }
      const shares = (v: LineValues) =>
        sumTerms(v, KEY_LINES[company.firmType].charterCapital) / 10_000;
      const quarters = window as LineValues[];
      const ratios = computeRatios({
        firmType: company.firmType,
        quarters,
        opening,
        ...(yearBefore.every(Boolean) ? { yearBefore: yearBefore as LineValues[] } : {}),
        price,
        shares: shares(quarters[3]!),
        weightedShares: quarters.reduce((sum, q) => sum + shares(q), 0) / 4,
      });
      const two = (n: number | null, scale = 1) => (n === null ? null : round2(n * scale));
      return {
        ...base,
        pE: two(ratios.pe),
        pB: two(ratios.pb),
        roe: two(ratios.roe, 100),
        profitGrowth: two(ratios.profitGrowth, 100),
      };
    });
  });

  /** Every match of a query (one page of 100: the dataset has fewer companies). */
  const screen = async (query: string) =>
    (await getOk(app, `${API}/ttpt-screener?limit=100&${query}`, ListSchema)).data;
  const symbols = (rows: { stockSymbol: string }[]) => rows.map((r) => r.stockSymbol);
  const expectSet = (rows: ScreenerRow[], keep: (e: Expected) => boolean) =>
    expect(new Set(symbols(rows))).toEqual(new Set(expected.filter(keep).map((e) => e.symbol)));

  it('answers every company with the figures of the last session, largest market cap first', async () => {
    const { data, meta } = await getOk(app, `${API}/ttpt-screener`, ListSchema);
    expect(meta).toEqual({
      page: 1,
      limit: 20,
      total: expected.length,
      totalPages: Math.ceil(expected.length / 20),
    });
    const all = await screen('');
    expect(symbols(data)).toEqual(symbols(all).slice(0, 20));
    expect(all).toHaveLength(expected.length);
    for (const row of all) {
      const e = expected.find((x) => x.symbol === row.stockSymbol)!;
      expect(row).toMatchObject({
        name: e.nameVi,
        exchange: e.exchange,
        icbCode: e.icbCode,
        sessionDate: lastSession,
        price: e.price,
        marketCapital: e.marketCapital,
        pE: e.pE,
        pB: e.pB,
        roe: e.roe,
        profitGrowth: e.profitGrowth,
        score: e.score,
      });
    }
    const caps = all.map((r) => r.marketCapital!);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    // The data has both kinds: losses without a P/E, and assessed companies.
    expect(expected.some((e) => e.pE === null)).toBe(true);
    expect(expected.some((e) => e.score !== null)).toBe(true);
  });

  it('agrees with the company indicators of the same session', async () => {
    for (const symbol of ['FPT', 'VCB', 'BVH', 'SSI']) {
      const row = (await screen(`sort=symbol`)).find((r) => r.stockSymbol === symbol)!;
      const res = await app.inject(`${API}/ttpt-company-indicators/${symbol}`);
      const indicators = res.json().data as Record<string, number | null>;
      expect(row).toMatchObject({
        price: indicators.priceClose,
        marketCapital: indicators.marketCapital,
        pE: indicators.pE,
        pB: indicators.pB,
        roe: indicators.roe,
      });
    }
  });

  it('names in the request language', async () => {
    const en = await getOk(app, `${API}/ttpt-screener?locale=en&limit=100`, ListSchema);
    for (const row of en.data) {
      expect(row.name).toBe(expected.find((e) => e.symbol === row.stockSymbol)!.nameEn);
    }
  });

  it('narrows by exchange (repeated or comma-separated) and by sector', async () => {
    expectSet(await screen('exchange=HNX'), (e) => e.exchange === 'HNX');
    const both = await screen('exchange=HNX,upcom');
    expectSet(both, (e) => e.exchange === 'HNX' || e.exchange === 'UPCOM');
    expect(symbols(await screen('exchange=HNX&exchange=UPCOM'))).toEqual(symbols(both));
    expectSet(await screen('icb_code=8300'), (e) => e.icbCode === '8300');
    expectSet(
      await screen('icb_code=8300,8500&exchange=HOSE'),
      (e) => ['8300', '8500'].includes(e.icbCode) && e.exchange === 'HOSE',
    );
  });

  /** A bound inside the figures' spread, so that each filter keeps some and drops some. */
  const middle = (values: (number | null)[]) => {
    const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };

  it.each([
    ['market_cap', (e: Expected) => e.marketCapital / 1e9],
    ['pe', (e: Expected) => e.pE],
    ['pb', (e: Expected) => e.pB],
    ['roe', (e: Expected) => e.roe],
    ['growth', (e: Expected) => e.profitGrowth],
    ['score', (e: Expected) => e.score],
  ] as const)('narrows by %s (inclusive bounds; no figure, no match)', async (range, figure) => {
    const bound = middle(expected.map(figure));
    const low = await screen(`${range}_max=${bound}`);
    const high = await screen(`${range}_min=${bound}`);
    const has = (e: Expected) => figure(e) !== null;
    expectSet(low, (e) => has(e) && figure(e)! <= bound);
    expectSet(high, (e) => has(e) && figure(e)! >= bound);
    expect(low.length).toBeGreaterThan(0);
    expect(high.length).toBeGreaterThan(0);
    expect(low.length + high.length).toBeLessThan(expected.length + 2);
    // min = max keeps exactly the companies at that figure.
    expectSet(
      await screen(`${range}_min=${bound}&${range}_max=${bound}`),
      (e) => figure(e) === bound,
    );
  });

  it('combines filters: HOSE banks with P/E at most 8 and ROE from 15 %', async () => {
    const rows = await screen('exchange=HOSE&icb_code=8300&pe_max=8&roe_min=15');
    expectSet(
      rows,
      (e) =>
        e.exchange === 'HOSE' &&
        e.icbCode === '8300' &&
        e.pE !== null &&
        e.pE <= 8 &&
        e.roe !== null &&
        e.roe >= 15,
    );
  });

  it.each(SCREENER_SORTS.map((sort) => [sort]))(
    'sorts by %s both ways, figures missing last',
    async (sort: ScreenerSort) => {
      for (const order of ['asc', 'desc'] as const) {
        const rows = await screen(`sort=${sort}&order=${order}&locale=en`);
        expect(rows).toHaveLength(expected.length);
        const key = (row: ScreenerRow): string | number | null =>
          ({
            symbol: row.stockSymbol,
            name: row.name,
            exchange: row.exchange,
            sector: row.sector,
            price: row.price,
            market_cap: row.marketCapital,
            pe: row.pE,
            pb: row.pB,
            roe: row.roe,
            growth: row.profitGrowth,
            score: row.score,
          })[sort];
        const keys = rows.map(key);
        const present = keys.filter((k) => k !== null);
        // Missing figures after the others.
        expect(keys.slice(present.length).every((k) => k === null)).toBe(true);
        for (let i = 1; i < present.length; i++) {
          const [a, b] = [present[i - 1]!, present[i]!];
          const compared =
            typeof a === 'string'
              ? a.localeCompare(b as string, 'en', { sensitivity: 'base' })
              : a - (b as number);
          expect(
            order === 'asc' ? compared <= 0 : compared >= 0,
            `${sort} ${order}: ${a} then ${b}`,
          ).toBe(true);
        }
      }
    },
  );

  it('defaults the order to the column’s own: text A to Z, figures largest first', async () => {
    expect(symbols(await screen('sort=symbol'))).toEqual([...expected.map((e) => e.symbol)].sort());
    const pe = (await screen('sort=pe')).map((r) => r.pE).filter((v) => v !== null);
    expect(pe).toEqual([...pe].sort((a, b) => b - a));
  });

  it('pages through the matches: the pages put together are the whole result', async () => {
    const all = symbols(await screen('sort=roe&order=desc'));
    const pages: string[] = [];
    const totalPages = Math.ceil(all.length / 7);
    for (let page = 1; page <= totalPages; page++) {
      const { data, meta } = await getOk(
        app,
        `${API}/ttpt-screener?sort=roe&order=desc&limit=7&page=${page}`,
        ListSchema,
      );
      expect(meta).toEqual({ page, limit: 7, total: all.length, totalPages });
      pages.push(...symbols(data));
    }
    expect(pages).toEqual(all);
    expectApiError(await app.inject(`${API}/ttpt-screener?limit=7&page=${totalPages + 1}`), 400, {
      code: 'too_big_number',
      field: 'page',
      message: `Giá trị phải nhỏ hơn hoặc bằng ${totalPages}.`,
    });
    // Page 1 of nothing is an empty page, not an error.
    const none = await getOk(app, `${API}/ttpt-screener?market_cap_min=10000000`, ListSchema);
    expect(none).toEqual({ data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it('refuses a minimum above its maximum, naming the maximum, in the request language', async () => {
    expectApiError(await app.inject(`${API}/ttpt-screener?pe_min=20&pe_max=10`), 400, {
      code: 'too_small',
      field: 'pe_max',
      message: 'Giá trị phải lớn hơn hoặc bằng 20.',
    });
    expectApiError(
      await app.inject(`${API}/ttpt-screener/export?roe_min=5&roe_max=-5&locale=en`),
      400,
      {
        code: 'too_small',
        field: 'roe_max',
        message: 'Must be at least 5.',
      },
    );
    const res = await app.inject(
      `${API}/ttpt-screener?market_cap_min=2000&market_cap_max=1000&score_min=90&score_max=10`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'market_cap_max',
      'score_max',
    ]);
    // Equal bounds are a range of one value, not an error.
    expect((await app.inject(`${API}/ttpt-screener?pe_min=10&pe_max=10`)).statusCode).toBe(200);
  });

  it.each([
    ['limit=-1', 'limit', 'too_small'],
    ['limit=0', 'limit', 'too_small'],
    ['limit=101', 'limit', 'too_big'],
    ['limit=1000000000', 'limit', 'too_big'],
    ['limit=abc', 'limit', 'invalid_type'],
    ['page=0', 'page', 'too_small'],
    ['page=-3', 'page', 'too_small'],
    ['page=1000001', 'page', 'too_big'],
    ['exchange=NYSE', 'exchange.0', 'invalid_value'],
    ['icb_code=83', 'icb_code.0', 'invalid_format'],
    ['icb_code=9999', 'icb_code', 'invalid_value'],
    ['sort=volume', 'sort', 'invalid_value'],
    ['order=up', 'order', 'invalid_value'],
    ['pe_max=abc', 'pe_max', 'invalid_type'],
    ['pb_min=-1', 'pb_min', 'too_small'],
    ['score_max=101', 'score_max', 'too_big'],
    ['market_cap_max=1e300', 'market_cap_max', 'too_big'],
  ])('400 for %s, on the field', async (query, field, code) => {
    const res = await app.inject(`${API}/ttpt-screener?${query}`);
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors as { code: string; field: string; message: string }[];
    expect(error).toMatchObject({ code, field });
    expect(error!.message.length).toBeGreaterThan(0);
  });

  it('treats an empty bound as no bound', async () => {
    expect(symbols(await screen('pe_min=&pe_max='))).toEqual(symbols(await screen('')));
  });

  describe('export', () => {
    const csvOf = async (query: string) => {
      const res = await app.inject(`${API}/ttpt-screener/export?${query}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return { res, text: res.body };
    };

    it('is every match in order, as CSV with a BOM and a Vietnamese or English header', async () => {
      const query = 'exchange=HOSE&icb_code=8300&sort=pe&order=asc';
      const { res, text } = await csvOf(query);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="bo-loc-co-phieu_${lastSession}.csv"`,
      );
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(
        'Mã CK,Tên công ty,Sàn,Mã ngành ICB,Ngành,Phiên,Giá (đồng),Vốn hóa (tỷ đồng),P/E,P/B,ROE (%),Tăng trưởng LNST cổ đông công ty mẹ (%),Điểm đánh giá (0–100)',
      );
      const rows = await screen(query);
      expect(rows.length).toBeGreaterThan(1);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(symbols(rows));
      const first = rows[0]!;
      const cells = lines[1]!.split(',');
      expect(cells.slice(-7)).toEqual([
        String(first.price),
        String(Math.round(first.marketCapital! / 1e7) / 100),
        String(first.pE),
        String(first.pB),
        String(first.roe),
        first.profitGrowth === null ? '' : String(first.profitGrowth),
        first.score === null ? '' : String(first.score),
      ]);

      const en = await csvOf(`${query}&locale=en`);
      expect(en.res.headers['content-disposition']).toBe(
        `attachment; filename="stock-screener_${lastSession}.csv"`,
      );
      expect(en.text.slice(1).split('\r\n')[0]).toBe(
        'Symbol,Company,Exchange,ICB code,Sector,Session,Price (VND),Market cap (VND billion),P/E,P/B,ROE (%),Profit growth to the parent (%),Assessment score (0–100)',
      );
    });

    it('quotes names with a comma', async () => {
      const { text } = await csvOf('');
      const withComma = expected.find((e) => e.nameVi.includes(','));
      if (withComma) expect(text).toContain(`"${withComma.nameVi.replace(/"/g, '""')}"`);
      expect(text.slice(1).split('\r\n')).toHaveLength(expected.length + 2);
    });

    it('of an empty result is a valid file with the header alone', async () => {
      const { text } = await csvOf('market_cap_min=10000000&locale=en');
      expect(text).toBe(
        '\uFEFFSymbol,Company,Exchange,ICB code,Sector,Session,Price (VND),Market cap (VND billion),P/E,P/B,ROE (%),Profit growth to the parent (%),Assessment score (0–100)\r\n',
      );
    });

    it('refuses what the list refuses', async () => {
      expectApiError(await app.inject(`${API}/ttpt-screener/export?pb_min=3&pb_max=1`), 400, {
        code: 'too_small',
        field: 'pb_max',
        message: 'Giá trị phải lớn hơn hoặc bằng 3.',
      });
    });
  });

  it('offers the exchanges and sectors with their company counts', async () => {
    const { data } = await getOk(
      app,
      `${API}/ttpt-screener/options?locale=en`,
      dataEnvelope(ScreenerOptionsSchema),
    );
    expect(data.exchanges.map((e) => e.exchange)).toEqual(['HOSE', 'HNX', 'UPCOM']);
    expect(data.exchanges.reduce((sum, e) => sum + e.count, 0)).toBe(expected.length);
    for (const sector of data.sectors) {
      expect(sector.count).toBe(expected.filter((e) => e.icbCode === sector.icbCode).length);
    }
    expect(data.sectors.reduce((sum, s) => sum + s.count, 0)).toBe(expected.length);
    const banks = data.sectors.find((s) => s.icbCode === '8300');
    expect(banks?.name).toBe('Banks');
  });
});

describe('the statements the screener reads', () => {
  it('starts eight quarters before the newest one published by the day', () => {
    // 2026-11-20: Q3 2026 is out (30 October), so from Q3 2024.
    expect(firstYearNeeded('2026-11-20')).toBe(2024);
    // 2026-01-15: Q4 2025 is not out yet (30 January), Q3 2025 is: from Q3 2023.
    expect(firstYearNeeded('2026-01-15')).toBe(2023);
    // 2026-01-30: Q4 2025 is out: from Q4 2023.
    expect(firstYearNeeded('2026-01-30')).toBe(2023);
    // 2026-05-01: Q1 2026 is out (30 April): from Q1 2024.
    expect(firstYearNeeded('2026-05-01')).toBe(2024);
  });
});
