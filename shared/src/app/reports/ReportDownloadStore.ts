import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, BlobResult } from '../../api/client';
import { isApiRequestError } from '../../api/errors';
import { fallbackReportFileName } from '../files/saveFile';
import { logLoadError, toLoadFailure, type LoadFailure } from '../data/loadError';

/** What a download needs of the customer session (spec §1: "download requires SSO login"). */
export interface DownloadSession {
  isLoggedIn: boolean;
  isSso: boolean;
}

/** `login`: nobody is logged in; `sso`: a direct session, which may not download; else go. */
export type DownloadStep = 'login' | 'sso' | 'download';

export function downloadStep(session: DownloadSession): DownloadStep {
  if (!session.isLoggedIn) return 'login';
  return session.isSso ? 'download' : 'sso';
}

/**
 * The query flag of a report's page that an SSO login returns to from a download button: the
 * page starts that download once the SSO session is in (spec §1), then drops the flag.
 */
export const DOWNLOAD_AFTER_SSO = 'download';

/** `path` with the flag set (its other query parameters kept). */
export function withDownloadAfterSso(path: string): string {
  const url = new URL(path, 'http://local.invalid');
  url.searchParams.set(DOWNLOAD_AFTER_SSO, '1');
  return url.pathname + url.search;
}

/** `search` without the flag ('' when nothing is left), and whether it was there. */
export function takeDownloadAfterSso(search: string): { requested: boolean; search: string } {
  const params = new URLSearchParams(search);
  const requested = params.get(DOWNLOAD_AFTER_SSO) === '1';
  params.delete(DOWNLOAD_AFTER_SSO);
  const rest = params.toString();
  return { requested, search: rest ? `?${rest}` : '' };
}

/**
 * Why a download did not happen: the server wants an SSO session after all (`sso`), the session
 * ended meanwhile (`session`: the shell's token-expired modal is already up), or a load failure.
 */
export type DownloadFailure = 'sso' | 'session' | LoadFailure;
export type DownloadOutcome = 'saved' | DownloadFailure;

export interface ReportDownloadSource {
  downloadReport: (id: number, recaptchaToken: string | null) => Promise<BlobResult>;
}

/**
 * The API's download, `POST ttpt-reports/create-download` (an SSO session only); the call and its
 * schemas load with the first download, not with the site's entry.
 */
export function apiReportDownloads(api: ApiClient): ReportDownloadSource {
  return {
    downloadReport: async (id, recaptchaToken) =>
      (await import('../../api/contentItemsApi'))
        .createContentItemsApi(api)
        .downloadAnalysisReport(id, { grecaptchaToken: recaptchaToken }),
  };
}

export interface ReportDownloadOptions {
  /** Saves the file (the browser's download in the app, a spy in tests). */
  save: (blob: Blob, fileName: string) => void;
  /** The reCAPTCHA token of the request when the site has a key; null otherwise. */
  getRecaptchaToken?: () => Promise<string | null>;
}

export interface DownloadableReport {
  id: number;
  file: string | null;
}

/** One report download at a time: which one is on its way, and how the last one ended. */
export class ReportDownloadStore {
  downloadingId: number | null = null;
  /** The last failure and the report it was for; cleared by the next attempt. */
  failure: { reportId: number; kind: DownloadFailure } | null = null;

  readonly #source: ReportDownloadSource;
  readonly #options: ReportDownloadOptions;

  constructor(source: ReportDownloadSource, options: ReportDownloadOptions) {
    this.#source = source;
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  isDownloading(reportId: number): boolean {
    return this.downloadingId === reportId;
  }

  failureFor(reportId: number): DownloadFailure | null {
    return this.failure?.reportId === reportId ? this.failure.kind : null;
  }

  /** Fetches the PDF and saves it under the server's file name. */
  async download(report: DownloadableReport): Promise<DownloadOutcome> {
    if (this.downloadingId !== null) return 'server';
    this.downloadingId = report.id;
    this.failure = null;
    let outcome: DownloadOutcome = 'saved';
    try {
      const token = (await this.#options.getRecaptchaToken?.()) ?? null;
      const { blob, fileName } = await this.#source.downloadReport(report.id, token);
      this.#options.save(blob, fileName ?? fallbackReportFileName(report));
    } catch (error) {
      outcome = downloadFailure(error);
      if (outcome !== 'sso' && outcome !== 'session') logLoadError('reports.download', error);
    } finally {
      runInAction(() => {
        this.downloadingId = null;
        this.failure = outcome === 'saved' ? null : { reportId: report.id, kind: outcome };
      });
    }
    return outcome;
  }

  dismissFailure(): void {
    this.failure = null;
  }
}

function downloadFailure(error: unknown): DownloadFailure {
  if (isApiRequestError(error)) {
    // 403 `sso_login_required` is the only refusal of a logged-in customer (contracts.md).
    if (error.status === 403) return 'sso';
    if (error.status === 401) return 'session';
  }
  return toLoadFailure(error);
}
