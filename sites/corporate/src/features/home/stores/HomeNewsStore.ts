import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';

/** Home block types of the news block, in the order the tabs take when all exist. */
export const HOME_NEWS_TYPES = ['news', 'news_disclosure', 'news_sgdck'] as const;
export type HomeNewsType = (typeof HOME_NEWS_TYPES)[number];

export const isHomeNewsType = (type: string): type is HomeNewsType =>
  (HOME_NEWS_TYPES as readonly string[]).includes(type);

/** A row of a home news list: its title, page and the date that type shows. */
export interface HomeNewsRow {
  id: number;
  title: string;
  slug: string;
  path: string | null;
  /** createdAt (news), implementDate (disclosures) or releaseDate (exchange news). */
  date: string;
}

/**
 * The home news block: one tab per news block the home page has, and each tab's list, loaded
 * when the tab is first shown and kept per language.
 */
export class HomeNewsStore {
  /** The tab shown; null until the block opens its first tab. */
  active: HomeNewsType | null = null;

  readonly #api: ApiClient;
  /** Each tab's list, made on first use (a home page need not have all three blocks). */
  readonly #lists = new Map<HomeNewsType, ResourceStore<{ locale: Locale; rows: HomeNewsRow[] }>>();

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  #list(type: HomeNewsType): ResourceStore<{ locale: Locale; rows: HomeNewsRow[] }> {
    let list = this.#lists.get(type);
    if (!list) this.#lists.set(type, (list = new ResourceStore(`home.${type}`)));
    return list;
  }

  /** Shows a tab (the block then loads it with `select`). */
  show(type: HomeNewsType): void {
    this.active = type;
  }

  /** Shows a tab and loads its list in `locale` unless it is here already. */
  async select(type: HomeNewsType, locale: Locale): Promise<void> {
    this.active = type;
    const list = this.#list(type);
    if (list.value?.locale === locale && !list.failure) return;
    await list.load(
      async (signal) => {
        // The calls and their zod schemas load with the first tab, not with the site's entry.
        const { listHomeNews } = await import('../api/homeApi');
        return { locale, rows: await listHomeNews(this.#api, type, locale, signal) };
      },
      { clear: list.value?.locale !== locale },
    );
  }

  /** The rows of a tab in `locale`; null until they are here. */
  rowsOf(type: HomeNewsType, locale: Locale): HomeNewsRow[] | null {
    const value = this.#list(type).value;
    return value && value.locale === locale ? value.rows : null;
  }

  isLoading(type: HomeNewsType): boolean {
    return this.#list(type).isLoading;
  }

  failureOf(type: HomeNewsType): LoadFailure | null {
    return this.#list(type).failure;
  }

  cancel(): void {
    for (const list of this.#lists.values()) list.cancel();
  }
}
