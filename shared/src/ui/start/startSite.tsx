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
import { createI18n, type I18n } from '../../i18n';
import { localeFromPath, type SiteId } from '../../routing';
import type { TranslationTree } from '../../validation';
import commonEn from '../../locales/en/common.json';
import commonVi from '../../locales/vi/common.json';
import type { BaseStores } from '../stores/RootStore';
import { createBaseStores } from './createStores';
import { createSiteRoutes, type PageModule, type SitePage } from './createSiteRoutes';
import { SiteProviders } from './SiteProviders';

export interface StartSiteOptions {
  site: SiteId;
  /** This site's i18n namespace (named like the site), bundled vi/en JSON. */
  resources: { vi: TranslationTree; en: TranslationTree };
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

export function createSiteI18n(site: SiteId, resources: StartSiteOptions['resources'], pathname: string): I18n {
  return createI18n({
    locale: localeFromPath(pathname),
    namespace: site,
    resources: {
      vi: { common: commonVi, [site]: resources.vi },
      en: { common: commonEn, [site]: resources.en },
    },
  });
}

/**
 * Boots one site (contracts.md "Shared UI"): language from the path, i18n, session and shell
 * stores, the router with lazy pages, then the first system-settings load.
 */
export function startSite(options: StartSiteOptions): SiteApp {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('startSite: no #root element in index.html');
  const locale = localeFromPath(window.location.pathname);
  document.documentElement.lang = locale;

  const i18n = createSiteI18n(options.site, options.resources, window.location.pathname);
  const base = createBaseStores({ locale, i18n });
  const stores: BaseStores = options.createStores ? { ...base, ...options.createStores(base) } : base;
  const router = createBrowserRouter(createSiteRoutes({ pages: options.pages, catchAll: options.catchAll }));
  void stores.system.load(locale);
  // A token from an earlier page of this tab: check it is still good (a 401 offers a new login).
  void stores.customerAuth.loadProfile();

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
