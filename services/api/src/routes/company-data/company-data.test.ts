import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import { dataEnvelope, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  BusinessNewsSchema,
  CapitalRaisingSchema,
  CompanyAssociationSchema,
  CompanyProfileSchema,
  ExerciseRightTypeSchema,
  LargeShareholderSchema,
  OfficerGroupSchema,
  OwnershipStructureSchema,
  RecommendationCategorySchema,
  RecommendationSchema,
  ShareholderTransactionSchema,
} from '@brokerage/shared/validation/companyDataApi.ts';
import { OFFICER_BOARDS } from '@brokerage/shared/market/companyData.ts';
import { ExerciseRightSchema } from '@brokerage/shared/validation/marketApi.ts';
import { z } from 'zod';
import {
  companyAssociations,
  companyCapitalHistory,
  companyExerciseRights,
  companyInsiderTransactions,
  companyLargeShareholders,
  companyNews,
  companyOfficers,
  companyProfiles,
  companyRecommendations,
  marketCompanies,
} from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { getOk } from '../../test/requests';
import { expectApiError } from '../../test/responses';

const API = '/api/v1';

describe('company-data calls', () => {
  const app = useTestApp({ env: { PRICEBOARD_URL: 'http://127.0.0.1:9' } });
  /** The company with the most insider transactions (so the date filter has rows both sides). */
  let symbol = '';

  beforeAll(async () => {
    const [busiest] = await app.db
      .select({ symbol: companyInsiderTransactions.symbol, n: count() })
      .from(companyInsiderTransactions)
      .groupBy(companyInsiderTransactions.symbol)
      .orderBy(desc(count()), asc(companyInsiderTransactions.symbol))
      .limit(1);
    symbol = busiest!.symbol;
  });

  it('answers the business profile in both languages, the symbol trimmed and upper-cased', async () => {
    const [row] = await app.db
      .select()
      .from(companyProfiles)
      .innerJoin(marketCompanies, eq(marketCompanies.symbol, companyProfiles.symbol))
      .where(eq(companyProfiles.symbol, symbol));
    const { company_profiles: profile, market_companies: company } = row!;
    const url = `${API}/ttpt-other-information?stock_symbol=%20${symbol.toLowerCase()}%20`;
    const vi = await getOk(app, url, dataEnvelope(CompanyProfileSchema));
    const en = await getOk(app, `${url}&locale=en`, dataEnvelope(CompanyProfileSchema));
    expect(vi.data).toMatchObject({
      stockSymbol: symbol,
      name: company.nameVi,
      exchange: company.exchange,
      sector: company.sectorVi,
      foundedDate: profile.foundedDate,
      listingDate: profile.listingDate,
      charterCapital: profile.charterCapital,
      sharesOutstanding: profile.sharesOutstanding,
      employees: profile.employees,
      auditor: profile.auditorVi,
      address: profile.addressVi,
      website: profile.website,
      phone: profile.phone,
      taxCode: profile.taxCode,
    });
    expect(vi.data.overview.join('\n\n')).toBe(profile.overviewVi);
    expect(en.data).toMatchObject({
      name: company.nameEn,
      sector: company.sectorEn,
      auditor: profile.auditorEn,
      address: profile.addressEn,
    });
    expect(en.data.overview.join('\n\n')).toBe(profile.overviewEn);
  });

  it('lists subsidiaries then associates, the ownership structure and the officers by board', async () => {
    const associations = await getOk(
      app,
      `${API}/ttpt-company-associations?stock_symbol=${symbol}&locale=en`,
      dataEnvelope(z.array(CompanyAssociationSchema)),
    );
    const stored = await app.db
      .select()
      .from(companyAssociations)
      .where(eq(companyAssociations.symbol, symbol));
    expect(associations.data).toHaveLength(stored.length);
    const kinds = associations.data.map((a) => a.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'subsidiary' ? -1 : 1)));
    expect(associations.data.map((a) => a.name).sort()).toEqual(stored.map((a) => a.nameEn).sort());

    const ownership = await getOk(
      app,
      `${API}/ttpt-ownership-structures?stock_symbol=${symbol}`,
      dataEnvelope(z.array(OwnershipStructureSchema)),
    );
    expect(ownership.data.map((o) => o.category)).toEqual(['state', 'foreign', 'other']);
    expect(ownership.data.map((o) => o.name)).toEqual(['Nhà nước', 'Nước ngoài', 'Khác']);
    expect(ownership.data.reduce((sum, o) => sum + o.percent, 0)).toBeCloseTo(100, 6);

    const vi = await getOk(
      app,
      `${API}/ttpt-key-officers?stock_symbol=${symbol}`,
      dataEnvelope(z.array(OfficerGroupSchema)),
    );
    const en = await getOk(
      app,
      `${API}/ttpt-key-officers?stock_symbol=${symbol}&locale=en`,
      dataEnvelope(z.array(OfficerGroupSchema)),
    );
    const officers = await app.db
      .select()
      .from(companyOfficers)
      .where(eq(companyOfficers.symbol, symbol))
      .orderBy(asc(companyOfficers.sort), asc(companyOfficers.id));
    expect(vi.data.map((g) => g.board)).toEqual(
      OFFICER_BOARDS.filter((b) => officers.some((o) => o.board === b)),
    );
    expect(vi.data[0]!.name).toBe('Hội đồng quản trị');
    expect(en.data[0]!.name).toBe('Board of Directors');
    for (const group of en.data) {
      const mine = officers.filter((o) => o.board === group.board);
      expect(group.officers.map((o) => [o.name, o.position])).toEqual(
        mine.map((o) => [o.name, o.positionEn]),
      );
    }
  });

  it('pages the large shareholders largest first with the total', async () => {
    const stored = await app.db
      .select()
      .from(companyLargeShareholders)
      .where(eq(companyLargeShareholders.symbol, symbol));
    const all = await getOk(
      app,
      `${API}/ttpt-large-shareholders?stock_symbol=${symbol}&limit=100`,
      listEnvelope(LargeShareholderSchema),
    );
    const shares = all.data.map((h) => h.shares);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(all.meta.total).toBe(stored.length);
    const second = await getOk(
      app,
      `${API}/ttpt-large-shareholders?stock_symbol=${symbol}&limit=2&page=2&locale=en`,
      listEnvelope(LargeShareholderSchema),
    );
    expect(second.meta).toEqual({
      page: 2,
      limit: 2,
      total: stored.length,
      totalPages: Math.ceil(stored.length / 2),
    });
    expect(second.data.map((h) => h.id)).toEqual(all.data.slice(2, 4).map((h) => h.id));
  });

  it('lists insider transactions newest first, from the announced date on', async () => {
    const stored = await app.db
      .select()
      .from(companyInsiderTransactions)
      .where(eq(companyInsiderTransactions.symbol, symbol))
      .orderBy(asc(companyInsiderTransactions.announcedDate));
    const all = await getOk(
      app,
      `${API}/ttpt-shareholder-transactions?stock_symbol=${symbol}&limit=100`,
      listEnvelope(ShareholderTransactionSchema),
    );
    expect(all.meta.total).toBe(stored.length);
    const dates = all.data.map((t) => t.announcedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const middle = stored[Math.floor(stored.length / 2)]!.announcedDate;
    const from = await getOk(
      app,
      `${API}/ttpt-shareholder-transactions?stock_symbol=${symbol}&announced_date=${middle}&limit=100&locale=en`,
      listEnvelope(ShareholderTransactionSchema),
    );
    const expected = stored.filter((t) => t.announcedDate >= middle);
    expect(from.meta.total).toBe(expected.length);
    expect(from.meta.total).toBeLessThan(stored.length);
    expect(from.data.every((t) => t.announcedDate >= middle)).toBe(true);
    const one = expected[0]!;
    expect(from.data.find((t) => t.id === one.id)).toMatchObject({
      holderName: one.holderName,
      relation: one.relationEn,
      action: one.action,
      actionLabel: one.action === 'buy' ? 'Buy' : 'Sell',
      volumeBefore: one.volumeBefore,
      volumeAfter: one.volumeAfter,
    });
  });

  it('gives the capital-raising history oldest first', async () => {
    const stored = await app.db
      .select()
      .from(companyCapitalHistory)
      .where(eq(companyCapitalHistory.symbol, symbol))
      .orderBy(asc(companyCapitalHistory.eventDate), asc(companyCapitalHistory.id));
    const { data } = await getOk(
      app,
      `${API}/ttpt-capital-raising-histories?stock_symbol=${symbol}&locale=en`,
      dataEnvelope(z.array(CapitalRaisingSchema)),
    );
    expect(data.map((r) => [r.eventDate, r.charterCapitalAfter, r.description])).toEqual(
      stored.map((r) => [r.eventDate, r.charterCapitalAfter, r.descriptionEn]),
    );
  });

  describe('exercise-rights', () => {
    it('lists the types with names in the locale', async () => {
      const vi = await getOk(
        app,
        `${API}/exercise-right-types`,
        dataEnvelope(z.array(ExerciseRightTypeSchema)),
      );
      const en = await getOk(
        app,
        `${API}/exercise-right-types?locale=en`,
        dataEnvelope(z.array(ExerciseRightTypeSchema)),
      );
      expect(vi.data.map((t) => t.id)).toEqual([
        'cash-dividend',
        'stock-dividend',
        'bonus',
        'rights',
        'agm',
        'egm',
        'written-opinion',
      ]);
      expect(vi.data[0]!.name).toBe('Cổ tức bằng tiền');
      expect(en.data[0]!.name).toBe('Cash dividend');
    });

    it('filters by type and pages with the record and execution dates', async () => {
      const stored = await app.db
        .select()
        .from(companyExerciseRights)
        .where(
          and(eq(companyExerciseRights.symbol, symbol), eq(companyExerciseRights.typeId, 'agm')),
        );
      const page = await getOk(
        app,
        `${API}/exercise-rights?stock_symbol=${symbol}&exercise_right_type_id=agm&limit=2&locale=en`,
        listEnvelope(ExerciseRightSchema),
      );
      expect(page.meta).toEqual({
        page: 1,
        limit: 2,
        total: stored.length,
        totalPages: Math.ceil(stored.length / 2),
      });
      const newest = [...stored].sort((a, b) => b.exDate.localeCompare(a.exDate))[0]!;
      expect(page.data[0]).toMatchObject({
        id: newest.id,
        kind: 'agm',
        kindLabel: 'Annual general meeting',
        title: newest.titleEn,
        description: newest.titleEn,
        exDate: newest.exDate,
        recordDate: newest.recordDate,
        executionDate: newest.executionDate,
        announcedDate: newest.announcedDate,
        previousClose: null,
        exReference: null,
      });
    });

    it('finds a title with diacritics from a keyword without them', async () => {
      const { data, meta } = await getOk(
        app,
        `${API}/exercise-rights?stock_symbol=${symbol}&keyword=dai%20hoi%20dong%20co%20dong%20THUONG%20nien&limit=100`,
        listEnvelope(ExerciseRightSchema),
      );
      expect(meta.total).toBeGreaterThan(0);
      expect(data.every((r) => r.title.startsWith('Đại hội đồng cổ đông thường niên'))).toBe(true);
      expect(data.every((r) => r.kind === 'agm')).toBe(true);
    });

    it('describes a cash dividend as before, with the close before and the ex-date reference', async () => {
      const [right] = await app.db
        .select()
        .from(companyExerciseRights)
        .where(
          and(
            eq(companyExerciseRights.symbol, symbol),
            eq(companyExerciseRights.typeId, 'cash-dividend'),
          ),
        )
        .orderBy(desc(companyExerciseRights.exDate))
        .limit(1);
      const { data } = await getOk(
        app,
        `${API}/exercise-rights?stock_symbol=${symbol}&exercise_right_type_id=cash-dividend`,
        listEnvelope(ExerciseRightSchema),
      );
      expect(data[0]).toMatchObject({
        id: right!.id,
        kindLabel: 'Cổ tức bằng tiền',
        title: right!.titleVi,
        cashPerShare: right!.cashPerShare,
        percentOfPar: right!.percentOfPar,
      });
      expect(data[0]!.description).toMatch(/^Cổ tức bằng tiền [\d.]+ đồng\/cổ phiếu$/);
      expect(data[0]!.exReference).toBe(data[0]!.previousClose! - right!.cashPerShare!);
    });
  });

  it('pages the business news 15 at a time, newest first, with the body’s paragraphs', async () => {
    const stored = await app.db
      .select()
      .from(companyNews)
      .where(eq(companyNews.symbol, symbol))
      .orderBy(desc(companyNews.publishedAt), desc(companyNews.id));
    const vi = await getOk(
      app,
      `${API}/ttpt-business-news?stock_symbol=${symbol}`,
      listEnvelope(BusinessNewsSchema),
    );
    expect(vi.meta).toEqual({
      page: 1,
      limit: 15,
      total: stored.length,
      totalPages: Math.ceil(stored.length / 15),
    });
    expect(vi.data.map((n) => n.id)).toEqual(stored.slice(0, 15).map((n) => n.id));
    expect(vi.data[0]!.title).toBe(stored[0]!.titleVi);
    expect(vi.data[0]!.paragraphs.join('\n\n')).toBe(stored[0]!.bodyVi);
    const en = await getOk(
      app,
      `${API}/ttpt-business-news?stock_symbol=${symbol}&page=2&locale=en`,
      listEnvelope(BusinessNewsSchema),
    );
    expect(en.data[0]).toMatchObject({ id: stored[15]!.id, title: stored[15]!.titleEn });
    expect(en.data[0]!.summary).toBe(stored[15]!.summaryEn);
  });

  describe('recommendations', () => {
    it('lists the categories with their headers in the locale', async () => {
      const vi = await getOk(
        app,
        `${API}/ttpt-suggestion-categories`,
        dataEnvelope(z.array(RecommendationCategorySchema)),
      );
      const en = await getOk(
        app,
        `${API}/ttpt-suggestion-categories?locale=en`,
        dataEnvelope(z.array(RecommendationCategorySchema)),
      );
      expect(vi.data.map((c) => c.code)).toEqual(['fundamental', 'technical']);
      for (const category of vi.data) {
        for (const key of category.columnsData) expect(category.columnsMapping[key]).toBeTruthy();
      }
      expect(vi.data[0]!.columnsMapping.stockSymbol).not.toBe(
        en.data[0]!.columnsMapping.stockSymbol,
      );
      expect(en.data[0]!.name).not.toBe(vi.data[0]!.name);
    });

    it('gives the latest call per company, and the history every call, newest first', async () => {
      const stored = await app.db
        .select()
        .from(companyRecommendations)
        .where(eq(companyRecommendations.categoryCode, 'fundamental'));
      const latestBy = new Map<string, string>();
      for (const r of stored) {
        if ((latestBy.get(r.symbol) ?? '') < r.recommendationDate) {
          latestBy.set(r.symbol, r.recommendationDate);
        }
      }
      const latest = await getOk(
        app,
        `${API}/ttpt-recommendations?category_code=fundamental&limit=100`,
        listEnvelope(RecommendationSchema),
      );
      expect(latest.meta.total).toBe(latestBy.size);
      const symbols = latest.data.map((r) => r.stockSymbol);
      expect(new Set(symbols).size).toBe(symbols.length);
      for (const r of latest.data) expect(r.recommendationDate).toBe(latestBy.get(r.stockSymbol));
      const dates = latest.data.map((r) => r.recommendationDate);
      expect(dates).toEqual([...dates].sort().reverse());

      const mine = stored.filter((r) => r.symbol === symbol);
      const one = await getOk(
        app,
        `${API}/ttpt-recommendations?category_code=fundamental&stock_symbol=${symbol}&locale=en`,
        listEnvelope(RecommendationSchema),
      );
      expect(one.data).toHaveLength(1);
      expect(one.data[0]!.recommendationDate).toBe(latestBy.get(symbol));

      const history = await getOk(
        app,
        `${API}/ttpt-recommendations/history?category_code=fundamental&stock_symbol=${symbol}&limit=100&locale=en`,
        listEnvelope(RecommendationSchema),
      );
      expect(history.meta.total).toBe(mine.length);
      expect(mine.length).toBeGreaterThan(1);
      const historyDates = history.data.map((r) => r.recommendationDate);
      expect(historyDates).toEqual([...historyDates].sort().reverse());
      const first = mine.find((r) => r.id === history.data[0]!.id)!;
      expect(history.data[0]).toMatchObject({
        recommendation: first.recommendation,
        price: first.price,
        targetPrice: first.targetPrice,
        upsidePercent: first.upsidePercent,
        source: first.sourceEn,
        analyst: first.analyst,
      });
      const category = (
        await getOk(
          app,
          `${API}/ttpt-suggestion-categories`,
          dataEnvelope(z.array(RecommendationCategorySchema)),
        )
      ).data[0]!;
      for (const key of category.columnsData) expect(history.data[0]).toHaveProperty(key);
    });

    it('keeps the whole history of a category over every company', async () => {
      const [counted] = await app.db
        .select({ n: count() })
        .from(companyRecommendations)
        .where(
          and(
            eq(companyRecommendations.categoryCode, 'technical'),
            gte(companyRecommendations.recommendationDate, '2000-01-01'),
          ),
        );
      const history = await getOk(
        app,
        `${API}/ttpt-recommendations/history?category_code=technical&limit=1`,
        listEnvelope(RecommendationSchema),
      );
      expect(history.meta.total).toBe(counted!.n);
    });
  });

  it.each([
    ['ttpt-large-shareholders?stock_symbol=FPT&page=0', 'page', 'too_small'],
    ['ttpt-large-shareholders?stock_symbol=FPT&page=-1', 'page', 'too_small'],
    ['ttpt-large-shareholders?stock_symbol=FPT&page=99999999', 'page', 'too_big'],
    ['ttpt-large-shareholders?stock_symbol=FPT&page=5000', 'page', 'too_big_number'],
    ['ttpt-business-news?stock_symbol=FPT&limit=0', 'limit', 'too_small'],
    ['ttpt-shareholder-transactions?stock_symbol=FPT&limit=101', 'limit', 'too_big'],
    ['exercise-rights?limit=-5', 'limit', 'too_small'],
    ['ttpt-recommendations?limit=1000000', 'limit', 'too_big'],
    ['ttpt-recommendations/history?page=-3', 'page', 'too_small'],
  ])('answers 400 on the paging of %s', async (url, field, code) => {
    const res = await app.inject(`${API}/${url}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field, code }] });
  });

  it('answers 400 on an unknown type or category and a malformed date', async () => {
    const type = await app.inject(`${API}/exercise-rights?exercise_right_type_id=dividend`);
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({
      errors: [{ field: 'exercise_right_type_id', code: 'invalid_value' }],
    });
    for (const path of ['ttpt-recommendations', 'ttpt-recommendations/history']) {
      expectApiError(await app.inject(`${API}/${path}?category_code=nope&locale=en`), 400, {
        code: 'recommendation_category_not_found',
        field: 'category_code',
        message: 'There is no such recommendation category.',
      });
    }
    for (const date of ['2026-13-01', '2026-02-30', '20261101', 'yesterday']) {
      const res = await app.inject(
        `${API}/ttpt-shareholder-transactions?stock_symbol=FPT&announced_date=${date}`,
      );
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        errors: [{ field: 'announced_date', code: 'invalid_format' }],
      });
    }
  });

  it.each([
    'ttpt-other-information',
    'ttpt-company-associations',
    'ttpt-ownership-structures',
    'ttpt-large-shareholders',
    'ttpt-key-officers',
    'ttpt-shareholder-transactions',
    'ttpt-capital-raising-histories',
    'ttpt-business-news',
    'exercise-rights',
    'ttpt-recommendations',
    'ttpt-recommendations/history',
  ])('answers 404 stock_symbol_not_found for an unknown symbol on %s', async (path) => {
    const res = await app.inject(`${API}/${path}?stock_symbol=QQQQ`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errors: [{ code: 'stock_symbol_not_found', field: 'stock_symbol' }],
    });
  });

  it('sends the company data as public content', async () => {
    const res = await app.inject(`${API}/ttpt-key-officers?stock_symbol=${symbol}`);
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});
