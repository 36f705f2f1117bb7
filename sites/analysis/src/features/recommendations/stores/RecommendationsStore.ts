import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import {
  logLoadError,
  toLoadFailure,
  type LoadFailure,
} from '@brokerage/shared/app/data/loadError.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type {
  Recommendation,
  RecommendationCategory,
  RecommendationExportKind,
} from '../api/recommendationsApi';

/** The API calls and their schemas load with the first request, not with the site's entry. */
const recommendationsApi = () => import('../api/recommendationsApi');

/** Latest calls a page ("more" appends the next). */
export const LATEST_PAGE_SIZE = 20;
/** One company's calls a page in the history dialog. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * What an export button downloads: the category's latest calls, its whole history, or the
 * history of the company whose dialog is open.
 */
export type ExportTarget = 'latest' | 'history' | 'symbolHistory';

export type ExportOutcome = 'saved' | LoadFailure;

export interface ExportOptions {
  /** Saves the file (the browser's download in the app, a spy in tests). */
  save: (blob: Blob, fileName: string) => void;
  /** The reCAPTCHA token of the request when the site has a key; null otherwise. */
  getRecaptchaToken?: () => Promise<string | null>;
}

/** One column of the table: a recommendation's field and its header in the page's language. */
export interface RecommendationColumn {
  key: RecommendationCategory['columnsData'][number];
  header: string;
}

interface Categories {
  locale: Locale;
  items: RecommendationCategory[];
}

const EXPORT_KINDS: Record<ExportTarget, RecommendationExportKind> = {
  latest: 'latest',
  history: 'history',
  symbolHistory: 'history',
};

/**
 * The analysts' recommendations under the research list (bao-cao-phan-tich): the categories
 * (`ttpt-suggestion-categories`, whose columnsData and columnsMapping make the table), the
 * latest call on each company of the chosen one, appending pages; a company's history in a
 * dialog, appending too; and the two .xlsx exports.
 */
export class RecommendationsStore {
  readonly categories = new ResourceStore<Categories>('analysis.recommendations.categories');
  readonly latest: PagedListStore<Recommendation, { category: string }>;
  readonly history: PagedListStore<Recommendation, { category: string; symbol: string }>;
  /** The category asked for; the first one while none is (or it no longer exists). */
  selectedCode: string | null = null;
  /** The company of the history dialog (kept while the dialog closes, for its last frames). */
  historySymbol: string | null = null;
  isHistoryOpen = false;
  /** The export on its way; one at a time. */
  exporting: ExportTarget | null = null;
  /** How the last export failed; cleared by the next one. */
  exportFailure: { target: ExportTarget; kind: LoadFailure } | null = null;

  readonly #api: ApiClient;
  #locale: Locale = 'vi';

