import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AnalysisReport, Recommendation } from '../api/researchApi';
import { RESEARCH_PAGE_SIZE } from './ResearchListStore';

/** The calls and their schemas load with the first request, not with the site's entry. */
const researchApi = () => import('../api/researchApi');

/** Ids the API can hold (a positive 32-bit integer). */
const MAX_ID = 2_147_483_647;

/**
 * The URL's `report`: absent (the newest report is shown), a report id, or anything else, which
 * names no report (the page says so rather than guessing).
 */
export type ReportParam = { kind: 'latest' } | { kind: 'id'; id: number } | { kind: 'invalid' };

export function parseReportParam(value: string | null): ReportParam {
  if (value === null || value.trim() === '') return { kind: 'latest' };
  const text = value.trim();
  if (!/^\d{1,10}$/.test(text)) return { kind: 'invalid' };
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? { kind: 'id', id } : { kind: 'invalid' };
}

/**
 * The answer about one report: the report, a report that needs a customer login (the API's
 * 401), or no report of this company by that id (404, or a report about another symbol).
 */
export type ReportView =
  { state: 'ready'; report: AnalysisReport } | { state: 'login' } | { state: 'notFound' };

interface Selected {
  key: string;
  view: ReportView;
}

/**
 * What an answer is for: the report, the language, and whether a customer was logged in (the
 * API answers a login-only report with 401 to a visitor, with the report to a customer).
 */
const selectionKey = (symbol: string, id: number, locale: Locale, loggedIn: boolean) =>
  `${symbol}|${id}|${locale}|${loggedIn ? 'customer' : 'visitor'}`;

/** The report shown in full on bao-cao-chi-tiet; one request at a time. */
export class SelectedReportStore {
  readonly #resource = new ResourceStore<Selected>('analysis.research.report');
  readonly #api: ApiClient;
  #last: { symbol: string; id: number; locale: Locale; loggedIn: boolean } | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The answer for this report, or null while it is being asked for. */
  viewOf(symbol: string, id: number, locale: Locale, loggedIn: boolean): ReportView | null {
    const value = this.#resource.value;
    return value && value.key === selectionKey(symbol, id, locale, loggedIn) ? value.view : null;
  }

  get isLoading(): boolean {
    return this.#resource.isLoading;
  }

  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }

  /**
   * Asks for report `id` of `symbol` as a customer (`loggedIn`) or a visitor sees it; the
   * answer already on screen is not asked for again (`retry` does).
   */
  async load(
    symbol: string,
    id: number,
    locale: Locale,
    loggedIn: boolean,
    force = false,
  ): Promise<void> {
    this.#last = { symbol, id, locale, loggedIn };
    const key = selectionKey(symbol, id, locale, loggedIn);
    if (!force && this.#resource.value?.key === key && this.#resource.failure === null) return;
    await this.#resource.load(
      async (signal) => {
        const { getReport } = await researchApi();
        try {
          const report = await getReport(this.#api, id, { locale, signal });
          // A report about another company (or the market) is not this page's.
          const ours = report.stockSymbol?.toUpperCase() === symbol;
          return { key, view: ours ? { state: 'ready', report } : { state: 'notFound' } };
        } catch (error) {
          if (isApiRequestError(error) && error.status === 401) {
            return { key, view: { state: 'login' } };
          }
          throw error;
        }
      },
      {
        // Another report is another thing: no stale one under the new selection.
        clear: this.#resource.value?.key !== key,
        whenNotFound: () => ({ key, view: { state: 'notFound' } }),
      },
    );
  }

  retry(): Promise<void> {
    const last = this.#last;
    return last
      ? this.load(last.symbol, last.id, last.locale, last.loggedIn, true)
      : Promise.resolve();
  }

  cancel(): void {
    this.#resource.cancel();
  }
}

interface Calls {
  symbol: string;
  locale: Locale;
  items: Recommendation[];
}

/**
 * bao-cao-chi-tiet: one company's research reports (15 a page, "more" appending), the report
 * shown in full, and the house's fundamental calls, whose call on a report's date is the
 * report's recommendation, target price and analyst (docs/fundamentals.md: the reports' views
 * and targets are the calls').
 */
export class CompanyReportsStore {
  readonly list: PagedListStore<AnalysisReport, { symbol: string }>;
  readonly selected: SelectedReportStore;
  readonly #calls = new ResourceStore<Calls>('analysis.research.calls');
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    this.list = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await researchApi()).listReports(
          api,
          { page, limit, filter: { symbol: params.symbol } },
          { locale, signal },
        ),
      { limit: RESEARCH_PAGE_SIZE, context: 'analysis.research.company' },
    );
    this.selected = new SelectedReportStore(api);
    makeAutoObservable(this, { list: false, selected: false }, { autoBind: true });
  }

  /** The company's reports (page 1) and its calls. */
  async load(symbol: string, locale: Locale): Promise<void> {
    await Promise.all([this.list.load(1, { symbol }, locale), this.loadCalls(symbol, locale)]);
  }

  async loadCalls(symbol: string, locale: Locale): Promise<void> {
    const loaded = this.#calls.value;
    if (loaded && loaded.symbol === symbol && loaded.locale === locale && !this.#calls.failure)
      return;
    await this.#calls.load(async (signal) => ({
      symbol,
      locale,
      items: await (
        await researchApi()
      ).listFundamentalCalls(this.#api, symbol, {
        locale,
        signal,
      }),
    }));
  }

  /** The list's answer is this company's (not the one of the page before). */
  showsList(symbol: string, locale: Locale): boolean {
    // Any page appended since: `page` is the last one shown.
    return this.list.answers(this.list.page, { symbol }, locale);
  }

  /** The report shown when the URL names none: the newest of the company's, once known. */
  latestId(symbol: string, locale: Locale): number | null {
    return this.showsList(symbol, locale) ? (this.list.items[0]?.id ?? null) : null;
  }

  get callsFailure(): LoadFailure | null {
    return this.#calls.failure;
  }

  get callsLoading(): boolean {
    return this.#calls.isLoading;
  }

  /**
   * The fundamental call a company report stands for: the call on its release date (null for a
   * report without one, or while the calls are not here).
   */
  callOf(report: AnalysisReport, locale: Locale): Recommendation | null {
    const loaded = this.#calls.value;
    const symbol = report.stockSymbol?.toUpperCase();
    if (!loaded || loaded.locale !== locale || loaded.symbol !== symbol) return null;
    return loaded.items.find((call) => call.recommendationDate === report.releaseDate) ?? null;
  }

  /** The calls are known for `symbol` in `locale` (a report without one has none). */
  hasCalls(symbol: string, locale: Locale): boolean {
    const loaded = this.#calls.value;
    return loaded !== null && loaded.symbol === symbol && loaded.locale === locale;
  }

  cancel(): void {
    this.list.cancel();
    this.#calls.cancel();
    this.selected.cancel();
  }
}

export const createCompanyReportsStore = (api: ApiClient) => new CompanyReportsStore(api);
