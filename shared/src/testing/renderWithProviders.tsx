import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { Transport } from '../api/transport';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import type { I18n } from '../i18n/translator';
import { localeFromPath } from '../routing/paths';
import type { Locale, SiteId } from '../routing/routes';
import type { ShellSlots } from '../app/shell/ShellContext';
import { SiteShell } from '../app/shell/SiteShell/SiteShell';
import type { Recaptcha } from '../auth/recaptcha/recaptcha';
import type { AuthBrowser } from '../auth/CustomerAuthStore';
import type { BaseStores } from '../app/stores/RootStore';
import type { LayoutKind } from '../app/stores/UiStore';
import { createSiteI18n } from './siteI18n';
import { createBaseStores } from '../app/start/createStores';
import { SiteProviders } from '../app/start/SiteProviders';
import type { Menu, SystemGeneral, TranslationTree } from '../validation/content';

export interface RenderWithProvidersOptions {
  site?: SiteId;
  /** Initial URL (path, query, hash); default `/`, or `/en` for `locale: 'en'`. */
  path?: string;
  /** Default: the language of `path`. */
  locale?: Locale;
  /** Replaces any of the default stores, or adds a site's stores (`{ reports: new ReportsStore(...) }`). */
  stores?: Partial<BaseStores> & Record<string, unknown>;
  /** The site namespace's texts; `common` is always the real bundled one. */
  resources?: { vi: TranslationTree; en: TranslationTree };
  /** Router pattern for `ui`, so `useParams` works: `'/bao-cao-phan-tich/:id?'`. Default `*`. */
  routePath?: string;
  /** Settings and menus as if `systems/general` and `menus` had answered. */
  general?: SystemGeneral;
  menus?: Menu[];
  /** Render inside the real shell (header, footer, modals) with this layout already chosen. */
  shell?: LayoutKind;
  slots?: ShellSlots;
  /**
   * Transport of the default API client. The default answers every request with a network
   * error, so a test that forgot to fake a call fails instead of reaching a real server.
   */
  apiAdapter?: Transport;
  /** New tabs opened by the page are refused as a popup blocker would (default: allowed). */
  popupsBlocked?: boolean;
  /**
   * The base stores' reCAPTCHA (newsletter, logins). Default: the real one, which gives no
   * token while the settings name no key (`fixtureGeneral`'s default).
   */
  recaptcha?: Recaptcha;
}

/**
 * The page's window as the customer-auth store sees it: the router's location, and every full
 * page load or new tab recorded instead of performed (jsdom cannot navigate).
 */
export interface FakeBrowser extends AuthBrowser {
  assigned: string[];
  replaced: string[];
  opened: string[];
}

export interface RenderWithProvidersResult extends RenderResult {
  stores: BaseStores & Record<string, unknown>;
  i18n: I18n;
  /** The router's current location, read after an interaction: `location.current.pathname`. */
  location: { current: Location };
  browser: FakeBrowser;
}

/** A FakeBrowser on http://localhost whose current page is `current()`. */
export function createFakeBrowser(current: () => string, { popupsBlocked = false } = {}): FakeBrowser {
  const browser: FakeBrowser = {
    assigned: [],
    replaced: [],
    opened: [],
    origin: () => 'http://localhost',
    currentPath: current,
    assign: (url) => void browser.assigned.push(url),
    replace: (url) => void browser.replaced.push(url),
    open: (url) => {
      browser.opened.push(url);
      return popupsBlocked ? null : ({ opener: window } as unknown as Window);
    },
  };
  return browser;
}

const offlineAdapter: Transport = (request) =>
  Promise.reject(new Error(`renderWithProviders: no fake for ${request.method.toUpperCase()} ${request.url}`));

function LocationSpy({ target }: { target: { current: Location } }) {
  target.current = useLocation();
  return null;
}

/**
 * Renders `ui` the way startSite would (Mantine in test mode, i18n with the real `common`
 * texts, the stores context, a router) without the network.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const site = options.site ?? 'corporate';
  const path = options.path ?? (options.locale === 'en' ? '/en' : '/');
  const locale = options.locale ?? localeFromPath(path);
  const i18n = createSiteI18n(site, options.resources ?? { vi: {}, en: {} }, locale === 'en' ? '/en' : '/');
  const location = { current: { pathname: path, search: '', hash: '', state: null, key: 'default' } as Location };
  const browser = createFakeBrowser(
    () => location.current.pathname + location.current.search + location.current.hash,
    { popupsBlocked: options.popupsBlocked ?? false },
  );
  const base = createBaseStores({
    locale,
    i18n,
    session: { adapter: options.apiAdapter ?? offlineAdapter },
    browser,
    recaptcha: options.recaptcha,
  });
  const stores = { ...base, ...options.stores } as BaseStores & Record<string, unknown>;

  if (options.general || options.menus) {
    stores.system.hydrate({ locale, ...(options.general ? { general: options.general } : {}), ...(options.menus ? { menus: options.menus } : {}) });
  }
  if (options.shell) stores.ui.setLayout(options.shell);

  const routePath = options.routePath ?? '*';
  const shell = options.shell;
  // A wrapper (not a wrapped element) so that `rerender(newUi)` keeps providers and router.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SiteProviders site={site} stores={stores} i18n={i18n} slots={options.slots} env="test">
        <MemoryRouter initialEntries={[path]}>
          <LocationSpy target={location} />
          <Routes>
            <Route path={routePath} element={shell ? <SiteShell>{children}</SiteShell> : children} />
          </Routes>
        </MemoryRouter>
      </SiteProviders>
    );
  }

  const result = render(ui, { wrapper: Providers });
  return Object.assign(result, { stores, i18n, location, browser });
}
