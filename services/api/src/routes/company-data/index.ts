import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { EXCHANGE_CODES } from '@brokerage/shared/market/exchanges.ts';
import {
  dataEnvelope,
  listEnvelope,
  LocaleQuerySchema,
} from '@brokerage/shared/validation/common.ts';
import {
  BusinessNewsQuerySchema,
  BusinessNewsSchema,
  CapitalRaisingSchema,
  CompanyAssociationSchema,
  CompanyProfileSchema,
  CompanySymbolQuerySchema,
  ExerciseRightTypeSchema,
  LargeShareholderQuerySchema,
  LargeShareholderSchema,
  OfficerGroupSchema,
  OwnershipStructureSchema,
  RecommendationCategorySchema,
  RecommendationHistoryQuerySchema,
  RecommendationQuerySchema,
  RecommendationSchema,
  ShareholderTransactionQuerySchema,
  ShareholderTransactionSchema,
  type CapitalRaising,
  type CompanyProfile,
  type Recommendation,
} from '@brokerage/shared/validation/companyDataApi.ts';
import {
  OFFICER_BOARDS,
  OWNERSHIP_CATEGORIES,
} from '@brokerage/shared/validation/companyProfiles.ts';
import { CORPORATE_ACTION_KINDS } from '@brokerage/shared/validation/market.ts';
import {
  ExerciseRightQuerySchema,
  ExerciseRightSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT, listPage } from '../../lib/http/route-schemas';
import type {
  CapitalHistoryRecord,
  CompanyDataRepository,
  ExerciseRightRecord,
  RecommendationRecord,
} from '../../repositories/company-data';
import { describeAction } from '../market/labels';
import {
  ASSOCIATION_KIND_LABELS,
  INSIDER_ACTION_LABELS,
  OFFICER_BOARD_LABELS,
  OWNERSHIP_CATEGORY_LABELS,
  RECOMMENDATION_LABELS,
  SHAREHOLDER_KIND_LABELS,
} from './labels';

const TAG = 'company-data';
const BAD_INPUT = { ...COMMON_ERRORS, ...NOT_FOUND };
/** Paragraphs of a stored text are separated by a blank line. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
const inLocale = (locale: Locale, vi: string, en: string) => (locale === 'en' ? en : vi);

/** The market company of `symbol` with its profile; 404 `stock_symbol_not_found` on `stock_symbol`. */
async function requireCompany(repo: CompanyDataRepository, symbol: string) {
  const found = await repo.findCompany(symbol);
  if (!found) throw new HttpError(404, 'stock_symbol_not_found', { field: 'stock_symbol' });
  return found;
}

type Found = NonNullable<Awaited<ReturnType<CompanyDataRepository['findCompany']>>>;

function toProfile({ company, profile }: Found, locale: Locale): CompanyProfile | null {
  if (!profile) return null;
  const text = (vi: string, en: string) => inLocale(locale, vi, en);
  return {
    stockSymbol: company.symbol,
    name: text(company.nameVi, company.nameEn),
    shortName: company.shortName,
    exchange: company.exchange,
    exchangeCode: EXCHANGE_CODES[company.exchange],
    icbCode: company.icbCode,
    sector: text(company.sectorVi, company.sectorEn),
    firmType: company.firmType,
    overview: paragraphsOf(text(profile.overviewVi, profile.overviewEn)),
    foundedDate: profile.foundedDate,
    listingDate: profile.listingDate,
    charterCapital: profile.charterCapital,
    sharesOutstanding: profile.sharesOutstanding,
    employees: profile.employees,
    auditor: text(profile.auditorVi, profile.auditorEn),
    address: text(profile.addressVi, profile.addressEn),
    website: profile.website,
    phone: profile.phone,
    taxCode: profile.taxCode,
    asOfDate: profile.asOfDate,
  };
}

const isCorporateAction = (kind: string): kind is (typeof CORPORATE_ACTION_KINDS)[number] =>
  (CORPORATE_ACTION_KINDS as readonly string[]).includes(kind);

