import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { vietnamDate } from '@brokerage/shared/market/calendar.ts';
import { EXCHANGE_CODES } from '@brokerage/shared/market/exchanges.ts';
import {
  ApiErrorBodySchema,
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
  RECOMMENDATION_COLUMNS,
  type RecommendationColumn,
} from '@brokerage/shared/market/companyData.ts';
import type { RecommendationCategoryRow } from '@brokerage/shared/validation/companyProfiles.ts';
import { CORPORATE_ACTION_KINDS } from '@brokerage/shared/validation/market.ts';
import {
  ExerciseRightQuerySchema,
  ExerciseRightSchema,
  StockSymbolSchema,
} from '@brokerage/shared/validation/marketApi.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { registerFormBodies } from '../../lib/http/form-bodies';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT, listPage } from '../../lib/http/route-schemas';
import { downloadRateLimit } from '../../lib/security/form-rate-limit';
import { xlsxDisposition } from '../../lib/xlsx/disposition';
import {
  buildXlsx,
  XLSX_CONTENT_TYPE,
  type CellValue,
  type ColumnFormat,
  type SheetColumn,
} from '../../lib/xlsx/workbook';
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

// ─── Recommendation exports (.xlsx) ────────────────────────────────────────────────────────

/** The most rows one export writes: far above the dataset's whole history (some 500 calls). */
export const RECOMMENDATION_EXPORT_MAX_ROWS = 10_000;

/** How each column of a recommendation is written to the sheet. */
const EXPORT_FORMATS: Record<RecommendationColumn, ColumnFormat> = {
  stockSymbol: 'text',
  exchange: 'text',
  recommendationDate: 'date',
  recommendation: 'text',
  price: 'number',
  targetPrice: 'number',
  upsidePercent: 'decimal',
  stopLossPrice: 'number',
  horizonMonths: 'number',
  source: 'text',
  analyst: 'text',
};

const EXPORT_TEXTS = {
  /** The first column of an export across categories. */
  category: { vi: 'Loại khuyến nghị', en: 'Category' },
  history: { vi: 'Lịch sử khuyến nghị', en: 'Recommendation history' },
  latest: { vi: 'Khuyến nghị', en: 'Recommendations' },
} as const;

/** A form field left blank is no filter. */
const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/**
 * The form of both exports (spec §7 `POST ttpt-recommendations/export?locale=` and
 * `…/history/export`): the list calls' filters and the reCAPTCHA token (spec §5: attached
 * when the site has one). Multipart, URL-encoded or JSON; no body at all is no filter.
 */
const RecommendationExportBodySchema = z
  .object({
    category_code: blankOr(RecommendationQuerySchema.shape.category_code.unwrap()),
    stock_symbol: blankOr(StockSymbolSchema),
    grecaptcha_token: safeLine().max(4000).optional(),
  })
  .nullish();

interface ExportColumn extends SheetColumn {
  cell: (row: Recommendation) => CellValue;
}

/**
 * The sheet's columns: those of the category (its columnsData, headed by its columnsMapping in
 * the locale, as the site's table shows them); across categories, the category first, then
 * every column some category shows, in RECOMMENDATION_COLUMNS order.
 */
