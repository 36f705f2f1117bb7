import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';
import {
  ContentDetailStore,
  type DetailLoader,
  type RelatedLoader,
} from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { PagedListStore, type PageLoader } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { CategoryParams } from '../api/newsApi';

/** How a section loads its list, categories, items and related items (newsStores binds the calls). */
export interface SectionLoaders<T, D, C> {
  list: PageLoader<T, CategoryParams>;
  categories: (locale: Locale, signal: AbortSignal) => Promise<C[]>;
  detail: DetailLoader<D>;
  related: RelatedLoader<D, T>;
}

export interface SectionOptions {
  context: string;
  /** Items per page (spec §9: 10 for disclosures and exchange news). */
  limit: number;
}

/**
 * A content section with categories (disclosures, exchange news): the categories of the
 * language, the paged list of the chosen category, and the detail page of one item.
 */
export class ContentSectionStore<T, D, C extends { slug: string }> {
  readonly #loaders: SectionLoaders<T, D, C>;
  readonly #options: SectionOptions;
  #list: PagedListStore<T, CategoryParams> | undefined;
  #detail: ContentDetailStore<D, T> | undefined;
  #categoriesResource: ResourceStore<{ locale: Locale; items: C[] }> | undefined;

  constructor(loaders: SectionLoaders<T, D, C>, options: SectionOptions) {
    this.#loaders = loaders;
    this.#options = options;
    makeAutoObservable(this, { list: false, detail: false }, { autoBind: true });
  }

  // Sub-stores are made on first use: the RootStore builds every store before the first render.
  get list(): PagedListStore<T, CategoryParams> {
    const { limit, context } = this.#options;
    return (this.#list ??= new PagedListStore(this.#loaders.list, { limit, context }));
  }

  get detail(): ContentDetailStore<D, T> {
    return (this.#detail ??= new ContentDetailStore(this.#loaders.detail, {
      context: `${this.#options.context}.detail`,
      related: this.#loaders.related,
    }));
  }

  get #categories(): ResourceStore<{ locale: Locale; items: C[] }> {
    return (this.#categoriesResource ??= new ResourceStore(`${this.#options.context}.categories`));
  }

  /** The categories in `locale`, or null until they are here. */
  categoriesIn(locale: Locale): C[] | null {
    const loaded = this.#categories.value;
    return loaded && loaded.locale === locale ? loaded.items : null;
  }

  get categoriesFailure(): LoadFailure | null {
    return this.#categories.failure;
  }

  /** The category of a slug: null when there is none, undefined until the categories are here. */
  categoryBySlug(slug: string, locale: Locale): C | null | undefined {
    const items = this.categoriesIn(locale);
    if (!items) return undefined;
    return items.find((category) => category.slug === slug) ?? null;
  }

  async loadCategories(locale: Locale): Promise<void> {
    if (this.categoriesIn(locale) && !this.#categories.failure) return;
    await this.#categories.load(async (signal) => ({
      locale,
      items: await this.#loaders.categories(locale, signal),
    }));
  }

  /** Sub-stores never made have nothing to cancel. */
  cancel(): void {
    this.#categoriesResource?.cancel();
    this.#list?.cancel();
  }
}
