import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';

// The call and its schema load with the first CMS path, not with the site's entry.
const cmsPagesApi = () => import('../api/cmsPagesApi');

/**
 * A CMS slug the proxy sent here because its template is RECRUITMENT*. The redirect table is
 * the corporate site's business: anything that is not a page here is a 404.
 */
export class RecruitmentPageStore {
  /** The slug and language `page` belongs to. */
  slug: string | null = null;
  locale: Locale | null = null;
  /** The page (null: no such page here), with its flags. */
  readonly page = new Resource<Page | null>('recruitment-page', () => false, {
    whenNotFound: () => null,
  });

  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { page: false }, { autoBind: true });
  }

  open(slug: string, locale: Locale): Promise<void> {
    this.slug = slug;
    this.locale = locale;
    return this.page.load(
      locale,
      async (lang, signal) =>
        (await cmsPagesApi()).getPage(this.#api, slug, { locale: lang, signal }),
      slug,
    );
  }

  cancel(): void {
    this.page.cancel();
  }
}
