import { makeAutoObservable } from 'mobx';
import type { ListResult } from '../../api/client.ts';
import { isApiRequestError } from '../../api/errors.ts';
import type { Locale } from '../../routing/routes.ts';
import type { LoadFailure } from './loadError.ts';
import { ResourceStore } from './ResourceStore.ts';
import type { ListMeta } from '../../validation/common.ts';

/** What one page of a list is asked with. `params` are the list's own filters (category, year…). */
export interface PageRequest<P> {
  page: number;
  limit: number;
  params: P;
  locale: Locale;
}

/** One list call; it must give up when `signal` aborts. */
export type PageLoader<T, P> = (
  request: PageRequest<P>,
  signal: AbortSignal,
) => Promise<ListResult<T>>;

export interface PagedListStoreOptions {
  /** Items per page (spec §9: news and disclosures 10, reports 15, videos 4…). */
  limit: number;
  /** Names the list in the console when its data cannot be read. */
  context: string;
}

interface PagedAnswer<T, P> {
  /** The page the caller asked for. */
  requestedPage: number;
  params: P;
  paramsKey: string;
  locale: Locale;
  result: ListResult<T>;
}

const keyOf = (params: unknown): string => JSON.stringify(params ?? null);

/** A 400 naming the `page` field: the API's answer to a page past the end (contracts.md). */
export function isPagePastEnd(error: unknown): boolean {
  return (
    isApiRequestError(error) && error.status === 400 && error.errors.some((e) => e.field === 'page')
  );
}

/**
 * One paged list of a screen: the shown page, its meta, the loading flag and the failure
 * (design §9 data rules: no retry, nothing refetched on focus; asking again for the page already
 * shown costs nothing). The next `load` (or `cancel`) aborts the request in flight, whose late
 * answer is dropped.
 *
 * A page past the end (an old link, a list that shrank) never becomes an error: the store asks
 * for page 1 to learn the page count, then shows the last page; `refusedPage` tells the URL to
 * follow.
 */
export class PagedListStore<T, P = Record<string, never>> {
  readonly limit: number;

  readonly #loader: PageLoader<T, P>;
  readonly #resource: ResourceStore<PagedAnswer<T, P>>;
  #last: { page: number; params: P; locale: Locale; append?: true } | null = null;

  constructor(loader: PageLoader<T, P>, options: PagedListStoreOptions) {
    this.#loader = loader;
    this.limit = options.limit;
    this.#resource = new ResourceStore<PagedAnswer<T, P>>(options.context);
    makeAutoObservable(this, { limit: false }, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.#resource.isLoading;
  }

  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }

  /** The items of the page shown (the previous page's stay until the next one arrives). */
  get items(): T[] {
    return this.#resource.value?.result.data ?? [];
  }

  get meta(): ListMeta | null {
    return this.#resource.value?.result.meta ?? null;
  }

  /** The page shown: the API's page number, which differs from the asked one past the end. */
  get page(): number {
    return this.meta?.page ?? 1;
  }

  get totalPages(): number {
    return this.meta?.totalPages ?? 0;
  }

  get total(): number {
    return this.meta?.total ?? 0;
  }

  /** Some answer is on screen. */
  get hasAnswer(): boolean {
    return this.#resource.value !== null;
  }

  /** The list answered and has nothing (a no-data message, not a skeleton). */
  get isEmpty(): boolean {
    return this.hasAnswer && !this.isLoading && this.failure === null && this.items.length === 0;
  }

  /** The page asked for when the API refused it as past the end and another page is shown. */
  get refusedPage(): number | null {
    const answer = this.#resource.value;
    if (!answer || answer.requestedPage === answer.result.meta.page) return null;
    return answer.requestedPage;
  }

  /**
   * True when the answer on screen is the one for this request: same filters and language, and
   * the page asked for or the page it settled on (past the end). Views show a skeleton otherwise.
   */
  answers(page: number, params: P, locale: Locale): boolean {
    const answer = this.#resource.value;
    return (
      answer !== null &&
      answer.paramsKey === keyOf(params) &&
      answer.locale === locale &&
      (answer.requestedPage === page || answer.result.meta.page === page)
    );
  }

  /**
   * Shows `page` of the list for `params` in `locale`. Asking for the request already shown
   * does nothing (no refetch on mount or on a URL that only caught up with the store).
   */
  async load(page: number, params: P, locale: Locale): Promise<void> {
    const wanted = Number.isInteger(page) && page >= 1 ? page : 1;
    this.#last = { page: wanted, params, locale };
    // Nothing to send for the answer on screen (including the page a past-the-end URL moved to).
    if (this.failure === null && !this.isLoading && this.answers(wanted, params, locale)) return;
    const paramsKey = keyOf(params);
    await this.#resource.load(async (signal) => {
      const ask = (n: number) =>
        this.#loader({ page: n, limit: this.limit, params, locale }, signal);
      const answer = (result: ListResult<T>): PagedAnswer<T, P> => ({
        requestedPage: wanted,
        params,
        paramsKey,
        locale,
        result,
      });
      try {
        return answer(await ask(wanted));
      } catch (error) {
        if (wanted <= 1 || !isPagePastEnd(error)) throw error;
      }
      const first = await ask(1);
      const last = first.meta.totalPages;
      if (last <= 1 || last >= wanted) return answer(first);
      try {
        return answer(await ask(last));
      } catch (error) {
        // The list shrank again between the two calls: page 1 is a safe place to stop.
        if (isPagePastEnd(error)) return answer(first);
        throw error;
      }
    });
  }

  /** More pages follow the last one shown. */
  get hasMore(): boolean {
    return this.hasAnswer && this.page < this.totalPages;
  }

  /**
   * Appends the next page to the items shown (spec §4: the analysis lists append further pages;
   * `load` of page 1 replaces them). A failed page keeps what is shown, and `retry` asks for the
   * same page again.
   */
  async loadMore(): Promise<void> {
    const shown = this.#resource.value;
    if (!shown || this.isLoading || !this.hasMore) return;
    const { params, paramsKey, locale } = shown;
    const next = shown.result.meta.page + 1;
    this.#last = { page: next, params, locale, append: true };
    await this.#resource.load(async (signal) => {
      const result = await this.#loader({ page: next, limit: this.limit, params, locale }, signal);
      const data = [...shown.result.data, ...result.data];
      return { requestedPage: next, params, paramsKey, locale, result: { ...result, data } };
    });
  }

  /** Asks again for the last request (the retry button of a failed list). */
  retry(): Promise<void> {
    const last = this.#last;
    if (last?.append) return this.loadMore();
    return last ? this.load(last.page, last.params, last.locale) : Promise.resolve();
  }

  /** Stops the request in flight: called on unmount and before the next load. */
  cancel(): void {
    this.#resource.cancel();
  }
}
