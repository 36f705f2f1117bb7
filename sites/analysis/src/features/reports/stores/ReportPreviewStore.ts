import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AnalysisReport } from '../api/reportsApi';

/** Ids the API can hold (a positive 32-bit integer); anything else is not a report. */
const MAX_ID = 2_147_483_647;

export function parseReportId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** `loginRequired`: a requiredLogin report asked for without a customer session (401). */
export type PreviewFailure = 'loginRequired' | LoadFailure;

/** The answer about one report: the report, or null when the visitor must log in to see it. */
interface Preview {
  id: number;
  report: AnalysisReport | null;
}

/**
 * The report of the preview page (`bao-cao-phan-tich/{id}`): one request at a time, the report
 * or why there is none. A reload (after a login) keeps the panel on screen until the answer.
 */
export class ReportPreviewStore {
  // A 401 is an answer here (the login panel), not a failure: as a value it stays on screen
  // while the page asks again, where the loader clears its failure at each request.
  readonly #preview = new ResourceStore<Preview>('reports.preview');
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get report(): AnalysisReport | null {
    return this.#preview.failure ? null : (this.#preview.value?.report ?? null);
  }

  get loading(): boolean {
    return this.#preview.isLoading;
  }

  get failure(): PreviewFailure | null {
    const value = this.#preview.value;
    return this.#preview.failure ?? (value && value.report === null ? 'loginRequired' : null);
  }

  load(id: number, locale: Locale): Promise<void> {
    return this.#preview.load(
      async (signal) => {
        // The call and its zod schemas load with the first report, not with the site's entry.
        const { getReport } = await import('../api/reportsApi');
        try {
          return { id, report: await getReport(this.#api, id, locale, signal) };
        } catch (error) {
          // Any 401: `login_required`, or a token that died meanwhile (the shell drops it and
          // offers a new login); either way this visitor needs to log in to see the report.
          if (isApiRequestError(error) && error.status === 401) return { id, report: null };
          throw error;
        }
      },
      { clear: this.#preview.value?.id !== id },
    );
  }

  cancel(): void {
    this.#preview.cancel();
  }
}
