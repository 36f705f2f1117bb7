import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../../ui/fonts.css';
import '../../ui/styles.css';
import type { Transport } from '../../api/transport';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from './reactDomClient';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { I18n } from '../../i18n/translator';
import { localeFromPath } from '../../routing/paths';
import { parseSystemData, SYSTEM_DATA_ELEMENT_ID } from '../../validation/systemData';
import type { BaseStores } from '../stores/RootStore';
import { isLayoutKind } from '../stores/UiStore';
import { preloadShell } from '../shell/SiteShell/SiteShell';
import { preloadMatches, resolveLazyMatches } from './createSiteRoutes';
import type { ReplayAdapter } from './pageData';
import {
  HYDRATED_ATTRIBUTE,
  PAGE_DATA_ELEMENT_ID,
  SSR_ATTRIBUTE,
  SSR_LAYOUT_ATTRIBUTE,
} from './ssrMarkup';
import { createSiteApp, type SiteDefinition } from './siteApp';

export type { SiteTextLoaders } from './siteApp';

export interface StartSiteOptions<S extends object = object> extends SiteDefinition<S> {
  /** Element to render into; default `#root`. */
  container?: HTMLElement;
}

export interface StartedSite {
  i18n: I18n;
  stores: BaseStores;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Lets the browser paint and answer input between the steps of the start: on a phone each step
 * is tens of milliseconds, and together they would be one long task.
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The API client's transport on a server-rendered page: the recorded answers of the page, read
 * with the first request (the reader loads with it, not with the entry).
 */
function pageReplay(text: string | null | undefined): {
  adapter: Transport;
  forget: () => void;
} {
  let replay: Promise<ReplayAdapter> | undefined;
  const load = () =>
    (replay ??= import('./pageData').then((m) => m.replayAdapter(m.parsePageData(text))));
  return {
    adapter: async (config) => (await load()).adapter(config),
    forget: () => void load().then((loaded) => loaded.forget()),
  };
}

/**
 * Server-rendered content stays inert (no half-working controls) until it is hydrated; then
 * `#root` says so (`data-hydrated`, for tests and for anyone looking at the page).
 */
function Hydrated({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.removeAttribute('inert');
    container.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [container]);
  return null;
}

/**
 * Boots one site (contracts.md "Shared UI"): language from the path, that language's texts,
 * i18n, session and shell stores, the router with lazy pages. A page the proxy rendered on the
 * server is hydrated: the matched page's chunk and data (answered from the page's own record)
 * are in before React takes over the markup, so the first render is the server's.
 */
export async function startSite<S extends object>(
  options: StartSiteOptions<S>,
): Promise<StartedSite> {
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('startSite: no #root element in index.html');
  // The entry's evaluation (Mantine, the router, MobX) is one task already; the app's
  // stores, routes and texts start in the next one.
  await yieldToMain();
  const { pathname, search } = window.location;
  const locale = localeFromPath(pathname);
  document.documentElement.lang = locale;

  const rendered = container.hasAttribute(SSR_ATTRIBUTE);

  const replay = rendered
    ? pageReplay(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent)
    : undefined;
  // The texts load while the stores start their first requests.
  const { i18n, stores, routes, texts, wrap } = createSiteApp(
    options,
    locale,
    replay ? { adapter: replay.adapter } : undefined,
  );
  // Without them (a failed chunk) the page still renders: keys beat a blank page.
  const textsIn = texts.catch((error: unknown) =>
    console.error('startSite: the texts did not load', error),
  );
  await yieldToMain();
  // The proxy sends the settings, text overrides and menus inside the page; without them (the
  // API did not answer the proxy in time) they load through the API.
  const systemData = parseSystemData(
    document.getElementById(SYSTEM_DATA_ELEMENT_ID)?.textContent,
    locale,
  );
  if (systemData) stores.system.hydrate(systemData);
  else void stores.system.load(locale);
  // A tab a report card opened (noopener) asks the open tabs for the login; a token from an
  // earlier page of this tab is checked (a 401 offers a new login).
  stores.handover.start();
  void stores.customerAuth.loadProfile();
  await yieldToMain();

  if (rendered) {
    const layout = container.getAttribute(SSR_LAYOUT_ATTRIBUTE);
    if (isLayoutKind(layout)) stores.ui.setLayout(layout);
    await Promise.all([
      resolveLazyMatches(routes, pathname),
      preloadMatches(routes, { pathname, search }, stores),
      preloadShell(),
      textsIn,
      // A login handed over by another tab (or the end of the wait) before React takes over.
      stores.handover.settled(),
    ]);
  } else {
    await textsIn;
  }

  await yieldToMain();
  const router = createBrowserRouter(routes);
  await yieldToMain();
  if (replay) {
    // The record answers for the page as served; after the first move requests go out.
    const unsubscribe = router.subscribe((state) => {
      if (state.location.pathname === pathname && state.navigation.state === 'idle') return;
      replay.forget();
      unsubscribe();
    });
  }
  const app = wrap(
    <>
      <RouterProvider router={router} />
      {rendered && <Hydrated container={container} />}
    </>,
  );
  if (rendered) {
    // A transition: React hydrates in slices and the page stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('startSite: hydration recovered', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
  return { i18n, stores, router };
}
