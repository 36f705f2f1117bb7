import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient, BlobResult } from '@brokerage/shared/api/client.ts';
import {
  logLoadError,
  toLoadFailure,
  type LoadFailure,
} from '@brokerage/shared/app/data/loadError.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FinancialReport } from '../api/financialsApi';

const financialsApi = () => import('../api/financialsApi');

/** Reports a page (the API's default, as the centre's other report lists: spec §9). */
export const REPORTS_PAGE_SIZE = 15;

export type ReportDownloadOutcome = 'saved' | LoadFailure;

export interface FinancialReportsOptions {
  /** Saves the file (the browser's download in the app, a spy in tests). */
  save: (blob: Blob, fileName: string) => void;
  /** The file call; the API's by default. */
  download?: (report: FinancialReport, locale: Locale) => Promise<BlobResult>;
}

/** The name to save a period's statements under when the server named none. */
export function reportFileName({ stockSymbol, year, quarter }: FinancialReport): string {
  return quarter === 0 ? `${stockSymbol}_${year}.csv` : `${stockSymbol}_${year}_Q${quarter}.csv`;
}

/**
 * `ttpt-financial-reports`: the published statements, newest first, "more" appending the next
 * page (spec §4), and the download of one period's statements as CSV (`create-download`; no
 * login or reCAPTCHA: the call asks for neither). One download at a time.
 */
export class FinancialReportsStore {
  readonly pages: PagedListStore<FinancialReport, { symbol: string }>;
  downloadingId: string | null = null;
  /** The last failed download and why; cleared by the next attempt. */
  failure: { reportId: string; kind: LoadFailure } | null = null;

  readonly #save: FinancialReportsOptions['save'];
  readonly #download: NonNullable<FinancialReportsOptions['download']>;

  constructor(api: ApiClient, options: FinancialReportsOptions) {
    this.pages = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await financialsApi()).getFinancialReports(
          api,
          { symbol: params.symbol, page, limit },
          { locale, signal },
        ),
      { limit: REPORTS_PAGE_SIZE, context: 'analysis.financials.reports' },
    );
    this.#save = options.save;
    this.#download =
      options.download ??
      (async (report, locale) =>
        (await financialsApi()).downloadFinancialReport(api, report, { locale }));
    makeAutoObservable(this, { pages: false }, { autoBind: true });
  }

  load(symbol: string, locale: Locale): Promise<void> {
    return this.pages.load(1, { symbol }, locale);
  }

  cancel(): void {
    this.pages.cancel();
  }

  isDownloading(reportId: string): boolean {
    return this.downloadingId === reportId;
  }

  failureFor(reportId: string): LoadFailure | null {
    return this.failure?.reportId === reportId ? this.failure.kind : null;
  }

  /** Fetches the period's CSV in the page's language and saves it under the server's name. */
  async download(report: FinancialReport, locale: Locale): Promise<ReportDownloadOutcome> {
    if (this.downloadingId !== null) return 'server';
    this.downloadingId = report.id;
    this.failure = null;
    let outcome: ReportDownloadOutcome = 'saved';
    try {
      const { blob, fileName } = await this.#download(report, locale);
      this.#save(blob, fileName ?? reportFileName(report));
    } catch (error) {
      logLoadError('analysis.financials.download', error);
      outcome = toLoadFailure(error);
    } finally {
      runInAction(() => {
        this.downloadingId = null;
        this.failure = outcome === 'saved' ? null : { reportId: report.id, kind: outcome };
      });
    }
    return outcome;
  }
}
