import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { CmsPageStore } from '../features/cms-pages/stores/CmsPageStore';
import { ContactFormStore } from '../features/contact/stores/ContactFormStore';
import { HomeStore } from '../features/home/stores/HomeStore';
import { RecentSearchesStore } from '../features/search/stores/RecentSearchesStore';
import { SearchStore } from '../features/search/stores/SearchStore';
import { createNewsStores } from './newsStores';
import { createServicesStores } from './servicesStores';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  api,
  content,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  return {
    ...createNewsStores({ api, content, recaptcha }),
    ...createServicesStores({ api, recaptcha }),
    home: new HomeStore(api),
    contactForm: new ContactFormStore(api, {
      getRecaptchaToken: () => recaptcha.token('contact'),
    }),
    cmsPage: new CmsPageStore(api),
    search: new SearchStore(api, new RecentSearchesStore()),
  };
}

export type CorporateStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends CorporateStores {}
}
