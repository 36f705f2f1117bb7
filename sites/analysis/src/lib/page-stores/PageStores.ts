import type { ApiClient } from '@brokerage/shared/api/client.ts';

/** Makes one page's store; a module-level function, so its identity names the store. */
export type PageStoreFactory<T> = (api: ApiClient) => T;

/**
 * The stores of the lazily loaded analysis pages (financials, profile, research, assessment,
 * screener…). They belong to the site's one RootStore (style.md rule 4) but their classes load
 * with their page's chunk, not with the site's entry (the bundle budget): a page asks for its
 * store with its factory, which makes it on first use; it then lives as long as the visit, so
 * what a list has appended is still there after going back.
 */
export class PageStores {
  readonly #stores = new Map<PageStoreFactory<unknown>, unknown>();
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  get<T>(factory: PageStoreFactory<T>): T {
    if (!this.#stores.has(factory)) this.#stores.set(factory, factory(this.#api));
    return this.#stores.get(factory) as T;
  }
}
