import { makeAutoObservable, runInAction } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import type { BlockItem, Page, PageBlock } from '@brokerage/shared/validation';
import { isCanceled, logLoadError, toLoadFailure, type LoadFailure } from '@brokerage/shared/ui';

export interface HomePageSource {
  getHomePage(locale: Locale, signal: AbortSignal): Promise<Page>;
}

/** The home page content (`pages/static/home-page`) and the blocks the home screen shows. */
export class HomeStore {
  page: Page | null = null;
  isLoading = false;
  failure: LoadFailure | null = null;
  /** Language of `page`; switching language in the router must fetch the other one. */
  locale: Locale | null = null;

  private controller: AbortController | null = null;

  constructor(private readonly source: HomePageSource) {
    makeAutoObservable<this, 'source' | 'controller'>(this, { source: false, controller: false });
  }

  get bannerItems(): BlockItem[] {
    return this.block('banner')?.items ?? [];
  }

  get customerService(): PageBlock | undefined {
    return this.block('customer_service');
  }

  get utilities(): PageBlock | undefined {
    return this.block('utilities');
  }

  async load(locale: Locale): Promise<void> {
    if (this.page && this.locale === locale && !this.failure) return;
    this.cancel();
    const controller = new AbortController();
    this.controller = controller;
    this.isLoading = true;
    this.failure = null;
    try {
      const page = await this.source.getHomePage(locale, controller.signal);
      runInAction(() => {
        this.page = page;
        this.locale = locale;
      });
    } catch (error) {
      if (isCanceled(error, controller.signal)) return;
      logLoadError('home', error);
      runInAction(() => {
        this.failure = toLoadFailure(error);
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

  private block(type: string): PageBlock | undefined {
    return this.page?.blocks.find((block) => block.type === type);
  }
}
