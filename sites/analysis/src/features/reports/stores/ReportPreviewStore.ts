import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  isCanceled,
  logLoadError,
  toLoadFailure,
  type LoadFailure,
} from '@brokerage/shared/app/data/loadError.ts';
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

/**
 * The report of the preview page (`bao-cao-phan-tich/{id}`): one request at a time, the report
 * or why there is none. A reload (after a login) keeps the panel on screen until the answer.
 */
export class ReportPreviewStore {
  report: AnalysisReport | null = null;
  loading = false;
  failure: PreviewFailure | null = null;

  readonly #api: ApiClient;
  #controller: AbortController | null = null;
  #key: { id: number; locale: Locale } | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { report: observableRef }, { autoBind: true });
  }

  /** The report on screen is this one, in this language. */
  shows(id: number, locale: Locale): boolean {
    return this.report?.id === id && this.#key?.locale === locale;
  }

  async load(id: number, locale: Locale): Promise<void> {
    this.cancel();
    const controller = new AbortController();
    this.#controller = controller;
    const same = this.#key?.id === id;
    this.#key = { id, locale };
    this.loading = true;
    if (!same) {
      this.report = null;
      this.failure = null;
    }
    try {
      // The call and its zod schemas load with the first report, not with the site's entry.
      const { getReport } = await import('../api/reportsApi');
      const report = await getReport(this.#api, id, locale, controller.signal);
      runInAction(() => {
        if (controller.signal.aborted) return;
        this.report = report;
        this.failure = null;
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      const failure = previewFailure(error);
      if (failure !== 'loginRequired') logLoadError('reports.preview', error);
      runInAction(() => {
        this.report = null;
        this.failure = failure;
      });
    } finally {
      if (this.#controller === controller) {
        this.#controller = null;
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }

  cancel(): void {
    this.#controller?.abort();
    this.#controller = null;
    this.loading = false;
  }
}

function previewFailure(error: unknown): PreviewFailure {
  // Any 401: `login_required`, or a token that died meanwhile (the shell drops it and offers a
  // new login); either way this visitor needs to log in to see the report.
  if (isApiRequestError(error) && error.status === 401) return 'loginRequired';
  return toLoadFailure(error);
}
