import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  KEY_LINES,
  lineItems,
  statementCodes,
  sumTerms,
} from '@brokerage/shared/market/fundamentals/catalogue.ts';
import { computeRatios, sectorMedian } from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { FirmType, LineValues } from '@brokerage/shared/market/fundamentals/types.ts';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import { CapitalRaisingSchema } from '@brokerage/shared/validation/companyDataApi.ts';
import {
  BusinessPlanStatisticSchema,
  FinancialRatiosSchema,
  FinancialReportSchema,
  StatementSchema,
} from '@brokerage/shared/validation/fundamentalsApi.ts';
import { z } from 'zod';
import {
  companyCapitalHistory,
  marketBusinessPlans,
  marketCompanies,
  marketDailyPrices,
  marketFinancialStatements,
  marketLineItems,
} from '../../db/schema';
import { testClock, useTestApp } from '../../test/build-test-app';
import { getOk, post } from '../../test/requests';
import { errorOf } from '../../test/responses';

const STATEMENT = dataEnvelope(StatementSchema);
const api = (path: string) => `/api/v1/${path}`;

describe('fundamentals calls', () => {
  // A Monday after the dataset's last session (Friday 2026-11-20): 2026 Q1–Q3 are published.
  const clock = testClock(new Date('2026-11-23T03:00:00Z'));
  const app = useTestApp({ now: clock.now, env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });

  /** The stored values of one company's period, by code. */
  async function stored(symbol: string, year: number, quarter: number): Promise<LineValues> {
    const rows = await app.db
      .select()
      .from(marketFinancialStatements)
      .where(
        and(
          eq(marketFinancialStatements.symbol, symbol),
          eq(marketFinancialStatements.fiscalYear, year),
          eq(marketFinancialStatements.quarter, quarter),
        ),
      );
    return Object.fromEntries(rows.map((r) => [r.code, r.value]));
  }

  async function firstOf(firmType: FirmType): Promise<string> {
    const [row] = await app.db
      .select({ symbol: marketCompanies.symbol })
      .from(marketCompanies)
      .where(eq(marketCompanies.firmType, firmType))
      .orderBy(asc(marketCompanies.symbol))
      .limit(1);
    return row!.symbol;
  }

  describe('statements', () => {
    it('serves a bank’s and an insurer’s balance sheets in their own layouts with the stored values', async () => {
      const bank = await firstOf('bank');
      const insurer = await firstOf('insurance');
      const a = await getOk(
        app,
        api(
          `ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol=${bank.toLowerCase()}%20&period=year`,
        ),
        STATEMENT,
      );
      const b = await getOk(
        app,
        api(`ttpt-stox-tb-fund-insurance/balance-sheet?stock_symbol=${insurer}&period=year`),
        STATEMENT,
      );
      expect(a.data.stockSymbol).toBe(bank);
      expect(a.data.lines.map((l) => l.code)).toEqual(statementCodes('bank', 'balance-sheet'));
      expect(b.data.lines.map((l) => l.code)).toEqual(statementCodes('insurance', 'balance-sheet'));
      // Same codes, different lines: the layouts differ.
      const labelOf = (s: typeof a, code: string) =>
        s.data.lines.find((l) => l.code === code)?.label;
      expect(labelOf(a, 'F2006')).not.toBe(labelOf(b, 'F2006'));
      expect(labelOf(a, 'F2020')).toBe('TỔNG TÀI SẢN CÓ');

      // Columns newest first: the five full years 2025…2021.
      expect(a.data.columns).toEqual(
        [2025, 2024, 2023, 2022, 2021].map((year) => ({ year, quarter: 0, label: String(year) })),
      );
      for (const [answer, symbol] of [
        [a, bank],
        [b, insurer],
      ] as const) {
        const expected = await stored(symbol, 2024, 0);
        const column = answer.data.columns.findIndex((c) => c.year === 2024);
        for (const line of answer.data.lines) {
          expect(line.values[column], line.code).toBe(expected[line.code] ?? null);
        }
      }
      // Levels follow the parents; subtotals are flagged.
      const items = lineItems('bank');
      for (const line of a.data.lines) {
        expect(line.parent).toBe(items.get(line.code)!.parent);
        expect(line.subtotal).toBe(items.get(line.code)!.subtotal);
        const parent = a.data.lines.find((l) => l.code === line.parent);
        if (parent) expect(line.level).toBe(parent.level + 1);
      }
    });

    it('labels the lines in the request’s language', async () => {
      const bank = await firstOf('bank');
      const { data } = await getOk(
        app,
        api(`ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol=${bank}&locale=en`),
        STATEMENT,
      );
      expect(data.lines.find((l) => l.code === 'F2020')?.label).toBe('TOTAL ASSETS');
    });

    it('labels the lines as the stored line items word them (an imported file), in the statement and its download', async () => {
      const bank = await firstOf('bank');
      const where = and(eq(marketLineItems.firmType, 'bank'), eq(marketLineItems.code, 'F2020'));
      const [before] = await app.db.select().from(marketLineItems).where(where);
      await app.db
        .update(marketLineItems)
        .set({ labelVi: 'Tổng cộng tài sản', labelEn: 'Total assets (vendor)' })
        .where(where);
      // What the import then says to the running API (`content-changed`): answers are read anew.
      app.contentCache.invalidate();
      try {
        for (const [locale, label] of [
          ['vi', 'Tổng cộng tài sản'],
          ['en', 'Total assets (vendor)'],
        ] as const) {
          const { data } = await getOk(
            app,
            api(`ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol=${bank}&locale=${locale}`),
            STATEMENT,
          );
          expect(data.lines.find((l) => l.code === 'F2020')?.label).toBe(label);
          const res = await post(
            app,
            api(`ttpt-financial-reports/create-download?locale=${locale}`),
            {
              stock_symbol: bank,
              year: 2025,
              quarter: 0,
            },
          );
          expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
          const rows = parseCsv(res.rawPayload.toString('utf8').slice(1));
          expect(rows.find((r) => r[1] === 'F2020')?.[2]).toBe(label);
        }
      } finally {
        await app.db
          .update(marketLineItems)
          .set({ labelVi: before!.labelVi, labelEn: before!.labelEn })
          .where(where);
        app.contentCache.invalidate();
      }
    });

    it('answers every sub-path of every firm type, and 404 statement_not_found for the others', async () => {
      const paths: Record<FirmType, string[]> = {
        bank: ['business-performance', 'balance-sheet', 'income-statement', 'cash-flow-statement'],
        company: [
          'business-performance',
          'balance-sheet',
          'income-statement',
          'cashflow-statement',
        ],
        insurance: [
          'business-performance',
          'balance-sheet',
          'income-statement',
          'cashflow-statement',
          'cashflow-statement-gt',
        ],
        securities: [
          'business-performance',
          'security-balance',
          'income-statement',
          'cashflow-statement',
          'cashflow-statement-gt',
        ],
      };
      const missing: [FirmType, string][] = [
        ['bank', 'security-balance'],
        ['securities', 'balance-sheet'],
        ['bank', 'cashflow-statement-gt'],
        ['company', 'cashflow-statement-gt'],
        ['company', 'cash-flow-statement'],
        ['bank', 'cashflow-statement'],
        ['insurance', 'no-such-statement'],
      ];
      for (const [type, list] of Object.entries(paths) as [FirmType, string[]][]) {
        const symbol = await firstOf(type);
        for (const path of list) {
          const { data } = await getOk(
            app,
            api(
              `ttpt-stox-tb-fund-${type}/${path}?stock_symbol=${symbol}&period=quarter&year_from=2026`,
            ),
            STATEMENT,
          );
          expect(data.lines.length, `${type}/${path}`).toBeGreaterThan(0);
          expect(data.columns.map((c) => c.label)).toEqual(['Q3/2026', 'Q2/2026', 'Q1/2026']);
        }
      }
      for (const [type, path] of missing) {
        const symbol = await firstOf(type);
        const res = await app.inject(
          api(`ttpt-stox-tb-fund-${type}/${path}?stock_symbol=${symbol}`),
        );
        expect(res.statusCode, `${type}/${path}`).toBe(404);
        expect(errorOf(res)?.code).toBe('statement_not_found');
      }
    });

    it('answers 404 statement_not_found when the symbol is of another firm type, and not_found for an unknown type', async () => {
      const bank = await firstOf('bank');
      const res = await app.inject(
        api(`ttpt-stox-tb-fund-company/balance-sheet?stock_symbol=${bank}&locale=en`),
      );
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)?.code).toBe('statement_not_found');
      expect(errorOf(res)?.message).toMatch(/type/i);
      const unknown = await app.inject(
        api(`ttpt-stox-tb-fund-fund/balance-sheet?stock_symbol=${bank}`),
      );
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)?.code).toBe('not_found');
    });

    it('switches between quarters and years: a year’s flow is the sum of its quarters', async () => {
      const symbol = await firstOf('company');
      const url = (period: string) =>
        api(
          `ttpt-stox-tb-fund-company/income-statement?stock_symbol=${symbol}&period=${period}&year_from=2024&year_to=2024`,
        );
      const year = await getOk(app, url('year'), STATEMENT);
      const quarters = await getOk(app, url('quarter'), STATEMENT);
      expect(year.data.columns.map((c) => c.label)).toEqual(['2024']);
      expect(quarters.data.columns.map((c) => c.label)).toEqual([
        'Q4/2024',
        'Q3/2024',
        'Q2/2024',
        'Q1/2024',
      ]);
      const revenue = KEY_LINES.company.revenue[0]![0];
      const y = year.data.lines.find((l) => l.code === revenue)!;
      const q = quarters.data.lines.find((l) => l.code === revenue)!;
      expect(y.values[0]).toBe(q.values.reduce((s, v) => s! + v!, 0));
      expect(y.values[0]).toBeGreaterThan(0);
    });
  });

  describe('capital raising, ratios and business plans', () => {
    it('serves the stored charter-capital series, oldest first', async () => {
      const symbol = await firstOf('company');
      const { data } = await getOk(
        app,
        api(`ttpt-stox-tb-fund-company/capital-raising-history?stock_symbol=${symbol}&locale=en`),
        dataEnvelope(z.array(CapitalRaisingSchema)),
      );
      const rows = await app.db
        .select()
        .from(companyCapitalHistory)
        .where(eq(companyCapitalHistory.symbol, symbol))
        .orderBy(asc(companyCapitalHistory.eventDate), asc(companyCapitalHistory.id));
      expect(data.map((r) => [r.id, r.eventDate, r.charterCapitalAfter, r.description])).toEqual(
        rows.map((r) => [r.id, r.eventDate, r.charterCapitalAfter, r.descriptionEn]),
      );
      expect(data.length).toBeGreaterThan(0);
    });

    it('computes each period’s ratios from the statements and the period-end close, with the sector median', async () => {
      const symbol = await firstOf('bank');
      const { data } = await getOk(
        app,
        api(`ttpt-financial-ratios?stock_symbol=${symbol}&period=quarter`),
        dataEnvelope(FinancialRatiosSchema),
      );
      const latest = data.periods[0]!;
      expect([latest.year, latest.quarter, latest.periodEnd]).toEqual([2026, 3, '2026-09-30']);

      /** The same inputs the docs name, read from the database. */
      async function inputs(sym: string) {
        const quarters = [];
        for (const [y, q] of [
          [2025, 4],
          [2026, 1],
          [2026, 2],
          [2026, 3],
        ] as const) {
          quarters.push(await stored(sym, y, q));
        }
        const yearBefore = [];
        for (const [y, q] of [
          [2024, 4],
          [2025, 1],
          [2025, 2],
          [2025, 3],
        ] as const) {
          yearBefore.push(await stored(sym, y, q));
        }
        const sharesOf = (v: LineValues) => sumTerms(v, KEY_LINES.bank.charterCapital) / 10_000;
        const [close] = await app.db
          .select({ close: marketDailyPrices.close })
          .from(marketDailyPrices)
          .where(
            and(
              eq(marketDailyPrices.symbol, sym),
              lte(marketDailyPrices.sessionDate, '2026-09-30'),
            ),
          )
          .orderBy(desc(marketDailyPrices.sessionDate))
          .limit(1);
        return computeRatios({
          firmType: 'bank',
          quarters,
          opening: await stored(sym, 2025, 3),
          yearBefore,
          price: close!.close,
          shares: sharesOf(quarters[3]!),
          weightedShares: quarters.reduce((s, v) => s + sharesOf(v), 0) / 4,
        });
      }
      const expected = await inputs(symbol);
      expect(latest.ratios).toEqual(expected);
      expect(latest.ratios.roe).toBeGreaterThan(0);
      expect(latest.ratios.nim).toBeGreaterThan(0);
      expect(latest.ratios.currentRatio).toBeNull();

      const peers = await app.db
        .select({ symbol: marketCompanies.symbol })
        .from(marketCompanies)
        .where(eq(marketCompanies.icbCode, data.icbCode));
      const all = await Promise.all(peers.map((p) => inputs(p.symbol)));
      expect(data.sectorMedian).toMatchObject({ year: 2026, quarter: 3, companies: peers.length });
      expect(data.sectorMedian!.ratios.roe).toBeCloseTo(sectorMedian(all.map((r) => r.roe))!, 12);
      expect(data.sectorMedian!.ratios.pe).toBeCloseTo(sectorMedian(all.map((r) => r.pe))!, 12);

      const years = await getOk(
        app,
        api(`ttpt-financial-ratios?stock_symbol=${symbol}&period=year`),
        dataEnvelope(FinancialRatiosSchema),
      );
      expect(years.data.periods[0]).toMatchObject({ year: 2025, quarter: 0, label: '2025' });
    });

    it('sets each of the last five years’ targets against the statements', async () => {
      const symbol = await firstOf('company');
      const { data } = await getOk(
        app,
        api(`ttpt-business-plan-statistics?stock_symbol=${symbol}`),
        dataEnvelope(z.array(BusinessPlanStatisticSchema)),
      );
      expect(data.map((p) => p.year)).toEqual([2026, 2025, 2024, 2023, 2022]);
      const [plan] = await app.db
        .select()
        .from(marketBusinessPlans)
        .where(
          and(eq(marketBusinessPlans.symbol, symbol), eq(marketBusinessPlans.fiscalYear, 2025)),
        );
      const year = await stored(symbol, 2025, 0);
      const revenue = sumTerms(year, KEY_LINES.company.revenue);
      const profit = sumTerms(year, KEY_LINES.company.profitAfterTax);
      expect(data[1]).toEqual({
        year: 2025,
        agmDate: plan!.agmDate,
        revenueTarget: plan!.revenueTarget,
        profitAfterTaxTarget: plan!.profitAfterTaxTarget,
        revenueActual: revenue,
        profitAfterTaxActual: profit,
        quartersReported: 4,
        revenueAchievement: Math.round((revenue / plan!.revenueTarget) * 10_000) / 100,
        profitAfterTaxAchievement: Math.round((profit / plan!.profitAfterTaxTarget) * 10_000) / 100,
      });
      // The current year so far: its three published quarters.
      expect(data[0]?.quartersReported).toBe(3);
    });
  });

  describe('financial reports', () => {
    it('lists the published periods, newest first, 15 a page, titled in the locale', async () => {
      const symbol = await firstOf('insurance');
      const first = await getOk(
        app,
        api(`ttpt-financial-reports?stock_symbol=${symbol}&locale=en`),
        listEnvelope(FinancialReportSchema),
      );
      // Five years and their quarters, and 2026 Q1–Q3.
      expect(first.meta).toEqual({ page: 1, limit: 15, total: 28, totalPages: 2 });
      expect(first.data[0]).toMatchObject({
        year: 2026,
        quarter: 3,
        label: 'Q3/2026',
        periodEnd: '2026-09-30',
        publishedDate: '2026-10-30',
        firmType: 'insurance',
      });
      expect(first.data[0]?.title).toMatch(/Q3\/2026/);
      const vi = await getOk(
        app,
        api(`ttpt-financial-reports?stock_symbol=${symbol}&page=2`),
        listEnvelope(FinancialReportSchema),
      );
      expect(vi.data).toHaveLength(13);
      expect(vi.data.at(-1)).toMatchObject({ year: 2021, quarter: 1, publishedDate: '2021-04-30' });
      expect(vi.data.find((r) => r.quarter === 0)?.title).toMatch(/năm/);
    });

    it('downloads one period’s statements as a CSV that parses back to the stored values', async () => {
      const symbol = await firstOf('securities');
      const res = await post(app, api('ttpt-financial-reports/create-download?locale=en'), {
        stock_symbol: symbol.toLowerCase(),
        year: 2025,
        quarter: 2,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${symbol}_2025_Q2\\.csv"`),
      );
      const body = res.rawPayload.toString('utf8');
      expect(body.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(body.slice(1));
      expect(rows[0]).toEqual(['Statement', 'Code', 'Line', 'Q2/2025 (VND)']);
      const expected = await stored(symbol, 2025, 2);
      const paths = [
        'business-performance',
        'security-balance',
        'income-statement',
        'cashflow-statement',
        'cashflow-statement-gt',
      ];
      const codes = paths.flatMap((p) => statementCodes('securities', p)!);
      expect(rows.slice(1).map((r) => r[1])).toEqual(codes);
      for (const row of rows.slice(1)) {
        expect(row[3] === '' ? null : Number(row[3]), row[1]).toBe(expected[row[1]!] ?? null);
      }
      // A label with a comma is quoted and comes back whole.
      expect(rows.some((r) => r[2]!.includes(','))).toBe(true);

      const missing = await post(app, api('ttpt-financial-reports/create-download'), {
        stock_symbol: symbol,
        year: 2026,
        quarter: 4,
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)?.code).toBe('financial_report_not_found');
    });
  });

  describe('bad input', () => {
    // The schema's bounds answer zod's `too_small`/`too_big`; the bounds the data sets (stored
    // years, the last page) the catalogue's `too_small_number`/`too_big_number`, as listPage does.
    it.each([
      [
        'ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol=ZZZZ',
        404,
        'stock_symbol_not_found',
        'stock_symbol',
      ],
      ['ttpt-financial-ratios?stock_symbol=ZZZZ', 404, 'stock_symbol_not_found', 'stock_symbol'],
      [
        'ttpt-business-plan-statistics?stock_symbol=ZZZZ',
        404,
        'stock_symbol_not_found',
        'stock_symbol',
      ],
      ['ttpt-financial-reports?stock_symbol=ZZZZ', 404, 'stock_symbol_not_found', 'stock_symbol'],
      [
        'ttpt-stox-tb-fund-bank/capital-raising-history?stock_symbol=ZZZZ',
        404,
        'stock_symbol_not_found',
        'stock_symbol',
      ],
      [
        'ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol={bank}&period=month',
        400,
        'invalid_value',
        'period',
      ],
      ['ttpt-financial-ratios?stock_symbol={bank}&period=week', 400, 'invalid_value', 'period'],
      [
        'ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol={bank}&year_from=2019',
        400,
        'too_small_number',
        'year_from',
      ],
      [
        'ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol={bank}&year_to=2027',
        400,
        'too_big_number',
        'year_to',
      ],
      [
        'ttpt-stox-tb-fund-bank/balance-sheet?stock_symbol={bank}&year_from=2025&year_to=2023',
        400,
        'end_before_start',
        'year_to',
      ],
      ['ttpt-financial-reports?stock_symbol={bank}&page=0', 400, 'too_small', 'page'],
      ['ttpt-financial-reports?stock_symbol={bank}&page=-3', 400, 'too_small', 'page'],
      ['ttpt-financial-reports?stock_symbol={bank}&page=99999999', 400, 'too_big', 'page'],
      ['ttpt-financial-reports?stock_symbol={bank}&page=50', 400, 'too_big_number', 'page'],
      ['ttpt-financial-reports?stock_symbol={bank}&limit=0', 400, 'too_small', 'limit'],
      ['ttpt-financial-reports?stock_symbol={bank}&limit=101', 400, 'too_big', 'limit'],
      ['ttpt-financial-reports?stock_symbol={bank}&limit=-1', 400, 'too_small', 'limit'],
    ])('%s → %i %s on %s', async (path, status, code, field) => {
      const bank = await firstOf('bank');
      const res = await app.inject(api(path.replace('{bank}', bank)));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      expect(errorOf(res)).toMatchObject({ code, field });
    });

    it('rejects a download of a bad quarter or an unknown symbol', async () => {
      const bad = await post(app, api('ttpt-financial-reports/create-download'), {
        stock_symbol: 'FPT',
        year: 2025,
        quarter: 5,
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)).toMatchObject({ code: 'too_big', field: 'quarter' });
      const unknown = await post(app, api('ttpt-financial-reports/create-download'), {
        stock_symbol: 'ZZZZ',
        year: 2025,
        quarter: 1,
      });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown)).toMatchObject({
        code: 'stock_symbol_not_found',
        field: 'stock_symbol',
      });
    });
  });
});

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
