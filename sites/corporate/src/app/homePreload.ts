import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { isHomeNewsType } from '../features/home/stores/HomeNewsStore';
import type { CorporateStores } from './RootStore';

const NO_PARAMS = {};

/**
 * The home page and the lists of the blocks below its banner (the news block's first tab, the
 * report carousel, the videos), as each block asks for them on mount: the page arrives with
 * them rendered, and the blocks find their answer there instead of loading after the page has
 * shown (app/ composes the features' stores; the features do not know each other).
 */
export async function preloadHome(stores: CorporateStores, locale: Locale): Promise<void> {
  await stores.home.content.load(locale);
  await Promise.all(
    stores.home.sections.map((section) => {
      if (section.kind === 'report') return stores.homeReports.list.load(1, NO_PARAMS, locale);
      if (section.kind === 'video') return stores.homeVideos.list.load(1, NO_PARAMS, locale);
      const first = section.blocks.map((block) => block.type).find(isHomeNewsType);
      return first ? stores.homeNews.select(first, locale) : undefined;
    }),
  );
}
