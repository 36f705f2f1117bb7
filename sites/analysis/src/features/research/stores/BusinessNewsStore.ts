import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { BusinessNews } from '../api/researchApi';

/** The calls and their schemas load with the first request, not with the site's entry. */
const researchApi = () => import('../api/researchApi');

/** Spec §9: the analysis centre's business news, 15 a page. */
export const BUSINESS_NEWS_PAGE_SIZE = 15;

/**
 * tin-tuc-doanh-nghiep: one company's news, newest first, "more" appending (spec §4), and which
 * items are opened in full (their body paragraphs come with the list).
 */
export class BusinessNewsStore {
  readonly list: PagedListStore<BusinessNews, { symbol: string }>;
  /** Ids of the items read in full. */
  expanded = new Set<number>();

  constructor(api: ApiClient) {
    this.list = new PagedListStore(
      async ({ page, limit, params, locale }, signal) =>
        (await researchApi()).listBusinessNews(
          api,
          { symbol: params.symbol, page, limit },
          { locale, signal },
        ),
      { limit: BUSINESS_NEWS_PAGE_SIZE, context: 'analysis.research.news' },
    );
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** The list's answer is this company's (not the one of the page before). */
  shows(symbol: string, locale: Locale): boolean {
    // Any page appended since: `page` is the last one shown.
    return this.list.answers(this.list.page, { symbol }, locale);
  }

  load(symbol: string, locale: Locale): Promise<void> {
    return this.list.load(1, { symbol }, locale);
  }

  isExpanded(id: number): boolean {
    return this.expanded.has(id);
  }

  toggle(id: number): void {
    if (this.expanded.has(id)) this.expanded.delete(id);
    else this.expanded.add(id);
  }

  cancel(): void {
    this.list.cancel();
  }
}

export const createBusinessNewsStore = (api: ApiClient) => new BusinessNewsStore(api);
