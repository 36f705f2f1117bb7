import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  companyOfficers,
  companyRecommendations,
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
  marketFinancialStatements,
  recommendationCategories,
} from '../db/schema';
import { openTemplateDatabase } from '../test/build-test-app';
import { importMarket } from './import-market';
import { jsonArrayLines, parseCsv } from './market-files';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

async function tableCounts({ db }: Database) {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    companies: await n(marketCompanies),
    dailyPrices: await n(marketDailyPrices),
    corporateActions: await n(marketCorporateActions),
    coveredWarrants: await n(marketCoveredWarrants),
  };
}

describe('market files', () => {
  it('reads CSV records with quotes, doubled quotes, line breaks inside quotes and CRLF', () => {
    const text = '\uFEFFa,b,c\r\n1,"x, ""y""",3\r\n\r\n4,"two\nlines",\n7,8,9';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, "y"', '3'] },
      { line: 4, cells: ['4', 'two\nlines', ''] },
      { line: 6, cells: ['7', '8', '9'] },
    ]);
  });

  it('finds the line each element of a JSON array starts on', () => {
    const text = '[\n  {"a": "]\\"," ,\n "b": [1, 2]},\n\n  {"a": 2}, 3\n]';
    expect(jsonArrayLines(text)).toEqual([2, 5, 5]);
    expect(JSON.parse(text)).toHaveLength(3);
  });
});

