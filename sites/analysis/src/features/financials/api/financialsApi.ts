/**
 * thong-tin-tai-chinh's calls (spec §7 "Analysis centre", docs/fundamentals.md "API:
 * statements, ratios, plans, reports"), each a small typed function whose answer is parsed with
 * the shared schemas (`validation/fundamentalsApi.ts`). Amounts are whole VND, ratios fractions.
 */
import { z } from 'zod';
import type { ApiClient, BlobResult, ListResult } from '@brokerage/shared/api/client.ts';
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  BusinessPlanStatisticSchema,
  FinancialRatiosSchema,
  FinancialReportSchema,
  StatementSchema,
  type BusinessPlanStatistic,
  type FinancialRatios,
  type FinancialReport,
  type FundamentalPeriod,
  type Statement,
} from '@brokerage/shared/validation/fundamentalsApi.ts';

export type { BusinessPlanStatistic, FinancialRatios, FinancialReport, Statement };

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** `ttpt-stox-tb-fund-{type}/{sub-path}`: one statement, every stored period of the kind. */
export const getStatement = (
  api: ApiClient,
  query: { symbol: string; firmType: FirmType; path: StatementPath; period: FundamentalPeriod },
  { locale, signal }: Call,
): Promise<Statement> =>
  api.getData(`ttpt-stox-tb-fund-${query.firmType}/${query.path}`, StatementSchema, {
    params: { stock_symbol: query.symbol, period: query.period, locale },
    signal,
  });

/** `ttpt-financial-ratios`: the ratios at each year or quarter end, with the sector median. */
export const getFinancialRatios = (
  api: ApiClient,
  query: { symbol: string; period: FundamentalPeriod },
  { locale, signal }: Call,
): Promise<FinancialRatios> =>
  api.getData('ttpt-financial-ratios', FinancialRatiosSchema, {
    params: { stock_symbol: query.symbol, period: query.period, locale },
    signal,
  });

/** `ttpt-business-plan-statistics`: the last five AGM plans against the results, newest first. */
export const getBusinessPlans = (
  api: ApiClient,
  symbol: string,
  { locale, signal }: Call,
): Promise<BusinessPlanStatistic[]> =>
  api.getData('ttpt-business-plan-statistics', z.array(BusinessPlanStatisticSchema), {
    params: { stock_symbol: symbol, locale },
    signal,
  });

/** `ttpt-financial-reports`: the published statements, newest first, one page. */
export const getFinancialReports = (
  api: ApiClient,
  query: { symbol: string; page: number; limit: number },
  { locale, signal }: Call,
): Promise<ListResult<FinancialReport>> =>
  api.getList('ttpt-financial-reports', FinancialReportSchema, {
    params: { stock_symbol: query.symbol, page: query.page, limit: query.limit, locale },
    signal,
  });

/**
 * `POST ttpt-financial-reports/create-download`: one period's statements as a CSV attachment
 * (no login, no reCAPTCHA token: the call takes neither). The API reads a JSON body only, and
 * the client's file call posts a form: with a JSON content type, the client sends the form's
 * fields as a JSON object (shared/src/api/client.ts `formToJson`); the API coerces the numbers.
 */
export const downloadFinancialReport = (
  api: ApiClient,
  report: Pick<FinancialReport, 'stockSymbol' | 'year' | 'quarter'>,
  { locale }: Pick<Call, 'locale'>,
): Promise<BlobResult> =>
  api.postBlob(
    'ttpt-financial-reports/create-download',
    { stock_symbol: report.stockSymbol, year: report.year, quarter: report.quarter },
    {
      params: { locale },
      headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/json' },
    },
  );
