import { makeAutoObservable } from 'mobx';
import type { ApiClient, ListResult } from '@brokerage/shared/api/client.ts';
import { isApiRequestError } from '@brokerage/shared/api/errors.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import type { SearchResult } from '@brokerage/shared/validation/search.ts';
import type { RecentSearchesStore } from './RecentSearchesStore';

/** Results per page on the search-results screen. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchRequest {
  keyword: string;
  page: number;
  locale: Locale;
}

interface SearchOutcome {
  request: SearchRequest;
  /** The page asked for, when the API refused it and page 1 is shown instead. */
  refusedPage?: number;
  result: ListResult<SearchResult>;
}

/** One search at a time: the next one (or leaving the page) cancels the request in flight. */
export class SearchStore {
  readonly recent: RecentSearchesStore;

  readonly #api: ApiClient;
  readonly #resource = new ResourceStore<SearchOutcome>('search');

  constructor(api: ApiClient, recent: RecentSearchesStore) {
    this.#api = api;
    this.recent = recent;
    makeAutoObservable(this, { recent: false }, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.#resource.isLoading;
  }

  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }

  /** The request the shown results answer (its page may differ from the URL's: see `run`). */
  get request(): SearchRequest | null {
    return this.#resource.value?.request ?? null;
  }

  get results(): SearchResult[] {
    return this.#resource.value?.result.data ?? [];
  }

  get total(): number {
    return this.#resource.value?.result.meta.total ?? 0;
  }

  get totalPages(): number {
    return this.#resource.value?.result.meta.totalPages ?? 0;
  }

  get page(): number {
    return this.#resource.value?.result.meta.page ?? 1;
  }

  /** The page number the API refused (past the end) for the results now shown, if any. */
  get refusedPage(): number | null {
    return this.#resource.value?.refusedPage ?? null;
  }

  /** Answered, and nothing matched. */
  get isEmpty(): boolean {
    return this.#resource.value !== null && !this.isLoading && this.total === 0;
  }

  /**
   * Searches and remembers the keyword. A page past the end (an old link, a shorter result
   * list) is a 400 from the API: show the first page instead of an error.
   */
  async run(request: SearchRequest): Promise<void> {
    this.recent.add(request.keyword);
    await this.#resource.load(async (signal) => {
      // The call and its schema load with the first search, not with the site's entry.
      const { searchContent } = await import('../api/searchApi');
      const call = { locale: request.locale, signal };
      const ask = (page: number) =>
        searchContent(this.#api, { keyword: request.keyword, page, limit: SEARCH_PAGE_SIZE }, call);
      try {
        return { request, result: await ask(request.page) };
      } catch (error) {
        const pageRejected =
          request.page > 1 && isApiRequestError(error) && error.status === 400 && error.errors.some((e) => e.field === 'page');
        if (!pageRejected) throw error;
        return { request: { ...request, page: 1 }, refusedPage: request.page, result: await ask(1) };
      }
    });
  }

  cancel(): void {
    this.#resource.cancel();
  }
}
