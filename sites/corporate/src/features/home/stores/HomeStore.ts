import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { BlockItem, PageBlock } from '@brokerage/shared/validation/content.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { isHomeNewsType } from './HomeNewsStore';

/**
 * A home section below the banner, customer-service and utilities blocks, in the page's block
 * order: the report carousel, the video block, or the news block that gathers the news,
 * news_disclosure and news_sgdck blocks into tabs (at the place of the first of them).
 */
export type HomeSection =
  | { kind: 'report'; block: PageBlock }
  | { kind: 'video'; block: PageBlock }
  | { kind: 'news'; blocks: PageBlock[] };

/** The home page content (`pages/static/home-page`) and the blocks the home screen shows. */
export class HomeStore {
  /** Loading, failure and the page per language. */
  readonly content: StaticPageStore;

  constructor(api: ApiClient) {
    this.content = new StaticPageStore({
      context: 'home',
      // `GET pages/static/home-page`. The content API's module (the system settings load it at
      // start) comes with the first call, not with the site's entry.
      load: async (locale, signal) => {
        const { createContentApi } = await import('@brokerage/shared/api/contentApi.ts');
        return createContentApi(api).getStaticPage('home-page', { locale, signal });
      },
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

  get sections(): HomeSection[] {
    const blocks = this.content.page?.blocks ?? [];
    const sections: HomeSection[] = [];
    const news = blocks.filter((block) => isHomeNewsType(block.type));
    for (const block of blocks) {
      if (block.type === 'report' || block.type === 'video') {
        if (!sections.some((section) => section.kind === block.type))
          sections.push({ kind: block.type, block });
      } else if (block === news[0]) {
        // One tab per type: a second block of a type adds nothing.
        const firstOfType = news.filter((b, i) => news.findIndex((o) => o.type === b.type) === i);
        sections.push({ kind: 'news', blocks: firstOfType });
      }
    }
    return sections;
  }

  private block(type: string): PageBlock | undefined {
    return this.content.page?.blocks.find((block) => block.type === type);
  }
}
