import { useStores, type BaseStores } from '@brokerage/shared/ui';
import { findRedirect, getPage } from '../features/cms-pages/api/cmsPagesApi';
import { CmsPageStore } from '../features/cms-pages/stores/CmsPageStore';
import { getHomePage } from '../features/home/api/homeApi';
import { HomeStore } from '../features/home/stores/HomeStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api }: Pick<BaseStores, 'api'>) {
  return {
    home: new HomeStore({ getHomePage: (locale, signal) => getHomePage(api, locale, signal) }),
    cmsPage: new CmsPageStore({
      getPage: (slug, locale, signal) => getPage(api, slug, locale, signal),
      findRedirect: (path, locale, signal) => findRedirect(api, path, locale, signal),
    }),
  };
}

export type CorporateStores = ReturnType<typeof createStores>;

export const useCorporateStores = () => useStores<CorporateStores>();