function toExerciseRight(row: ExerciseRightRecord, locale: Locale, typeName: string) {
  const title = inLocale(locale, row.titleVi, row.titleEn);
  // A meeting moves no price: the ex-date figures are the adjusted chart's, for the actions.
  const kind = row.typeId;
  const action = isCorporateAction(kind);
  return {
    id: row.id,
    stockSymbol: row.symbol,
    exDate: row.exDate,
    kind: row.typeId,
    kindLabel: typeName,
    title,
    // The adjusted chart's one line for a corporate action, as before the rights had titles.
    description: action ? describeAction(locale, { ...row, kind }) : title,
    announcedDate: row.announcedDate,
    recordDate: row.recordDate,
    executionDate: row.executionDate,
    cashPerShare: row.cashPerShare,
    percentOfPar: row.percentOfPar,
    ratio: row.ratio,
    ratioText: row.ratioText,
    subscriptionPrice: row.subscriptionPrice,
    previousClose: action ? row.previousClose : null,
    exReference: action ? row.exReference : null,
  };
}

/** A `company_capital_history` row as `ttpt-capital-raising-histories` answers it. */
export function toCapitalRaising(row: CapitalHistoryRecord, locale: Locale): CapitalRaising {
  return {
    id: row.id,
    eventDate: row.eventDate,
    kind: row.kind,
    sharesAdded: row.sharesAdded,
    sharesAfter: row.sharesAfter,
    charterCapitalBefore: row.charterCapitalBefore,
    charterCapitalAfter: row.charterCapitalAfter,
    issuePrice: row.issuePrice,
    description: inLocale(locale, row.descriptionVi, row.descriptionEn),
  };
}

function toRecommendation(row: RecommendationRecord, locale: Locale): Recommendation {
  return {
    id: row.id,
    categoryCode: row.categoryCode,
    stockSymbol: row.symbol,
    exchange: row.exchange,
    recommendationDate: row.recommendationDate,
    recommendation: row.recommendation,
    recommendationLabel: RECOMMENDATION_LABELS[row.recommendation][locale],
    price: row.price,
    targetPrice: row.targetPrice,
    upsidePercent: row.upsidePercent,
    stopLossPrice: row.stopLossPrice,
    horizonMonths: row.horizonMonths,
    source: inLocale(locale, row.sourceVi, row.sourceEn),
    analyst: row.analyst,
  };
}

/**
 * The analysis centre's company-data calls (spec §7 "Analysis centre", issue 24) over the
 * fundamentals dataset's company tables (`app.repos.companyData`, docs/fundamentals.md "API
 * (company data)"): business profile, associations, ownership, large shareholders, officers,
 * insider transactions, capital-raising history, exercise rights and their types, business
 * news, recommendations. Every answer is public content.
 */
