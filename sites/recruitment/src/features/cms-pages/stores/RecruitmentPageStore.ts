import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import type { Page } from '@brokerage/shared/validation';
import { isCanceled, logLoadError, toLoadFailure, type LoadFailure } from '@brokerage/shared/ui';

export interface RecruitmentPageSource {
  /** `null` when no page has the slug. */
  getPage(slug: string, locale: Locale, signal: AbortSignal): Promise<Page | null>;
}

/**
 * A CMS slug the proxy sent here because its template is RECRUITMENT*. The redirect table is
 * the corporate site's business: anything that is not a page here is a 404.
 */
export class RecruitmentPageStore {
  page: Page | null = null;
  isLoading = false;
  failure: LoadFailure | null = null;
  /** The slug and language `page`/`failure` belong to. */
  slug: string | null = null;
  locale: Locale | null = null;

  private controller: AbortController | null = null;

  constructor(private readonly source: RecruitmentPageSource) {
    makeAutoObservable<this, 'source' | 'controller'>(this, { source: false, controller: false });
  }

  get notFound(): boolean {
    return !this.isLoading && this.slug !== null && this.page === null && this.failure === null;
  }

  async open(slug: string, locale: Locale): Promise<void> {
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    this.slug = slug;
    this.locale = locale;
    this.page = null;
    this.failure = null;
    this.isLoading = true;
    try {
      const page = await this.source.getPage(slug, locale, controller.signal);
      runInAction(() => {
        this.page = page;
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      logLoadError('recruitment-page', error);
      runInAction(() => {
        const failure = toLoadFailure(error);
        if (failure !== 'notFound') this.failure = failure;
      });
    } finally {
      if (this.controller === controller) {
        this.controller = null;
        runInAction(() => {
          this.isLoading = false;
        });
      }
    }
  }

  cancel(): void {
    this.controller?.abort();
    this.controller = null;
    this.isLoading = false;
  }
}
