import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AnalysisReport } from '@brokerage/shared/validation/contentItems.ts';

export type { AnalysisReport };

/** The report preview's calls: `GET ttpt-reports/{id}` and `POST ttpt-reports/create-download`. */
export function reportPreviewSource(api: ApiClient) {
  const items = createContentItemsApi(api);
  return {
    getReport: (id: number, locale: Locale, signal: AbortSignal): Promise<AnalysisReport> =>
      items.getAnalysisReport(id, { locale, signal }),
    downloadReport: (id: number, recaptchaToken: string | null): Promise<BlobResult> =>
      items.downloadAnalysisReport(id, { grecaptchaToken: recaptchaToken }),
  };
}

export type ReportPreviewSource = ReturnType<typeof reportPreviewSource>;