export const companyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.companyData;
  const withLocale = <T extends z.ZodRawShape>(shape: T) => LocaleQuerySchema.extend(shape);

  app.get(
    '/ttpt-other-information',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'A company’s business profile (spec §3): overview, founding and listing dates, charter capital, shares, employees, auditor, address, website, phone, tax code, exchange and sector; null when the dataset has no profile',
        querystring: withLocale(CompanySymbolQuerySchema.shape),
        response: { 200: dataEnvelope(CompanyProfileSchema.nullable()), ...BAD_INPUT },
      },
    },
    async (request) => {
      const found = await requireCompany(repo, request.query.stock_symbol);
      return { data: toProfile(found, request.query.locale) };
    },
  );

  app.get(
    '/ttpt-company-associations',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Subsidiaries, then associates, larger stakes first',
        querystring: withLocale(CompanySymbolQuerySchema.shape),
        response: { 200: dataEnvelope(z.array(CompanyAssociationSchema)), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, locale } = request.query;
      await requireCompany(repo, symbol);
      const rows = await repo.associations(symbol);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: inLocale(locale, row.nameVi, row.nameEn),
          kind: row.kind,
          kindLabel: ASSOCIATION_KIND_LABELS[row.kind][locale],
          ownershipPercent: row.ownershipPercent,
          charterCapital: row.charterCapital,
          business: inLocale(locale, row.businessVi, row.businessEn),
        })),
      };
    },
  );

  app.get(
    '/ttpt-ownership-structures',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Ownership by state, foreign and other holders (percentages add up to 100)',
        querystring: withLocale(CompanySymbolQuerySchema.shape),
        response: { 200: dataEnvelope(z.array(OwnershipStructureSchema)), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, locale } = request.query;
      await requireCompany(repo, symbol);
      const rows = await repo.ownership(symbol);
      const order = (category: (typeof OWNERSHIP_CATEGORIES)[number]) =>
        OWNERSHIP_CATEGORIES.indexOf(category);
      return {
        data: rows
          .sort((a, b) => order(a.category) - order(b.category))
          .map((row) => ({
            category: row.category,
            name: OWNERSHIP_CATEGORY_LABELS[row.category][locale],
            shares: row.shares,
            percent: row.percent,
            asOfDate: row.asOfDate,
          })),
      };
    },
  );

  app.get(
    '/ttpt-large-shareholders',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Large and top shareholders, largest holding first, paged',
        querystring: withLocale(LargeShareholderQuerySchema.shape),
        response: { 200: listEnvelope(LargeShareholderSchema), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, locale, page, limit } = request.query;
      await requireCompany(repo, symbol);
      const result = await repo.largeShareholders(symbol, { page, limit });
      const items = result.items.map((row) => ({
        id: row.id,
        name: inLocale(locale, row.nameVi, row.nameEn),
        kind: row.kind,
        kindLabel: SHAREHOLDER_KIND_LABELS[row.kind][locale],
        shares: row.shares,
        percent: row.percent,
        asOfDate: row.asOfDate,
      }));
      return listPage({ items, total: result.total }, page, limit, () =>
        repo.countLargeShareholders(symbol),
      );
    },
  );

  app.get(
    '/ttpt-key-officers',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'Key officers by board (directors, supervisors, executives), the chair first; a CEO on the board appears in both',
        querystring: withLocale(CompanySymbolQuerySchema.shape),
        response: { 200: dataEnvelope(z.array(OfficerGroupSchema)), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, locale } = request.query;
      await requireCompany(repo, symbol);
      const rows = await repo.officers(symbol);
      return {
        data: OFFICER_BOARDS.flatMap((board) => {
          const officers = rows.filter((row) => row.board === board);
          if (officers.length === 0) return [];
          return [
            {
              board,
              name: OFFICER_BOARD_LABELS[board][locale],
              officers: officers.map((row) => ({
                id: row.id,
                name: row.name,
                position: inLocale(locale, row.positionVi, row.positionEn),
                sinceDate: row.sinceDate,
                shares: row.shares,
              })),
            },
          ];
        }),
      };
    },
  );

  app.get(
    '/ttpt-shareholder-transactions',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'Insider transactions (spec §3 "shareholder transaction"), newest announcement first; announced_date keeps those announced on that day or later',
        querystring: withLocale(ShareholderTransactionQuerySchema.shape),
        response: { 200: listEnvelope(ShareholderTransactionSchema), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, announced_date, locale, page, limit } = request.query;
      await requireCompany(repo, symbol);
      const filter = { symbol, announcedFrom: announced_date };
      const result = await repo.insiderTransactions(filter, { page, limit });
      const items = result.items.map((row) => ({
        id: row.id,
        stockSymbol: row.symbol,
        holderName: row.holderName,
        relation: inLocale(locale, row.relationVi, row.relationEn),
        relatedOfficer: row.relatedOfficer,
        action: row.action,
        actionLabel: INSIDER_ACTION_LABELS[row.action][locale],
        announcedDate: row.announcedDate,
        startDate: row.startDate,
        endDate: row.endDate,
        registeredVolume: row.registeredVolume,
        executedVolume: row.executedVolume,
        volumeBefore: row.volumeBefore,
        volumeAfter: row.volumeAfter,
        percentAfter: row.percentAfter,
      }));
      return listPage({ items, total: result.total }, page, limit, () =>
        repo.countInsiderTransactions(filter),
      );
    },
  );

  app.get(
    '/ttpt-capital-raising-histories',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Every change of charter capital, oldest first',
        querystring: withLocale(CompanySymbolQuerySchema.shape),
        response: { 200: dataEnvelope(z.array(CapitalRaisingSchema)), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, locale } = request.query;
      await requireCompany(repo, symbol);
      const rows = await repo.capitalHistory(symbol);
      return { data: rows.map((row) => toCapitalRaising(row, locale)) };
    },
  );

  app.get(
    '/exercise-right-types',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'The exercise-right types (the ids exercise-rights?exercise_right_type_id= takes)',
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(z.array(ExerciseRightTypeSchema)), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const rows = await repo.exerciseRightTypes();
      const { locale } = request.query;
      return {
        data: rows.map((row) => ({ id: row.id, name: inLocale(locale, row.nameVi, row.nameEn) })),
      };
    },
  );

  app.get(
    '/exercise-rights',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'Exercise rights (dividends, bonus shares, rights issues, shareholder meetings), newest ex-date first, with the record and execution dates, and for a corporate action the close before and the reference on the ex-date (the adjusted chart’s log); keyword searches the titles ignoring case and diacritics',
        querystring: withLocale(ExerciseRightQuerySchema.shape),
        response: { 200: listEnvelope(ExerciseRightSchema), ...BAD_INPUT },
      },
    },
    async (request) => {
      const {
        locale,
        stock_symbol: symbol,
        exercise_right_type_id: typeId,
        keyword,
        page,
        limit,
      } = request.query;
      if (symbol !== undefined) await requireCompany(repo, symbol);
      const filter = { symbol, typeId, keyword };
      const [result, types] = await Promise.all([
        repo.listExerciseRights(filter, { page, limit }),
        repo.exerciseRightTypes(),
      ]);
      const names = new Map(types.map((t) => [t.id, inLocale(locale, t.nameVi, t.nameEn)]));
      const items = result.items.map((row) =>
        toExerciseRight(row, locale, names.get(row.typeId) ?? row.typeId),
      );
      return listPage({ items, total: result.total }, page, limit, () =>
        repo.countExerciseRights(filter),
      );
    },
  );

  app.get(
    '/ttpt-business-news',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'A company’s business news, newest first, 15 a page (spec §9)',
        querystring: withLocale(BusinessNewsQuerySchema.shape),
        response: { 200: listEnvelope(BusinessNewsSchema), ...BAD_INPUT },
      },
    },
    async (request) => {
      const { stock_symbol: symbol, locale, page, limit } = request.query;
      await requireCompany(repo, symbol);
      const result = await repo.news(symbol, { page, limit });
      const items = result.items.map((row) => ({
        id: row.id,
        stockSymbol: row.symbol,
        publishedAt: new Date(row.publishedAt).toISOString(),
        theme: row.theme,
        title: inLocale(locale, row.titleVi, row.titleEn),
        summary: inLocale(locale, row.summaryVi, row.summaryEn),
        paragraphs: paragraphsOf(inLocale(locale, row.bodyVi, row.bodyEn)),
      }));
      return listPage({ items, total: result.total }, page, limit, () => repo.countNews(symbol));
    },
  );

  app.get(
    '/ttpt-suggestion-categories',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'Recommendation categories (spec §3): code, name, columnsMapping (column key → header in the locale) and columnsData (the keys shown, in order)',
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(z.array(RecommendationCategorySchema)), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const rows = await repo.recommendationCategories();
      return {
        data: rows.map((row) => ({
          code: row.code,
          name: inLocale(locale, row.nameVi, row.nameEn),
          columnsMapping: Object.fromEntries(
            Object.entries(row.columnsMapping).map(([key, header]) => [key, header[locale]]),
          ),
          columnsData: row.columnsData,
        })),
      };
    },
  );

  /** The category asked for (400 on `category_code` if unknown), or the first when none. */
  async function categoryOf(code: string | undefined, fallbackToFirst: boolean) {
    const categories = await repo.recommendationCategories();
    if (code === undefined) return fallbackToFirst ? categories[0]?.code : undefined;
    if (!categories.some((c) => c.code === code)) {
      throw new HttpError(400, 'recommendation_category_not_found', { field: 'category_code' });
    }
    return code;
  }

  const recommendationList =
    (latest: boolean) =>
    async (request: { query: z.output<typeof RecommendationQuerySchema> & { locale: Locale } }) => {
      const { locale, category_code, stock_symbol: symbol, page, limit } = request.query;
      if (symbol !== undefined) await requireCompany(repo, symbol);
      const categoryCode = await categoryOf(category_code, latest);
      const filter = { categoryCode, symbol, latest };
      const result = await repo.recommendations(filter, { page, limit });
      const items = result.items.map((row) => toRecommendation(row, locale));
      return listPage({ items, total: result.total }, page, limit, () =>
        repo.countRecommendations(filter),
      );
    };

  app.get(
    '/ttpt-recommendations',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'The latest call on each company in a category (the first category when none is given), newest first; every column key of the category is a field',
        querystring: withLocale(RecommendationQuerySchema.shape),
        response: { 200: listEnvelope(RecommendationSchema), ...BAD_INPUT },
      },
    },
    recommendationList(true),
  );

  app.get(
    '/ttpt-recommendations/history',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Every call (of a company, of a category, or all), newest first',
        querystring: withLocale(RecommendationHistoryQuerySchema.shape),
        response: { 200: listEnvelope(RecommendationSchema), ...BAD_INPUT },
      },
    },
    recommendationList(false),
  );
};
