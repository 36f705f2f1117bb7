import type { ApiClient } from '@brokerage/shared/api/client.ts';
import {
  ReportDownloadStore,
  type ReportDownloadOptions,
} from '@brokerage/shared/app/reports/ReportDownloadStore.ts';

/** The shared download store on this site's download call, which loads with the first download. */
export function createReportDownloadStore(
  api: ApiClient,
  options: ReportDownloadOptions,
): ReportDownloadStore {
  return new ReportDownloadStore(
    {
      downloadReport: async (id, recaptchaToken) => {
        const { downloadReport } = await import('../api/reportsApi');
        return downloadReport(api, id, recaptchaToken);
      },
    },
    options,
  );
}
