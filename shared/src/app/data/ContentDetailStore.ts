import { makeAutoObservable, observableRef } from 'mobx';
import type { Locale } from '../../routing/routes.ts';
import type { LoadFailure } from './loadError.ts';
import { ResourceStore } from './ResourceStore.ts';

/** The detail call: the item of a slug (or id) in a language; a 404 means no such item. */
export type DetailLoader<T> = (key: string, locale: Locale, signal: AbortSignal) => Promise<T>;
/** Items to show beside a detail (same product, same category…), already without the item. */
export type RelatedLoader<T, R> = (item: T, locale: Locale, signal: AbortSignal) => Promise<R[]>;

export interface ContentDetailStoreOptions<T, R> {
  /** Names the page in the console when its data cannot be read. */
  context: string;
  related?: RelatedLoader<T, R>;
}

interface Wanted {
  key: string;
  locale: Locale;
}

interface Opened<T> extends Wanted {
  item: T;
}

/**
 * The item of a detail page and the items beside it. Opening another slug or language forgets
 * the previous item at once (it is another page, not a newer copy) and aborts its requests; a
 * 404 is the `notFound` failure, which the page shows as its 404. Which item is wanted is
 * observable, so a page that stays mounted while its slug or language changes (a related link,
 * the language switch) loads the new item instead of showing the previous one.
 */
export class ContentDetailStore<T, R = T> {
  wanted: Wanted | null = null;

  readonly #loader: DetailLoader<T>;
  readonly #relatedLoader: RelatedLoader<T, R> | undefined;
  readonly #item: ResourceStore<Opened<T>>;
  readonly #related: ResourceStore<R[]>;
  /** The item the related list belongs to. */
  #relatedFor: Wanted | null = null;

  constructor(loader: DetailLoader<T>, options: ContentDetailStoreOptions<T, R>) {
    this.#loader = loader;
    this.#relatedLoader = options.related;
    this.#item = new ResourceStore<Opened<T>>(options.context);
    this.#related = new ResourceStore<R[]>(`${options.context}.related`);
    makeAutoObservable(this, { wanted: observableRef }, { autoBind: true });
  }

  /** The item of the last `open`, once it is here (never the previous slug's or language's). */
  get item(): T | null {
    const opened = this.#item.value;
    const wanted = this.wanted;
    if (!opened || !wanted || opened.key !== wanted.key || opened.locale !== wanted.locale)
      return null;
    return opened.item;
  }

  get isLoading(): boolean {
    return this.#item.isLoading;
  }

  get failure(): LoadFailure | null {
    return this.#item.failure;
  }

  get notFound(): boolean {
    return this.#item.failure === 'notFound';
  }

  get related(): R[] {
    return this.item === null ? [] : (this.#related.value ?? []);
  }

  get relatedLoading(): boolean {
    if (this.#related.isLoading) return true;
    return (
      this.#relatedLoader !== undefined &&
      this.item !== null &&
      this.#related.value === null &&
      this.#related.failure === null
    );
  }

  get relatedFailure(): LoadFailure | null {
    return this.#related.failure;
  }

  async open(key: string, locale: Locale): Promise<void> {
    const wanted = { key, locale };
    this.wanted = wanted;
    if (this.item === null || this.failure !== null) {
      this.#related.cancel();
      this.#related.value = null;
      this.#relatedFor = null;
      await this.#item.load(
        async (signal) => ({ key, locale, item: await this.#loader(key, locale, signal) }),
        {
          clear: true,
        },
      );
    }
    const item = this.item;
    const related = this.#relatedLoader;
    if (!item || !related || this.wanted !== wanted) return;
    const done = this.#relatedFor;
    if (done && done.key === key && done.locale === locale && this.#related.failure === null)
      return;
    if (this.#related.isLoading) return;
    this.#relatedFor = wanted;
    await this.#related.load((signal) => related(item, locale, signal), { clear: true });
  }

  retry(): Promise<void> {
    const wanted = this.wanted;
    return wanted ? this.open(wanted.key, wanted.locale) : Promise.resolve();
  }

  /** Leaving the page: nothing in flight may land afterwards. */
  cancel(): void {
    this.#item.cancel();
    this.#related.cancel();
    this.#relatedFor = null;
  }
}
