import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { Page, Redirect } from '@brokerage/shared/validation/content.ts';
import { Resource } from '@brokerage/shared/app/data/Resource.ts';

// The calls and their zod schemas load with the first unknown path, not with the site's entry.
const cmsPagesApi = () => import('../api/cmsPagesApi');

export interface CmsRequest {
  /** The path as the visitor asked for it, sent to the redirect table. */
  path: string;
  /** One unknown segment is a CMS slug; several unknown segments go straight to the redirect table. */
  slug: string | null;
  locale: Locale;
}

export type CmsOutcome =
  { kind: 'page'; page: Page } | { kind: 'redirect'; redirect: Redirect } | { kind: 'notFound' };

/** Resolves a path outside the route table: CMS page, then redirect table, then 404 (spec §2). */
export class CmsPageStore {
  /** The path the current outcome belongs to, so a view never shows a page for another path. */
  path: string | null = null;
  /** The outcome for `path` in its language, with its flags; a path answered is not asked again. */
  readonly outcome = new Resource<CmsOutcome>('cms-page', () => false, {
    whenNotFound: () => ({ kind: 'notFound' }),
  });

  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, { outcome: false }, { autoBind: true });
  }

  /** Resolves the path, unless the outcome for it in that language is already here. */
  open(request: CmsRequest): Promise<void> {
    this.path = request.path;
    return this.outcome.load(
      request.locale,
      (locale, signal) => this.#resolve({ ...request, locale }, signal),
      request.path,
    );
  }

  /** Stops the request in flight; called on unmount and before the next path loads. */
  cancel(): void {
    this.outcome.cancel();
  }

  async #resolve(request: CmsRequest, signal: AbortSignal): Promise<CmsOutcome> {
    const { getPage, findRedirect } = await cmsPagesApi();
    const call = { locale: request.locale, signal };
    if (request.slug !== null) {
      const page = await getPage(this.#api, request.slug, call);
      if (page) return { kind: 'page', page };
    }
    const redirect = await findRedirect(this.#api, request.path, call);
    return redirect ? { kind: 'redirect', redirect } : { kind: 'notFound' };
  }
}
