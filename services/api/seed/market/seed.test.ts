import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  companyAssociations,
  companyCapitalHistory,
  companyExerciseRights,
  companyInsiderTransactions,
  companyLargeShareholders,
  companyNews,
  companyOfficers,
  companyOwnershipStructures,
  companyProfiles,
  companyRecommendations,
  marketBusinessPlans,
  marketCompanies,
  marketCorporateActions,
  marketCoveredWarrants,
  marketDailyPrices,
  marketFinancialStatements,
} from '../../src/db/schema';
import { generateCompanyData } from './fundamentals/profiles';
import { generateFundamentals } from './fundamentals/statements';
import { openTemplateDatabase } from '../../src/test/build-test-app';
import { generateMarket } from './generate';
import { seedMarket } from './seed';

/** The company data's tables, the rows referring to others first. */
const COMPANY_TABLES = [
  companyRecommendations,
  companyExerciseRights,
  companyNews,
  companyCapitalHistory,
  companyInsiderTransactions,
  companyOfficers,
  companyOwnershipStructures,
  companyLargeShareholders,
  companyAssociations,
  companyProfiles,
];

/** A row as the generator gives it: no key for an absent value. */
const compact = (row: object) =>
  Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null && value !== undefined),
  );

describe('the seeded market', () => {
  it('holds exactly the generated rows, and is not seeded twice', async () => {
    const database = await openTemplateDatabase();
    try {
      const { db } = database;
      const market = generateMarket();
      const bySymbol = (a: { symbol: string }, b: { symbol: string }) =>
        a.symbol.localeCompare(b.symbol);

      const companies = await db
        .select()
        .from(marketCompanies)
        .orderBy(asc(marketCompanies.symbol));
      expect(companies.map(compact)).toEqual([...market.companies].sort(bySymbol).map(compact));

      const prices = await db
        .select()
        .from(marketDailyPrices)
        .orderBy(asc(marketDailyPrices.symbol), asc(marketDailyPrices.sessionDate));
      const generated = [...market.dailyPrices].sort(
        (a, b) => a.symbol.localeCompare(b.symbol) || a.sessionDate.localeCompare(b.sessionDate),
      );
      expect(prices.length).toBe(generated.length);
      expect(prices.map(compact)).toEqual(generated.map(compact));

      const actions = await db
        .select()
        .from(marketCorporateActions)
        .orderBy(asc(marketCorporateActions.symbol), asc(marketCorporateActions.exDate));
      expect(actions.map(({ id: _id, ...row }) => compact(row))).toEqual(
        market.corporateActions.map(compact),
      );

      const warrants = await db
        .select()
        .from(marketCoveredWarrants)
        .orderBy(asc(marketCoveredWarrants.code));
      expect(warrants).toEqual(
        [...market.coveredWarrants].sort((a, b) => a.code.localeCompare(b.code)),
      );

      // The fundamentals and company data of the same market.
      const fundamentals = generateFundamentals(market);
      const companyData = generateCompanyData(market);
      const [statements] = await db.select({ n: count() }).from(marketFinancialStatements);
      expect(statements?.n).toBe(fundamentals.statements.length);
      const [plans] = await db.select({ n: count() }).from(marketBusinessPlans);
      expect(plans?.n).toBe(fundamentals.businessPlans.length);
      const [profiles] = await db.select({ n: count() }).from(companyProfiles);
      expect(profiles?.n).toBe(companyData.profiles.length);
      const [rights] = await db.select({ n: count() }).from(companyExerciseRights);
      expect(rights?.n).toBe(companyData.exerciseRights.length);

      expect(await db.transaction((tx) => seedMarket(tx))).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('gives a demo market seeded before the fundamentals existed its statements and company data', async () => {
    const database = await openTemplateDatabase();
    try {
      const { db } = database;
      // As a database migrated before them: empty tables.
      for (const table of [marketFinancialStatements, marketBusinessPlans, ...COMPANY_TABLES])
        await db.delete(table);
      expect(await db.transaction((tx) => seedMarket(tx))).toBeGreaterThan(0);
      const [statements] = await db.select({ n: count() }).from(marketFinancialStatements);
      expect(statements?.n).toBe(generateFundamentals(generateMarket()).statements.length);
      const [profiles] = await db.select({ n: count() }).from(companyProfiles);
      expect(profiles?.n).toBe(generateMarket().companies.length);
      expect(await db.transaction((tx) => seedMarket(tx))).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('gives a market seeded before the short and brand names those of the demo companies', async () => {
    const database = await openTemplateDatabase();
    try {
      const { db } = database;
      await db.update(marketCompanies).set({ shortName: null, brands: null });
      await db
        .update(marketCompanies)
        .set({ shortName: 'Sữa Việt Nam' })
        .where(eq(marketCompanies.symbol, 'VNM'));
      // The names count as rows changed, so the seed says it did something.
      expect(await db.transaction((tx) => seedMarket(tx))).toBe(49);
      const names = await db
        .select({
          symbol: marketCompanies.symbol,
          shortName: marketCompanies.shortName,
          brands: marketCompanies.brands,
        })
        .from(marketCompanies)
        .where(inArray(marketCompanies.symbol, ['HPG', 'MWG', 'VNM']))
        .orderBy(asc(marketCompanies.symbol));
      expect(names).toEqual([
        { symbol: 'HPG', shortName: 'Hòa Phát', brands: null },
        {
          symbol: 'MWG',
          shortName: 'Thế Giới Di Động',
          brands: 'Điện Máy Xanh; Bách Hóa Xanh; An Khang',
        },
        // A name already there (an import's) stays.
        { symbol: 'VNM', shortName: 'Sữa Việt Nam', brands: null },
      ]);
      expect(await db.transaction((tx) => seedMarket(tx))).toBe(0);
    } finally {
      await database.close();
    }
  });
});
