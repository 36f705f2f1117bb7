import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import '../styles.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { COMMON_NAMESPACE, createI18n, type I18n, type LocaleBundle } from '../../i18n';
import { localeFromPath, type Locale, type SiteId } from '../../routing';
import type { TranslationTree } from '../../validation';
import { parseSystemData, SYSTEM_DATA_ELEMENT_ID } from '../../validation/systemData';
import type { BaseStores } from '../stores/RootStore';
import { createBaseStores } from './createStores';
import { createSiteRoutes, type PageModule, type SitePage } from './createSiteRoutes';
import { SiteProviders } from './SiteProviders';

export interface StartSiteOptions {
  site: SiteId;
  /** This site's i18n namespace (named like the site): per language, a dynamic import of its
   *  JSON. Only the page's language loads at start (the proxy preloads it with the entry). */
  resources: SiteTextLoaders;
  pages: SitePage[];
  /** Corporate only: renders every path no page matches (CMS slugs, redirects, 404). */
  catchAll?: () => Promise<PageModule>;
  /** The site's own MobX stores, composed into its RootStore next to the shared ones. */
  createStores?: (base: BaseStores) => object;
  /** A site's extra header controls, after the account menu and before the language switch. */
  headerActions?: ComponentType;
  /** Element to render into; default `#root`. */
  container?: HTMLElement;
}

export interface SiteApp {
  i18n: I18n;
  stores: BaseStores;
  router: ReturnType<typeof createBrowserRouter>;
}

export type SiteTextLoaders = Record<Locale, () => Promise<{ default: TranslationTree }>>;

/** The shared texts, one chunk per language (under `locales/<lang>/`: the build preloads them). */
const COMMON_TEXTS: SiteTextLoaders = {
  vi: () => import('../../locales/vi/common.json'),
  en: () => import('../../locales/en/common.json'),
};

/** One language's texts for a site: `common` and the site's namespace, fetched at once. */
async function loadSiteLanguage(
  site: SiteId,
  loaders: SiteTextLoaders,
  locale: Locale,
): Promise<LocaleBundle> {
  const [common, own] = await Promise.all([COMMON_TEXTS[locale](), loaders[locale]()]);
  return { [COMMON_NAMESPACE]: common.default, [site]: own.default };
}

/**
 * Boots one site (contracts.md "Shared UI"): language from the path, that language's texts,
 * i18n, session and shell stores, the router with lazy pages, then the first system-settings
 * load.
 */
export async function startSite(options: StartSiteOptions): Promise<SiteApp> {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('startSite: no #root element in index.html');
  const locale = localeFromPath(window.location.pathname);
  document.documentElement.lang = locale;

  const loadLanguage = (language: Locale) =>
    loadSiteLanguage(options.site, options.resources, language);
  // The texts load while the stores start their first requests; the first render waits only
  // for the texts.
  const i18n = createI18n({ locale, namespace: options.site, resources: {}, loadLanguage });
  const texts = i18n.loadLanguage(locale);
  const base = createBaseStores({ locale, i18n });
  const stores: BaseStores = options.createStores
    ? { ...base, ...options.createStores(base) }
    : base;
  const router = createBrowserRouter(
    createSiteRoutes({ pages: options.pages, catchAll: options.catchAll }),
  );
  // The proxy sends the settings, text overrides and menus inside the page; without them (the
  // API did not answer the proxy in time) they load through the API.
  const systemData = parseSystemData(
    document.getElementById(SYSTEM_DATA_ELEMENT_ID)?.textContent,
    locale,
  );
  if (systemData) stores.system.hydrate(systemData);
  else void stores.system.load(locale);
  // A token from an earlier page of this tab: check it is still good (a 401 offers a new login).
  void stores.customerAuth.loadProfile();
  // Without them (a failed chunk) the page still renders: keys beat a blank page.
  await texts.catch((error: unknown) => console.error('startSite: the texts did not load', error));

  createRoot(container).render(
    <StrictMode>
      <SiteProviders
        site={options.site}
        stores={stores}
        i18n={i18n}
        slots={options.headerActions ? { headerActions: options.headerActions } : undefined}
      >
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>,
  );
  return { i18n, stores, router };
}
