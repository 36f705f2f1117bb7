import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import { lazyContentItemsApi } from '@brokerage/shared/api/lazyApis.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  AnalysisReport,
  AnalysisReportCategory,
  ContentSummary,
} from '@brokerage/shared/validation/contentItems.ts';
import type { PageLoader } from '@brokerage/shared/app/data/PagedListStore.ts';

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

/** The report calls of spec §7 (`ttpt-reports`, `ttpt-reports/create-download`, `annual-reports`, `financial-reports`, `governance-reports`). */
export function reportsSource(api: ApiClient) {
  const items = lazyContentItemsApi(api);
  const analysisReports: PageLoader<AnalysisReport, CategoryCodeParams> = (
    { page, limit, params, locale },
    signal,
  ) =>
    items.listAnalysisReports({ page, limit, category_code: params.category }, { locale, signal });
  const analysisCategories = async (
    locale: Locale,
    signal: AbortSignal,
  ): Promise<AnalysisReportCategory[]> =>
    (await items.listAnalysisReportCategories({ locale, signal })).data;
  const annualReports: PageLoader<AnnualReport, YearParams> = (
    { page, limit, params, locale },
    signal,
  ) => items.listAnnualReports({ page, limit, year: params.year }, { locale, signal });
  const financialReports: PageLoader<FinancialReport, YearParams> = (
    { page, limit, params, locale },
    signal,
  ) => items.listFinancialReports({ page, limit, year: params.year }, { locale, signal });
  const governanceReports: PageLoader<GovernanceReport, YearParams> = (
    { page, limit, params, locale },
    signal,
  ) => items.listGovernanceReports({ page, limit, year: params.year }, { locale, signal });
  /** The report's PDF (SSO session only); the reCAPTCHA token when the site has a key. */
  const downloadReport = (id: number, recaptchaToken: string | null): Promise<BlobResult> =>
    items.downloadAnalysisReport(id, { grecaptchaToken: recaptchaToken });
  return {
    analysisReports,
    analysisCategories,
    downloadReport,
    annualReports,
    financialReports,
    governanceReports,
  };
}

export type ReportsSource = ReturnType<typeof reportsSource>;
