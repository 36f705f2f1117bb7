import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { ResourceStore } from '@brokerage/shared/app/data/ResourceStore.ts';

// The call and its schema load with the first CMS path, not with the site's entry.
const cmsPagesApi = () => import('../api/cmsPagesApi');

/**
 * A CMS slug the proxy sent here because its template is RECRUITMENT*. The redirect table is
 * the corporate site's business: anything that is not a page here is a 404.
 */
export class RecruitmentPageStore {
  /** The slug and language `page`/`failure` belong to. */
  slug: string | null = null;
  locale: Locale | null = null;

  readonly #api: ApiClient;
  readonly #resource = new ResourceStore<Page | null>('recruitment-page');

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get page(): Page | null {
    return this.#resource.value;
  }

  get isLoading(): boolean {
    return this.#resource.isLoading;
  }

  get failure(): LoadFailure | null {
    return this.#resource.failure;
  }

  async open(slug: string, locale: Locale): Promise<void> {
    this.slug = slug;
    this.locale = locale;
    await this.#resource.load(
      async (signal) => (await cmsPagesApi()).getPage(this.#api, slug, { locale, signal }),
      { clear: true, whenNotFound: () => null },
    );
  }

  cancel(): void {
    this.#resource.cancel();
  }
}
