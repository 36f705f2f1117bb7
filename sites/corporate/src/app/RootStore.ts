import { useStores, type BaseStores } from '@brokerage/shared/ui';
import { CmsPageStore } from '../features/cms-pages/stores/CmsPageStore';
import { getHomePage } from '../features/home/api/homeApi';
import { HomeStore } from '../features/home/stores/HomeStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api, content }: Pick<BaseStores, 'api' | 'content'>) {
  return {
    home: new HomeStore({ getHomePage: (locale, signal) => getHomePage(api, locale, signal) }),
    cmsPage: new CmsPageStore({
      // The slug and the path belong to the language of the path being resolved.
      getPage: (slug, locale, signal) => content.getPage(slug, { locale, signal }),
      findRedirect: (path, locale, signal) => content.getRedirect(path, { locale, signal }),
    }),
  };
}

export type CorporateStores = ReturnType<typeof createStores>;

export const useCorporateStores = () => useStores<CorporateStores>();
