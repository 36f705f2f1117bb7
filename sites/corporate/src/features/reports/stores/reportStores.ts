import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type {
  AnnualReport,
  FinancialReport,
  GovernanceReport,
  ReportsSource,
  YearParams,
} from '../api/reportsApi';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import {
  ReportDownloadStore,
  type ReportDownloadOptions,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { ANALYSIS_PREVIEW_SIZE, AnalysisReportsStore } from './AnalysisReportsStore';

/** Spec §9: report lists show 10 a page. */
export const DOCUMENTS_PAGE_SIZE = 10;

/** The reports feature's stores, as the RootStore names them. */
export interface ReportFeatureStores {
  analysisReports: AnalysisReportsStore;
  /** The home carousel: the ten newest reports. */
  homeReports: AnalysisReportsStore;
  /** Report PDFs downloaded from the cards (SSO sessions). */
  reportDownload: ReportDownloadStore;
  annualReports: PagedListStore<AnnualReport, YearParams>;
  financialReports: PagedListStore<FinancialReport, YearParams>;
  governanceReports: PagedListStore<GovernanceReport, YearParams>;
}

export function createReportFeatureStores(
  source: ReportsSource,
  download: Partial<ReportDownloadOptions> = {},
): ReportFeatureStores {
  const documents = { limit: DOCUMENTS_PAGE_SIZE };
  return {
    analysisReports: new AnalysisReportsStore(source),
    homeReports: new AnalysisReportsStore(source, {
      limit: ANALYSIS_PREVIEW_SIZE,
      context: 'home.reports',
    }),
    reportDownload: new ReportDownloadStore(source, { save: saveFile, ...download }),
    annualReports: new PagedListStore(source.annualReports, {
      ...documents,
      context: 'annual-reports',
    }),
    financialReports: new PagedListStore(source.financialReports, {
      ...documents,
      context: 'financial-reports',
    }),
    governanceReports: new PagedListStore(source.governanceReports, {
      ...documents,
      context: 'governance-reports',
    }),
  };
}
