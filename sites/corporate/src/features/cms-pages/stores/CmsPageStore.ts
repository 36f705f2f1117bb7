import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import type { Page, Redirect } from '@brokerage/shared/validation';
import { isCanceled, logLoadError, toLoadFailure, type LoadFailure } from '@brokerage/shared/ui';

/** The two content calls a CMS path needs; the RootStore wires them to the API client. */
export interface CmsPageSource {
  /** `null` when no page has the slug (404 `page_not_found`). */
  getPage(slug: string, locale: Locale, signal: AbortSignal): Promise<Page | null>;
  /** `null` when the redirect table has no entry for the path (404 `redirect_not_found`). */
  findRedirect(path: string, locale: Locale, signal: AbortSignal): Promise<Redirect | null>;
}

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
  isLoading = false;
  failure: LoadFailure | null = null;
  outcome: CmsOutcome | null = null;
  /** The path the current outcome belongs to, so a view never shows a page for another path. */
  path: string | null = null;

  private controller: AbortController | null = null;

  constructor(private readonly source: CmsPageSource) {
    makeAutoObservable<this, 'source' | 'controller'>(this, { source: false, controller: false });
  }

  async open(request: CmsRequest): Promise<void> {
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    this.path = request.path;
    this.isLoading = true;
    this.failure = null;
    this.outcome = null;
    try {
      const outcome = await this.resolve(request, controller.signal);
      runInAction(() => {
        this.outcome = outcome;
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      logLoadError('cms-page', error);
      runInAction(() => {
        const failure = toLoadFailure(error);
        if (failure === 'notFound') this.outcome = { kind: 'notFound' };
        else this.failure = failure;
      });
    } finally {
      if (this.controller === controller) {
        runInAction(() => {
          this.isLoading = false;
        });
        this.controller = null;
      }
    }
  }

  /** Stops the request in flight; called on unmount and before the next path loads. */
  cancel(): void {
    this.controller?.abort();
    this.controller = null;
    this.isLoading = false;
  }

  private async resolve(request: CmsRequest, signal: AbortSignal): Promise<CmsOutcome> {
    if (request.slug !== null) {
      const page = await this.source.getPage(request.slug, request.locale, signal);
      if (page) return { kind: 'page', page };
    }
    const redirect = await this.source.findRedirect(request.path, request.locale, signal);
    return redirect ? { kind: 'redirect', redirect } : { kind: 'notFound' };
  }
}
