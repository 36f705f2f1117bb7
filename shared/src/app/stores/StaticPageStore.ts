import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../routing/routes';
import type { Page } from '../../validation/content';
import type { LoadFailure } from '../data/loadError';
import { ResourceStore } from '../data/ResourceStore';

/** Fetches the page in one language (a site's `pages/static/{key}` call). */
export type StaticPageLoader = (locale: Locale, signal: AbortSignal) => Promise<Page>;

export interface StaticPageStoreOptions {
  /** Names the page in the console when it cannot be read (`'home'`, `'ekyc-intro'`). */
  context: string;
  load: StaticPageLoader;
}

/**
 * The content of a page that always exists (`pages/static/{key}`: the home page, each site's
 * intro), kept per language: a language switch inside the router fetches the other one.
 */
export class StaticPageStore {
  readonly #load: StaticPageLoader;
  /** Page and language are written together, so a view never pairs one with the other's. */
  readonly #resource: ResourceStore<{ locale: Locale; page: Page }>;

  constructor({ context, load }: StaticPageStoreOptions) {
    this.#load = load;
    this.#resource = new ResourceStore(context);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get page(): Page | null {
    return this.#resource.value?.page ?? null;
  }

  /** Language of `page`. */
  get locale(): Locale | null {
    return this.#resource.value?.locale ?? null;
  }

  get isLoading(): boolean {
    return this.#resource.isLoading;
  }

  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }

  /**
   * What the page shows instead of its content. The page always exists, so even a 404 is the
   * server's fault (500), unless it is in maintenance (503).
   */
  get errorStatus(): 500 | 503 | null {
    if (!this.failure) return null;
    return this.failure === 'maintenance' ? 503 : 500;
  }

  /** The page in `locale`; null while that language loads. */
  pageIn(locale: Locale): Page | null {
    return this.locale === locale ? this.page : null;
  }

  /** Fetches the page in `locale` unless it is already here. */
  async load(locale: Locale): Promise<void> {
    if (this.pageIn(locale) && !this.failure) return;
    await this.#resource.load(async (signal) => ({
      locale,
      page: await this.#load(locale, signal),
    }));
  }

  cancel(): void {
    this.#resource.cancel();
  }
}