  constructor(api: ApiClient) {
    this.#api = api;
    this.latest = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await recommendationsApi()).getRecommendations(
          api,
          { categoryCode: params.category, page, limit },
          { locale, signal },
        ),
      { limit: LATEST_PAGE_SIZE, context: 'analysis.recommendations.latest' },
    );
    this.history = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await recommendationsApi()).getRecommendationHistory(
          api,
          { categoryCode: params.category, symbol: params.symbol, page, limit },
          { locale, signal },
        ),
      { limit: HISTORY_PAGE_SIZE, context: 'analysis.recommendations.history' },
    );
    makeAutoObservable(
      this,
      { categories: false, latest: false, history: false },
      { autoBind: true },
    );
  }

  get categoryList(): RecommendationCategory[] {
    return this.categories.value?.items ?? [];
  }

  /** The category shown: the one asked for if it exists, else the first. */
  get category(): RecommendationCategory | null {
    const list = this.categoryList;
    return list.find((c) => c.code === this.selectedCode) ?? list[0] ?? null;
  }

  /** The table's columns: the category's keys in order, each with its header in the locale. */
  get columns(): RecommendationColumn[] {
    const category = this.category;
    if (!category) return [];
    return category.columnsData.map((key) => ({
      key,
      header: category.columnsMapping[key] ?? key,
    }));
  }

  /**
   * The calls shown: the latest answer's, when it is for the category shown (while another
   * category's first page is on its way, none: the table waits rather than show the wrong rows).
   */
  get rows(): Recommendation[] {
    const code = this.category?.code;
    return code === undefined ? [] : this.latest.items.filter((r) => r.categoryCode === code);
  }

  /** The categories or the first page of calls could not be read: the retry replaces the table. */
  get failure(): LoadFailure | null {
    return this.categories.failure ?? (this.rows.length === 0 ? this.latest.failure : null);
  }

  /** The API has no category, or the category has no call: the panel says so. */
  get isEmpty(): boolean {
    if (this.categories.value !== null && this.categoryList.length === 0) return true;
    return this.latest.isEmpty;
  }

  /** Nothing to show yet and an answer is awaited (a skeleton, not an empty message). */
  get isLoading(): boolean {
    return this.rows.length === 0 && this.failure === null && !this.isEmpty;
  }

  /** The calls of the open dialog's company in the category shown. */
  get historyRows(): Recommendation[] {
    const code = this.category?.code;
    const symbol = this.historySymbol;
    return this.history.items.filter((r) => r.categoryCode === code && r.stockSymbol === symbol);
  }

  get historyFailure(): LoadFailure | null {
    return this.historyRows.length === 0 ? this.history.failure : null;
  }

  get isHistoryLoading(): boolean {
    return this.historyRows.length === 0 && this.historyFailure === null && !this.history.isEmpty;
  }

  /** The categories in `locale` (once per language), then the category's first page. */
  async load(locale: Locale): Promise<void> {
    this.#locale = locale;
    const known = this.categories.value;
    if (known?.locale !== locale || this.categories.failure !== null) {
      await this.categories.load(async (signal) => ({
        locale,
        items: await (
          await recommendationsApi()
        ).getRecommendationCategories(this.#api, {
          locale,
          signal,
        }),
      }));
    }
    const category = this.category;
    if (!category || this.categories.failure !== null) return;
    await Promise.all([
      this.latest.load(1, { category: category.code }, locale),
      this.historySymbol === null || !this.isHistoryOpen
        ? undefined
        : this.history.load(1, { category: category.code, symbol: this.historySymbol }, locale),
    ]);
  }

  /** Shows another category: its first page, from the top. */
  selectCategory(code: string): Promise<void> {
    if (!this.categoryList.some((c) => c.code === code)) return Promise.resolve();
    this.selectedCode = code;
    this.closeHistory();
    return this.latest.load(1, { category: code }, this.#locale);
  }

  /** Asks again for what failed: the categories and the first page, or the next page. */
  retry(): Promise<void> {
    if (this.categories.failure !== null || !this.latest.hasAnswer) return this.load(this.#locale);
    return this.latest.retry();
  }

  /** Opens the dialog of `symbol`'s calls in the category shown. */
  openHistory(symbol: string): Promise<void> {
    const category = this.category;
    if (!category) return Promise.resolve();
    this.historySymbol = symbol;
    this.isHistoryOpen = true;
    this.exportFailure = null;
    return this.history.load(1, { category: category.code, symbol }, this.#locale);
  }

  closeHistory(): void {
    this.isHistoryOpen = false;
    this.history.cancel();
    if (this.exportFailure?.target === 'symbolHistory') this.exportFailure = null;
  }

  isExporting(target: ExportTarget): boolean {
    return this.exporting === target;
  }

  failureOf(target: ExportTarget): LoadFailure | null {
    return this.exportFailure?.target === target ? this.exportFailure.kind : null;
  }

  /**
   * Downloads the workbook of `target` for the category shown (and the company of the open
   * dialog), in the page's language, and saves it under the server's name.
   */
  async exportFile(target: ExportTarget, options: ExportOptions): Promise<ExportOutcome> {
    const category = this.category;
    const symbol =
      target !== 'symbolHistory' ? undefined : this.isHistoryOpen ? this.historySymbol : null;
    if (this.exporting !== null || !category || symbol === null) return 'server';
    this.exporting = target;
    this.exportFailure = null;
    const locale = this.#locale;
    let outcome: ExportOutcome = 'saved';
    try {
      const recaptchaToken = (await options.getRecaptchaToken?.()) ?? null;
      const { blob, fileName } = await (
        await recommendationsApi()
      ).exportRecommendations(
        this.#api,
        EXPORT_KINDS[target],
        { categoryCode: category.code, symbol },
        { locale, recaptchaToken },
      );
      options.save(blob, fileName ?? fallbackFileName(target, category.code, symbol));
    } catch (error) {
      logLoadError('analysis.recommendations.export', error);
      outcome = toLoadFailure(error);
    } finally {
      runInAction(() => {
        this.exporting = null;
        this.exportFailure = outcome === 'saved' ? null : { target, kind: outcome };
      });
    }
    return outcome;
  }

  dismissExportFailure(): void {
    this.exportFailure = null;
  }

  /** Stops the requests in flight: leaving the page or the next load. */
  cancel(): void {
    this.categories.cancel();
    this.latest.cancel();
    this.history.cancel();
  }
}

/** The name to save a workbook under when the server named none. */
export function fallbackFileName(
  target: ExportTarget,
  category: string,
  symbol: string | undefined,
): string {
  const parts = [target === 'latest' ? 'khuyen-nghi' : 'lich-su-khuyen-nghi', category, symbol];
  const name = parts
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `${name}.xlsx`;
}

/** The page's store, made once per visit by its chunk (lib/page-stores/PageStores.ts). */
export const createRecommendationsStore = (api: ApiClient) => new RecommendationsStore(api);
