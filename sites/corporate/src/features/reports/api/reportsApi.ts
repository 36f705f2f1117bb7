import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  AnalysisReport,
  AnalysisReportCategory,
  ContentSummary,
} from '@brokerage/shared/validation/contentItems.ts';
import { pageOfItems } from '../../../lib/catalog/contentCalls';

export type AnnualReport = ContentSummary<'annual_report'>;
export type FinancialReport = ContentSummary<'financial_report'>;
export type GovernanceReport = ContentSummary<'governance_report'>;
export type { AnalysisReport, AnalysisReportCategory };

/** A list filtered by an optional category code (analysis reports). */
export interface CategoryCodeParams {
  category?: string;
}

/** A list filtered by an optional year (financial statements). */
export interface YearParams {
  year?: number;
}

const byYear = (params: YearParams) => ({ year: params.year });

// The report calls of spec §7.

/** `GET ttpt-reports?category_code=…`, one page. */
export const listAnalysisReports = pageOfItems(
  (items) => items.listAnalysisReports,
  (params: CategoryCodeParams) => ({ category_code: params.category }),
);

/** `GET ttpt-report-categories`, all of them. */
export const listAnalysisReportCategories = async (
  api: ApiClient,
  locale: Locale,
  signal: AbortSignal,
): Promise<AnalysisReportCategory[]> =>
  (await createContentItemsApi(api).listAnalysisReportCategories({ locale, signal })).data;

/** `GET annual-reports?year=…`, one page. */
export const listAnnualReports = pageOfItems((items) => items.listAnnualReports, byYear);

/** `GET financial-reports?year=…`, one page. */
export const listFinancialReports = pageOfItems((items) => items.listFinancialReports, byYear);

/** `GET governance-reports?year=…`, one page. */
export const listGovernanceReports = pageOfItems((items) => items.listGovernanceReports, byYear);