describe('import:market', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTemplateDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('upserts a good set of CSV and JSON files in one go', async () => {
    const before = await tableCounts(database);
    const result = await importMarket(database.db, fixture('market-good'));
    expect(result).toEqual({
      ok: true,
      files: [
        'companies.csv',
        'daily-prices.json',
        'corporate-actions.csv',
        'covered-warrants.json',
      ],
      counts: { companies: 2, dailyPrices: 3, corporateActions: 2, coveredWarrants: 1 },
    });
    const { db } = database;
    const [dhg] = await db.select().from(marketCompanies).where(eq(marketCompanies.symbol, 'DHG'));
    expect(dhg).toMatchObject({
      nameVi: 'Công ty Cổ phần Dược Hậu Giang',
      sectorVi: 'Y tế',
      vn30: false,
      hnx30: false,
    });
    const [pvi] = await db.select().from(marketCompanies).where(eq(marketCompanies.symbol, 'PVI'));
    // PVI was seeded: the import replaced its figures, and a file without the short and
    // brand name columns keeps the names the database has.
    expect(pvi).toMatchObject({
      nameEn: 'PVI Holdings, Inc.',
      sharesOutstanding: 234_241_586,
      hnx30: true,
      shortName: 'PVI',
      brands: 'Bảo hiểm PVI',
    });
    expect(dhg).toMatchObject({ shortName: null, brands: null });
    const [index] = await db
      .select()
      .from(marketDailyPrices)
      .where(
        and(
          eq(marketDailyPrices.symbol, 'VNINDEX'),
          eq(marketDailyPrices.sessionDate, '2026-11-23'),
        ),
      );
    expect(index).toMatchObject({ close: 1_309.87, ceiling: null, value: 15_234_567_890_000 });
    // The order book when the file gives it, none (null) when it does not.
    const dhgDays = await db
      .select()
      .from(marketDailyPrices)
      .where(eq(marketDailyPrices.symbol, 'DHG'))
      .orderBy(marketDailyPrices.sessionDate);
    expect(dhgDays.map((d) => [d.sessionDate, d.buyOrderCount, d.sellOrderCount])).toEqual([
      ['2026-11-19', 96, 81],
      ['2026-11-20', null, null],
    ]);
    expect(dhgDays[0]).toMatchObject({ buyOrderVolume: 61_300, sellOrderVolume: 57_800 });
    expect(dhgDays[1]).toMatchObject({ buyOrderVolume: null, sellOrderVolume: null });
    const [rights] = await db
      .select()
      .from(marketCorporateActions)
      .where(
        and(
          eq(marketCorporateActions.symbol, 'PVI'),
          eq(marketCorporateActions.kind, 'rights'),
          eq(marketCorporateActions.exDate, '2026-08-14'),
        ),
      );
    expect(rights).toMatchObject({ ratio: 0.2, subscriptionPrice: 10_000, cashPerShare: null });
    const after = await tableCounts(database);
    expect(after.companies - before.companies).toBe(1);
    expect(after.dailyPrices - before.dailyPrices).toBe(3);

    // A second run changes nothing: the rows are upserted by their keys.
    expect((await importMarket(database.db, fixture('market-good'))).ok).toBe(true);
    expect(await tableCounts(database)).toEqual(after);
  });

  it('names a bad row and loads nothing', async () => {
    const before = await tableCounts(database);
    const result = await importMarket(database.db, fixture('market-bad'));
    expect(result).toEqual({
      ok: false,
      problems: [
        'daily-prices.csv:3: sellOrderCount: above sellOrderVolume',
        'daily-prices.csv:4: high: below open, close or low',
      ],
    });
    expect(await tableCounts(database)).toEqual(before);
    const dhg = await database.db
      .select()
      .from(marketCompanies)
      .where(eq(marketCompanies.symbol, 'DHG'));
    expect(dhg).toEqual([]);
  });

  it('reads short and brand names from CSV cells and JSON lists; an empty cell keeps the stored one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'market-import-'));
    const header =
      'symbol,exchange,nameVi,nameEn,shortName,brands,icbCode,sectorVi,sectorEn,firmType,' +
      'sharesOutstanding,charteredCapital,listingDate\n';
    const dhg = (shortName: string, brands: string) =>
      `DHG,HOSE,Công ty Cổ phần Dược Hậu Giang,DHG Pharmaceutical Joint Stock Company,${shortName},${brands},4500,Y tế,Health Care,company,130746071,1307460710000,2006-12-21\n`;
    const names = async (symbol: string) =>
      (
        await database.db
          .select({ shortName: marketCompanies.shortName, brands: marketCompanies.brands })
          .from(marketCompanies)
          .where(eq(marketCompanies.symbol, symbol))
      )[0];
    try {
      await writeFile(
        path.join(dir, 'companies.csv'),
        header + dhg('Dược Hậu Giang', '"Hapacol; DHG Pharma"'),
      );
      expect((await importMarket(database.db, dir)).ok).toBe(true);
      expect(await names('DHG')).toEqual({
        shortName: 'Dược Hậu Giang',
        brands: 'Hapacol; DHG Pharma',
      });
      await writeFile(path.join(dir, 'companies.csv'), header + dhg('', ''));
      expect((await importMarket(database.db, dir)).ok).toBe(true);
      expect(await names('DHG')).toEqual({
        shortName: 'Dược Hậu Giang',
        brands: 'Hapacol; DHG Pharma',
      });
      await rm(path.join(dir, 'companies.csv'));
      const vnm = {
        symbol: 'VNM',
        exchange: 'HOSE',
        nameVi: 'Công ty Cổ phần Sữa Việt Nam',
        nameEn: 'Vietnam Dairy Products Joint Stock Company',
        shortName: 'Vinamilk',
        brands: ['Vinamilk', 'Mộc Châu Milk'],
        icbCode: '3500',
        sectorVi: 'Thực phẩm và đồ uống',
        sectorEn: 'Food & Beverage',
        firmType: 'company',
        sharesOutstanding: 2_089_955_445,
        charteredCapital: 20_899_554_450_000,
        listingDate: '2006-01-19',
      };
      await writeFile(path.join(dir, 'companies.json'), JSON.stringify([vnm]));
      expect((await importMarket(database.db, dir)).ok).toBe(true);
      expect(await names('VNM')).toEqual({
        shortName: 'Vinamilk',
        brands: 'Vinamilk; Mộc Châu Milk',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports unknown columns, unknown symbols, duplicates and two forms of one file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'market-import-'));
    try {
      await writeFile(
        path.join(dir, 'corporate-actions.csv'),
        'symbol,exDate,kind,cashPerShare,ratio,subscriptionPrice,note\n' +
          'ZZZ,2026-07-10,cash-dividend,500,,,x\n' +
          'FPT,2026-07-10,cash-dividend,500,,,\n' +
          'FPT,2026-07-10,cash-dividend,700,,,\n',
      );
      await writeFile(path.join(dir, 'covered-warrants.csv'), 'code\n');
      await writeFile(path.join(dir, 'covered-warrants.json'), '[]');
      const before = await tableCounts(database);
      const result = await importMarket(database.db, dir);
      expect(result).toEqual({
        ok: false,
        problems: [
          'corporate-actions.csv:1: note: not a column of corporate-actions',
          'corporate-actions.csv:2: symbol: ZZZ is not a company of companies or the database',
          'corporate-actions.csv:4: row: the same symbol, exDate and kind FPT 2026-07-10 cash-dividend as line 3',
          'covered-warrants.json:1: file: covered-warrants.csv is there too; keep one of them',
        ],
      });
      expect(await tableCounts(database)).toEqual(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('import:market: the fundamentals files', () => {
  let database: Database;
  let dir: string;
  beforeEach(async () => {
    database = await openTemplateDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-fundamentals-'));
  });
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
  const write = (name: string, rows: unknown) =>
    writeFile(path.join(dir, name), JSON.stringify(rows, null, 1));

  it('upserts statements, replaces a company’s officers, adds a category and its calls', async () => {
    const { db } = database;
    const statement = { symbol: 'FPT', fiscalYear: 2025, quarter: 0, code: 'F3001' };
    const where = and(
      eq(marketFinancialStatements.symbol, 'FPT'),
      eq(marketFinancialStatements.fiscalYear, 2025),
      eq(marketFinancialStatements.quarter, 0),
      eq(marketFinancialStatements.code, 'F3001'),
    );
    const [stored] = await db.select().from(marketFinancialStatements).where(where);
    expect(stored).toBeDefined();
    await write('financial-statements.json', [{ ...statement, value: stored!.value + 1_000 }]);
    // The file's officers replace FPT's, whatever they were.
    await writeFile(
      path.join(dir, 'company-officers.csv'),
      'symbol,name,board,positionVi,positionEn,sinceDate,shares,sort\n' +
        'FPT,Trương Gia Bình,board-of-directors,Chủ tịch HĐQT,Chairman,2002-01-01,100,0\n' +
        'FPT,"Nguyễn Văn Khoa",executive-board,Tổng Giám đốc,CEO,2019-06-01,50,0\n',
    );
    await write('recommendation-categories.json', [
      {
        code: 'vendor',
        nameVi: 'Khuyến nghị đối tác',
        nameEn: 'Partner calls',
        columnsMapping: {
          stockSymbol: { vi: 'Mã', en: 'Symbol' },
          targetPrice: { vi: 'Giá mục tiêu', en: 'Target price' },
        },
        columnsData: ['stockSymbol', 'targetPrice'],
        sort: 9,
      },
    ]);
    await write('recommendations.json', [
      {
        symbol: 'FPT',
        categoryCode: 'vendor',
        recommendationDate: '2026-11-20',
        recommendation: 'buy',
        price: 100_000,
        targetPrice: 120_000,
        upsidePercent: 20,
        horizonMonths: 12,
        sourceVi: 'Đối tác',
        sourceEn: 'Partner',
        analyst: 'Lê Minh',
      },
    ]);
    const otherCalls = await db
      .select({ n: count() })
      .from(companyRecommendations)
      .where(eq(companyRecommendations.symbol, 'VNM'));

    const result = await importMarket(db, dir);
    expect(result.ok ? [] : result.problems).toEqual([]);
    expect(result).toMatchObject({
      ok: true,
      counts: {
        companies: 0,
        'financial-statements': 1,
        'company-officers': 2,
        'recommendation-categories': 1,
        recommendations: 1,
      },
    });
    const [after] = await db.select().from(marketFinancialStatements).where(where);
    expect(after?.value).toBe(stored!.value + 1_000);
    const officers = await db
      .select({ name: companyOfficers.name })
      .from(companyOfficers)
      .where(eq(companyOfficers.symbol, 'FPT'));
    expect(officers.map((o) => o.name).sort()).toEqual(['Nguyễn Văn Khoa', 'Trương Gia Bình']);
    const [category] = await db
      .select()
      .from(recommendationCategories)
      .where(eq(recommendationCategories.code, 'vendor'));
    expect(category?.columnsData).toEqual(['stockSymbol', 'targetPrice']);
    // FPT's calls were replaced by the file's one; another company's are untouched.
    const fpt = await db
      .select({ code: companyRecommendations.categoryCode })
      .from(companyRecommendations)
      .where(eq(companyRecommendations.symbol, 'FPT'));
    expect(fpt).toEqual([{ code: 'vendor' }]);
    expect(
      await db
        .select({ n: count() })
        .from(companyRecommendations)
        .where(eq(companyRecommendations.symbol, 'VNM')),
    ).toEqual(otherCalls);
  });

  it('names bad rows, unknown types, categories and symbols, and loads nothing', async () => {
    await write('financial-statements.json', [
      { symbol: 'FPT', fiscalYear: 2025, quarter: 5, code: 'F3001', value: 1 },
      { symbol: 'ZZZ', fiscalYear: 2025, quarter: 1, code: 'F3001', value: 1 },
    ]);
    await write('recommendations.json', [
      {
        symbol: 'FPT',
        categoryCode: 'nowhere',
        recommendationDate: '2026-11-20',
        recommendation: 'buy',
        price: 100_000,
        targetPrice: 120_000,
        upsidePercent: 25,
        horizonMonths: 12,
        sourceVi: 'Đối tác',
        sourceEn: 'Partner',
        analyst: 'Lê Minh',
      },
    ]);
    const before = await database.db.select({ n: count() }).from(marketFinancialStatements);
    const result = await importMarket(database.db, dir);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^financial-statements\.json:2: quarter: /),
        'financial-statements.json:9: symbol: ZZZ is not a company of companies or the database',
        'recommendations.json:2: upsidePercent: not (target / price − 1) × 100',
      ]),
    );
    expect(await database.db.select({ n: count() }).from(marketFinancialStatements)).toEqual(
      before,
    );
  });
});