function exportColumns(
  categories: readonly RecommendationCategoryRow[],
  category: RecommendationCategoryRow | undefined,
  locale: Locale,
): ExportColumn[] {
  const column = (key: RecommendationColumn, header: string | undefined): ExportColumn => ({
    header: header ?? key,
    format: EXPORT_FORMATS[key],
    cell: (row) => (key === 'recommendation' ? row.recommendationLabel : row[key]),
  });
  if (category) {
    return category.columnsData.map((key) => column(key, category.columnsMapping[key]?.[locale]));
  }
  const names = new Map(categories.map((c) => [c.code, inLocale(locale, c.nameVi, c.nameEn)]));
  const shown = RECOMMENDATION_COLUMNS.filter((key) =>
    categories.some((c) => c.columnsData.includes(key)),
  );
  return [
    {
      header: EXPORT_TEXTS.category[locale],
      format: 'text',
      cell: (row) => names.get(row.categoryCode) ?? row.categoryCode,
    },
    ...(shown.length > 0 ? shown : RECOMMENDATION_COLUMNS).map((key) =>
      column(key, categories.find((c) => c.columnsMapping[key])?.columnsMapping[key]?.[locale]),
    ),
  ];
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

  /**
   * The category asked for (400 `recommendation_category_not_found` on `category_code` if
   * unknown), or the first when none and `fallbackToFirst`; with every category.
   */
  async function categoryOf(code: string | undefined, fallbackToFirst: boolean) {
    const categories = await repo.recommendationCategories();
    if (code === undefined) {
      return { categories, category: fallbackToFirst ? categories[0] : undefined };
    }
    const category = categories.find((c) => c.code === code);
    if (!category) {
      throw new HttpError(400, 'recommendation_category_not_found', { field: 'category_code' });
    }
    return { categories, category };
  }

  const recommendationList =
    (latest: boolean) =>
    async (request: { query: z.output<typeof RecommendationQuerySchema> & { locale: Locale } }) => {
      const { locale, category_code, stock_symbol: symbol, page, limit } = request.query;
      if (symbol !== undefined) await requireCompany(repo, symbol);
      const { category } = await categoryOf(category_code, latest);
      const filter = { categoryCode: category?.code, symbol, latest };
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

  /**
   * The two exports: every row the list call would page through for the same filters (up to
   * RECOMMENDATION_EXPORT_MAX_ROWS), as a one-sheet workbook with the headers in the locale; an
   * empty result is the header row alone. Never cached: a POST, and the token is single-use.
   */
  const exportRoutes: FastifyPluginAsyncZod = async (scope) => {
    await registerFormBodies(scope);

    const exportSchema = (summary: string) => ({
      tags: [TAG],
      summary,
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
      querystring: LocaleQuerySchema,
      body: RecommendationExportBodySchema,
      response: {
        200: {
          description: 'The workbook, as an attachment',
          content: { [XLSX_CONTENT_TYPE]: { schema: z.string() } },
        },
        ...BAD_INPUT,
        400: ApiErrorBodySchema.describe(
          'Validation failed, `recommendation_category_not_found`, or reCAPTCHA rejected (`grecaptcha_token`)',
        ),
      },
    });

    const exportOf =
      (latest: boolean) =>
      async (
        request: {
          query: { locale: Locale };
          body: z.output<typeof RecommendationExportBodySchema>;
          ip: string;
        },
        reply: FastifyReply,
      ) => {
        const { locale } = request.query;
        const body = request.body ?? {};
        await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
        const symbol = body.stock_symbol || undefined;
        const code = body.category_code || undefined;
        if (symbol !== undefined) await requireCompany(repo, symbol);
        const { categories, category } = await categoryOf(code, latest);
        const filter = { categoryCode: category?.code, symbol, latest };
        const { items } = await repo.recommendations(filter, {
          page: 1,
          limit: RECOMMENDATION_EXPORT_MAX_ROWS,
        });
        const columns = exportColumns(categories, category, locale);
        const rows = items.map((row) => {
          const recommendation = toRecommendation(row, locale);
          return columns.map((column) => column.cell(recommendation));
        });
        const now = app.now();
        const categoryName = category && inLocale(locale, category.nameVi, category.nameEn);
        const sheet = latest
          ? [categoryName ?? EXPORT_TEXTS.latest[locale], symbol]
          : [EXPORT_TEXTS.history[locale], symbol];
        const title = latest
          ? [...sheet, vietnamDate(now)]
          : [...sheet, categoryName && `(${categoryName})`, vietnamDate(now)];
        const workbook = buildXlsx({ name: sheet.filter(Boolean).join(' '), columns, rows }, now);
        return (
          reply
            .type(XLSX_CONTENT_TYPE)
            .header('content-disposition', xlsxDisposition(title.filter(Boolean).join(' ')))
            .header('cache-control', 'no-store')
            .header('x-content-type-options', 'nosniff')
            // Bytes bypass the serializer; the declared 200 schema only documents the file.
            .send(workbook as never)
        );
      };

    scope.post(
      '/ttpt-recommendations/export',
      {
        config: downloadRateLimit(app),
        schema: exportSchema(
          'The latest calls of a category (the first when none is given; one company with stock_symbol) as an .xlsx workbook, the category’s columns headed in the locale (form: category_code, stock_symbol, grecaptcha_token)',
        ),
      },
      exportOf(true),
    );

    scope.post(
      '/ttpt-recommendations/history/export',
      {
        config: downloadRateLimit(app),
        schema: exportSchema(
          'Every call (of a category and/or company, or all) as an .xlsx workbook, newest first; across categories a category column leads (form: category_code, stock_symbol, grecaptcha_token)',
        ),
      },
      exportOf(false),
    );
  };
  await app.register(exportRoutes);
};
