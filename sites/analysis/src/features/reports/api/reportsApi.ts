import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { createContentItemsApi } from '@brokerage/shared/api/contentItemsApi.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AnalysisReport } from '@brokerage/shared/validation/contentItems.ts';

export type { AnalysisReport };

/** `GET ttpt-reports/{id}`: the report of the preview page (401 for a requiredLogin report without a session). */
export const getReport = (
  api: ApiClient,
  id: number,
  locale: Locale,
  signal: AbortSignal,
): Promise<AnalysisReport> => createContentItemsApi(api).getAnalysisReport(id, { locale, signal });
