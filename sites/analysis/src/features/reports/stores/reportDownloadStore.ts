import type { ApiClient } from '@brokerage/shared/api/client.ts';
import {
  apiReportDownloads,
  ReportDownloadStore,
  type ReportDownloadOptions,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';

/** The shared download store on the API's download call, which loads with the first download. */
export function createReportDownloadStore(
  api: ApiClient,
  options: ReportDownloadOptions,
): ReportDownloadStore {
  return new ReportDownloadStore(apiReportDownloads(api), options);
}
