import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import {
  matchRoutes,
  Navigate,
  ScrollRestoration,
  useLocation,
  useNavigation,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { buildPath, localeFromPath } from '../../routing/paths';
import { getRoute, type Locale, type RouteDef, type RouteId } from '../../routing/routes';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';
import { usePageMatch } from '../hooks/usePageMatch';
import type { BaseStores } from '../stores/RootStore';
import { useStores } from '../stores/StoresContext';
import { SiteShell } from '../shell/SiteShell/SiteShell';
import classes from '../shell/SiteShell/SiteShell.module.css';
import { RootError, RouteError } from './RouteErrors';

export type PageModule = { default: ComponentType };

/**
 * What a page's data load gets: the site's stores, the page's language, path parameters and
 * query (the stock pages' `stock_symbol`).
 */
export interface PreloadContext<S extends object = object> {
  stores: S;
  locale: Locale;
  params: Params;
  pathname: string;
  searchParams: URLSearchParams;
}

export type Preload<S extends object = object> = (context: PreloadContext<S>) => Promise<unknown>;

export interface SitePage<S extends object = object> {
  /** Route id from the shared table; mounted at its vi and en paths (with :slug, :id or
   *  :subPage according to the route's `params`). */
  route: RouteId;
  load: () => Promise<PageModule>;
  /**
   * The data the page shows first, loaded into its stores through the same calls the page makes
   * on mount. The server awaits it before rendering the page, and the browser before hydrating
   * it (answered from the page's own record), so both render the same thing.
   */
  preload?: Preload<S>;
}

interface RouteHandle {
  preload?: Preload<never>;
}

const PARAM_SUFFIX: Record<RouteDef['params'], string> = {
  none: '',
  slug: '/:slug?',
  slugRequired: '/:slug',
  optionalId: '/:id?',
  subPages: '/:subPage?',
};

/** The router paths of a route in both languages (`/` + vi, `/en/` + en; home at `/` and `/en`). */
export function routerPaths(id: RouteId): [string, string] {
  const route = getRoute(id);
  if (route.id === 'home') return ['/', '/en'];
  const suffix = PARAM_SUFFIX[route.params];
  return [`/${route.vi}${suffix}`, `/en/${route.en}${suffix}`];
}

/**
 * Is a flagged route of the table (`flagged: <feature>`) switched on? Read while rendering, from
 * the page's stores, so a flag flipped in the settings takes effect on the next render.
 */
export type FlagCheck = (route: RouteDef, stores: BaseStores) => boolean;

/** The default: the flag named by the route, from the system settings (`features`). */
export const settingsFlags: FlagCheck = (route, stores) =>
  route.flagged ? stores.system.isFeatureEnabled(route.flagged) : true;

/**
 * The guards of the route table, enforced here for every page so no page wraps itself:
 * - the router accepts any `:subPage` or `:id`, the table knows which are real: the others 404;
 * - a flagged route that is off shows the 403 "under development" page;
 * - a `recruitAuth` route without a candidate login goes to identity verification, which comes
 *   back through `redirectUrl` (spec §2 "Recruitment routes").
 */
function guarded(Page: ComponentType, isEnabled: FlagCheck): ComponentType {
  const GuardedPage = observer(function GuardedPage() {
    const match = usePageMatch();
    const stores = useStores();
    const { recruit } = stores;
    const { pathname, search } = useLocation();
    if (match.kind === 'notFound') return <ErrorPage status={404} />;
    if (match.kind === 'route') {
      const { route, locale } = match;
      if (route.flagged && !isEnabled(route, stores)) return <ErrorPage status={403} />;
      if (route.recruitAuth && !recruit.isLoggedIn) {
        // The server renders anonymously and cannot redirect from inside a render: it leaves
        // the page empty, and the browser, which knows the candidate's token, decides.
        if (typeof window === 'undefined') return null;
        const query = { redirectUrl: pathname + search };
        return <Navigate to={buildPath('authenticatedUser', locale, { query })} replace />;
      }
    }
    return <Page />;
  });
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}

const lazyPage = (load: () => Promise<PageModule>, isEnabled: FlagCheck) => async () => ({
  Component: guarded((await load()).default, isEnabled),
});

/** The first load of a lazy page: the shell's overlay is already up (no layout yet). */
const PAGE_FALLBACK = <span hidden />;

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className={classes.progress} aria-hidden="true" />
  ) : null;
}

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      <SiteShell />
    </>
  );
}

function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export interface SiteRoutesOptions {
  pages: readonly SitePage<never>[];
  catchAll?: () => Promise<PageModule>;
  /** The catch-all's data, as a page's `preload`. */
  catchAllPreload?: Preload<never>;
  /** Which flagged routes are on; by default, as the system settings' `features` say. */
  isFlagEnabled?: FlagCheck;
}

/**
 * One shell route; under it every page at its paths in both languages, then the catch-all
 * (corporate's CMS resolver, else the 404 page). A page error renders the 500 page inside the
 * shell; a shell error renders it bare.
 */
export function createSiteRoutes({
  pages,
  catchAll,
  catchAllPreload,
  isFlagEnabled = settingsFlags,
}: SiteRoutesOptions): RouteObject[] {
  const children: RouteObject[] = pages.flatMap((page) =>
    routerPaths(page.route).map((path): RouteObject => ({
      path,
      lazy: lazyPage(page.load, isFlagEnabled),
      errorElement: <RouteError />,
      hydrateFallbackElement: PAGE_FALLBACK,
      ...(page.preload ? { handle: { preload: page.preload } satisfies RouteHandle } : {}),
    })),
  );
  children.push(
    catchAll
      ? {
          path: '*',
          lazy: lazyPage(catchAll, isFlagEnabled),
          errorElement: <RouteError />,
          hydrateFallbackElement: PAGE_FALLBACK,
          ...(catchAllPreload
            ? { handle: { preload: catchAllPreload } satisfies RouteHandle }
            : {}),
        }
      : { path: '*', Component: NotFoundPage, errorElement: <RouteError /> },
  );
  return [{ element: <RootRoute />, errorElement: <RootError />, children }];
}

/** The page's place: its path and its query (`?stock_symbol=FPT`, or empty). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * Runs the preloads of the routes the page's path matches, with its query. A failed load is the
 * page's to show (its store keeps the failure), so nothing here throws.
 */
export async function preloadMatches<S extends object>(
  routes: RouteObject[],
  { pathname, search }: PageLocation,
  stores: S,
): Promise<void> {
  const locale = localeFromPath(pathname);
  const searchParams = new URLSearchParams(search);
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const preload = (route.handle as RouteHandle | undefined)?.preload as Preload<S> | undefined;
      await preload?.({ stores, locale, params, pathname, searchParams })?.catch(() => undefined);
    }),
  );
}

/**
 * Loads the lazy page modules `pathname` matches and puts them in place, so a router created
 * afterwards renders the page at once (hydration needs the page the server rendered, not the
 * fallback it would show while the chunk loads).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}
