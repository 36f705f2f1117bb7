import { makeAutoObservable, observableRef } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { ExerciseRight, ExerciseRightType } from '../api/corporateActionsApi';
import type { BenefitFilters } from '../model/benefitFilters';
import { comingDates, type ComingDate } from '../model/comingDates';

/** The API calls and their schemas load with the first request, not with the page. */
const corporateActionsApi = () => import('../api/corporateActionsApi');

/** Rights a page of the list (the API's default is 20; ten keep "more" within reach). */
export const RIGHTS_PAGE_SIZE = 10;
/** The coming dates read every right of the company, 100 a call (the API's most). */
const ALL_RIGHTS_LIMIT = 100;
/** A bound on those calls, far above any company's rights. */
const ALL_RIGHTS_MAX_PAGES = 20;

export interface RightsParams {
  symbol: string;
  /** A known type id, or null for every type. */
  type: string | null;
  keyword: string;
}

interface Request extends BenefitFilters {
  symbol: string;
  locale: Locale;
}

/** Today in the market's calendar (Asia/Ho_Chi_Minh), `YYYY-MM-DD`. */
export const marketToday = (now: Date): string => formatDate(now, 'yyyy-mm-dd');

/**
 * lich-su-huong-quyen: a company's exercise rights with a type filter and a keyword, ten a page,
 * "more" appending (spec §4); the types for the filter; and every right of the company for the
 * coming record and payment dates that the .ics export writes, whatever the filters.
 */
export class BenefitHistoryStore {
  readonly rights: PagedListStore<ExerciseRight, RightsParams>;
  readonly types = new ResourceStore<{ locale: Locale; items: ExerciseRightType[] }>(
    'analysis.exerciseRightTypes',
  );
  readonly upcoming = new ResourceStore<{
    symbol: string;
    locale: Locale;
    today: string;
    items: ExerciseRight[];
  }>('analysis.comingRights');

  /** What the page last asked for: the URL's filters as they are. */
  request: Request | null = null;

  readonly #api: ApiClient;
  readonly #now: () => Date;
  /** Bumped by every load and cancel: an older load that wakes up stops there. */
  #generation = 0;

  constructor(api: ApiClient, now: () => Date = () => new Date()) {
    this.#api = api;
    this.#now = now;
    this.rights = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await corporateActionsApi()).getExerciseRights(
          api,
          { ...params, page, limit },
          { locale, signal },
        ),
      { limit: RIGHTS_PAGE_SIZE, context: 'analysis.exerciseRights' },
    );
    makeAutoObservable(
      this,
      { rights: false, types: false, upcoming: false, request: observableRef },
      { autoBind: true },
    );
  }

  /**
   * Shows the first page for `filters`, unless the list already shows them (coming back to the
   * page keeps what "more" appended). A type is sent only once the types say it exists: an
   * unknown one lists every type (`unknownType` tells the URL to drop it).
   */
  async load(symbol: string, filters: BenefitFilters, locale: Locale): Promise<void> {
    const generation = ++this.#generation;
    this.request = { symbol, ...filters, locale };
    const upcoming = this.#loadUpcoming(symbol, locale);
    const types = this.#loadTypes(locale);
    if (filters.type !== null) await types;
    if (generation !== this.#generation) return;
    if (filters.type !== null && this.types.failure) return;
    const params = this.params!;
    const shown =
      this.rights.failure === null && this.rights.answers(this.rights.page, params, locale);
    await Promise.all([shown ? null : this.rights.load(1, params, locale), upcoming, types]);
  }

  /** The list's parameters for the request: the type only when it is a known one. */
  get params(): RightsParams | null {
    const request = this.request;
    if (!request) return null;
    return { symbol: request.symbol, type: this.knownType, keyword: request.keyword };
  }

  /** The types in the page's language (empty until they arrive). */
  get typeItems(): ExerciseRightType[] {
    return this.types.value?.items ?? [];
  }

  /** The URL's type when the API knows it. */
  get knownType(): string | null {
    const type = this.request?.type ?? null;
    return type !== null && this.typeItems.some((item) => item.id === type) ? type : null;
  }

  /** The URL names a type the API does not have (the page drops it from the URL). */
  get unknownType(): boolean {
    return this.request?.type != null && this.types.value !== null && this.knownType === null;
  }

  get isFiltered(): boolean {
    return this.knownType !== null || (this.request?.keyword ?? '') !== '';
  }

  /** The list on screen answers the request (filters and language), else it is on its way. */
  get showsRequest(): boolean {
    const params = this.params;
    return (
      params !== null &&
      this.request !== null &&
      this.rights.answers(this.rights.page, params, this.request.locale)
    );
  }

  /** Why the list cannot be shown: its own failure, or the types it needed for the filter. */
  get failure(): LoadFailure | null {
    return this.rights.failure ?? (this.request?.type != null ? this.types.failure : null);
  }

  get isLoading(): boolean {
    return this.rights.isLoading || (this.request?.type != null && this.types.isLoading);
  }

  /** The retry button: the types first when they failed, else the list's last request. */
  retry(): Promise<void> {
    const request = this.request;
    if (request && this.types.failure) return this.load(request.symbol, request, request.locale);
    return this.rights.retry();
  }

  loadMore(): Promise<void> {
    return this.rights.loadMore();
  }

  /** Record and payment dates on or after today, soonest first (the .ics file's events). */
  get comingDates(): ComingDate[] {
    const upcoming = this.upcoming.value;
    return upcoming ? comingDates(upcoming.items, upcoming.today) : [];
  }

  /** The coming dates belong to `symbol` (not the previous company's while the next loads). */
  hasComingDatesOf(symbol: string): boolean {
    return this.upcoming.value?.symbol === symbol;
  }

  retryComingDates(): Promise<void> {
    const request = this.request;
    return request ? this.#loadUpcoming(request.symbol, request.locale) : Promise.resolve();
  }

  /** Stops every request in flight (leaving the page, or before the next load). */
  cancel(): void {
    this.#generation++;
    this.rights.cancel();
    this.types.cancel();
    this.upcoming.cancel();
  }

  async #loadTypes(locale: Locale): Promise<void> {
    if (this.types.value?.locale === locale && this.types.failure === null) return;
    await this.types.load(async (signal) => ({
      locale,
      items: await (
        await corporateActionsApi()
      ).getExerciseRightTypes(this.#api, { locale, signal }),
    }));
  }

  async #loadUpcoming(symbol: string, locale: Locale): Promise<void> {
    const value = this.upcoming.value;
    if (value?.symbol === symbol && value.locale === locale && this.upcoming.failure === null)
      return;
    await this.upcoming.load(
      async (signal) => {
        const { getExerciseRights } = await corporateActionsApi();
        const items: ExerciseRight[] = [];
        for (let page = 1; page <= ALL_RIGHTS_MAX_PAGES; page++) {
          const answer = await getExerciseRights(
            this.#api,
            { symbol, type: null, keyword: '', page, limit: ALL_RIGHTS_LIMIT },
            { locale, signal },
          );
          items.push(...answer.data);
          if (page >= answer.meta.totalPages) break;
        }
        return { symbol, locale, today: marketToday(this.#now()), items };
      },
      { clear: value?.symbol !== symbol },
    );
  }
}

export const createBenefitHistoryStore = (api: ApiClient) => new BenefitHistoryStore(api);
