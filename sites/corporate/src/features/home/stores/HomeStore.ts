import { makeAutoObservable } from 'mobx';
import type { Locale } from '@brokerage/shared/routing';
import type { BlockItem, Page, PageBlock } from '@brokerage/shared/validation';
import { StaticPageStore } from '@brokerage/shared/ui';

export interface HomePageSource {
  getHomePage(locale: Locale, signal: AbortSignal): Promise<Page>;
}

/** The home page content (`pages/static/home-page`) and the blocks the home screen shows. */
export class HomeStore {
  /** Loading, failure and the page per language. */
  readonly content: StaticPageStore;

  constructor(source: HomePageSource) {
    this.content = new StaticPageStore({
      context: 'home',
      load: (locale, signal) => source.getHomePage(locale, signal),
    });
    makeAutoObservable(this, { content: false });
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

  private block(type: string): PageBlock | undefined {
    return this.content.page?.blocks.find((block) => block.type === type);
  }
}
