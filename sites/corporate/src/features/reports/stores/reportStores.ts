import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type {
  AnnualReport,
  FinancialReport,
  GovernanceReport,
  YearParams,
} from '../api/reportsApi';
import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import {
  apiReportDownloads,
  ReportDownloadStore,
  type ReportDownloadOptions,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import { ANALYSIS_PREVIEW_SIZE, AnalysisReportsStore } from './AnalysisReportsStore';
import { lazyCalls } from '@brokerage/shared/api/lazyCalls.ts';

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
  api: ApiClient,
  download: Partial<ReportDownloadOptions> = {},
): ReportFeatureStores {
  const call = lazyCalls(api, () => import('../api/reportsApi'));
  const documents = { limit: DOCUMENTS_PAGE_SIZE };
  return {
    analysisReports: new AnalysisReportsStore(api),
    homeReports: new AnalysisReportsStore(api, {
      limit: ANALYSIS_PREVIEW_SIZE,
      context: 'home.reports',
    }),
    reportDownload: new ReportDownloadStore(apiReportDownloads(api), {
      save: saveFile,
      ...download,
    }),
    annualReports: new PagedListStore(
      call((m) => m.listAnnualReports),
      {
        ...documents,
        context: 'annual-reports',
      },
    ),
    financialReports: new PagedListStore(
      call((m) => m.listFinancialReports),
      {
        ...documents,
        context: 'financial-reports',
      },
    ),
    governanceReports: new PagedListStore(
      call((m) => m.listGovernanceReports),
      {
        ...documents,
        context: 'governance-reports',
      },
    ),
  };
}
