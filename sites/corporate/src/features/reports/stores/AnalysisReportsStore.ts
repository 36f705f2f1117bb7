import { makeAutoObservable, observableRef } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { AnalysisReport, AnalysisReportCategory, CategoryCodeParams } from '../api/reportsApi';
import { lazyCalls, type CallPicker } from '@brokerage/shared/api/lazyCalls.ts';
import type * as ReportsApi from '../api/reportsApi';

/** Spec §7/§9: the report list shows 15 a page; the home preview takes 10. */
export const ANALYSIS_PAGE_SIZE = 15;
export const ANALYSIS_PREVIEW_SIZE = 10;

/**
 * The analysis reports of KHCN_ANALYSIS_REPORT: categories, the paged list of one category (or
 * all), and the report waiting behind the login-required modal.
 */
export class AnalysisReportsStore {
  /** A report that needs a login, opened by an anonymous visitor: the modal shows for it. */
  loginPrompt: AnalysisReport | null = null;

  readonly #call: CallPicker<typeof ReportsApi>;
  readonly #options: { limit?: number; context?: string };
  #list: PagedListStore<AnalysisReport, CategoryCodeParams> | undefined;
  #categoriesResource:
    ResourceStore<{ locale: Locale; items: AnalysisReportCategory[] }> | undefined;

  constructor(api: ApiClient, options: { limit?: number; context?: string } = {}) {
    this.#call = lazyCalls(api, () => import('../api/reportsApi'));
    this.#options = options;
    makeAutoObservable(this, { list: false, loginPrompt: observableRef }, { autoBind: true });
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get list(): PagedListStore<AnalysisReport, CategoryCodeParams> {
    return (this.#list ??= new PagedListStore(this.#call((m) => m.listAnalysisReports), {
      limit: this.#options.limit ?? ANALYSIS_PAGE_SIZE,
      context: this.#options.context ?? 'analysis-reports',
    }));
  }

  get #categories(): ResourceStore<{ locale: Locale; items: AnalysisReportCategory[] }> {
    return (this.#categoriesResource ??= new ResourceStore('analysis-reports.categories'));
  }

  /** The categories in `locale`, or null until they are here. */
  categoriesIn(locale: Locale): AnalysisReportCategory[] | null {
    const loaded = this.#categories.value;
    return loaded && loaded.locale === locale ? loaded.items : null;
  }

  get categoriesFailure(): LoadFailure | null {
    return this.#categories.failure;
  }

  async loadCategories(locale: Locale): Promise<void> {
    if (this.categoriesIn(locale)) return;
    await this.#categories.load(async (signal) => ({
      locale,
      items: await this.#call((m) => m.listAnalysisReportCategories)(locale, signal),
    }));
  }

  promptLogin(report: AnalysisReport): void {
    this.loginPrompt = report;
  }

  dismissLogin(): void {
    this.loginPrompt = null;
  }

  /** Sub-stores never made have nothing to cancel. */
  cancel(): void {
    this.#categoriesResource?.cancel();
    this.#list?.cancel();
  }
}
