/**
 * The research pages' calls (spec §7 "Analysis centre"; docs/fundamentals.md): the research
 * reports of the CMS (`ttpt-reports`, `ttpt-report-categories`, `ttpt-reports/{id}`), the house's
 * fundamental calls behind the company reports (`ttpt-recommendations/history`) and the business
 * news (`ttpt-business-news`), each parsed with the shared schemas.
 */
import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  BusinessNewsSchema,
  RecommendationSchema,
  type BusinessNews,
  type Recommendation,
} from '@brokerage/shared/validation/companyDataApi.ts';
import type {
  AnalysisReport,
  AnalysisReportCategory,
} from '@brokerage/shared/validation/contentItems.ts';

export type { AnalysisReport, AnalysisReportCategory, BusinessNews, Recommendation };

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** The research list's filters: a category code, a stock symbol (each optional). */
export interface ReportFilter {
  category?: string | null;
  symbol?: string | null;
}

/** `GET ttpt-reports`: one page, newest first. */
export const listReports = (
  api: ApiClient,
  { page, limit, filter }: { page: number; limit: number; filter: ReportFilter },
  { locale, signal }: Call,
): Promise<ListResult<AnalysisReport>> =>
  createContentItemsApi(api).listAnalysisReports(
    {
      page,
      limit,
      ...(filter.category ? { category_code: filter.category } : {}),
      ...(filter.symbol ? { stock_symbol: filter.symbol } : {}),
    },
    { locale, signal },
  );

/** `GET ttpt-report-categories`: every category, in the CMS's order. */
export const listReportCategories = async (
  api: ApiClient,
  { locale, signal }: Call,
): Promise<AnalysisReportCategory[]> =>
  (await createContentItemsApi(api).listAnalysisReportCategories({ locale, signal })).data;

/** `GET ttpt-reports/{id}`: 401 for a requiredLogin report without a customer session. */
export const getReport = (
  api: ApiClient,
  id: number,
  { locale, signal }: Call,
): Promise<AnalysisReport> => createContentItemsApi(api).getAnalysisReport(id, { locale, signal });

/** The house's fundamental calls on one company, newest first (a company has a handful). */
export const listFundamentalCalls = async (
  api: ApiClient,
  symbol: string,
  { locale, signal }: Call,
): Promise<Recommendation[]> =>
  (
    await api.getList('ttpt-recommendations/history', RecommendationSchema, {
      params: { locale, category_code: 'fundamental', stock_symbol: symbol, page: 1, limit: 100 },
      signal,
    })
  ).data;

/** `GET ttpt-business-news`: one page of a company's news, newest first. */
export const listBusinessNews = (
  api: ApiClient,
  { symbol, page, limit }: { symbol: string; page: number; limit: number },
  { locale, signal }: Call,
): Promise<ListResult<BusinessNews>> =>
  api.getList('ttpt-business-news', BusinessNewsSchema, {
    params: { locale, stock_symbol: symbol, page, limit },
    signal,
  });
