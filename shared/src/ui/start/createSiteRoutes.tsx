import type { ComponentType } from 'react';
import { ScrollRestoration, useNavigation, type RouteObject } from 'react-router-dom';
import { getRoute, type RouteDef, type RouteId } from '../../routing';
import { ErrorPage } from '../components/ErrorPage/ErrorPage';
import { usePageMatch } from '../hooks/usePageMatch';
import { SiteShell } from '../layouts/SiteShell/SiteShell';
import classes from '../layouts/SiteShell/SiteShell.module.css';
import { RootError, RouteError } from './RouteErrors';

export type PageModule = { default: ComponentType };

export interface SitePage {
  /** Route id from the shared table; mounted at its vi and en paths (with :slug, :id or
   *  :subPage according to the route's `params`). */
  route: RouteId;
  load: () => Promise<PageModule>;
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
 * The router accepts any `:subPage` or `:id`; the route table knows which are real (an unknown
 * analysis sub-page, a non-numeric report id). Those get the 404 here, so no page has to check.
 */
function guarded(Page: ComponentType): ComponentType {
  function GuardedPage() {
    const match = usePageMatch();
    return match.kind === 'notFound' ? <ErrorPage status={404} /> : <Page />;
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}

const lazyPage = (load: () => Promise<PageModule>) => async () => ({ Component: guarded((await load()).default) });

/** The first load of a lazy page: the shell's overlay is already up (no layout yet). */
const PAGE_FALLBACK = <span hidden />;

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <div className={classes.progress} aria-hidden="true" /> : null;
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
  pages: readonly SitePage[];
  catchAll?: () => Promise<PageModule>;
}

/**
 * One shell route; under it every page at its paths in both languages, then the catch-all
 * (corporate's CMS resolver, else the 404 page). A page error renders the 500 page inside the
 * shell; a shell error renders it bare.
 */
export function createSiteRoutes({ pages, catchAll }: SiteRoutesOptions): RouteObject[] {
  const children: RouteObject[] = pages.flatMap((page) =>
    routerPaths(page.route).map(
      (path): RouteObject => ({
        path,
        lazy: lazyPage(page.load),
        errorElement: <RouteError />,
        hydrateFallbackElement: PAGE_FALLBACK,
      }),
    ),
  );
  children.push(
    catchAll
      ? { path: '*', lazy: lazyPage(catchAll), errorElement: <RouteError />, hydrateFallbackElement: PAGE_FALLBACK }
      : { path: '*', Component: NotFoundPage, errorElement: <RouteError /> },
  );
  return [{ element: <RootRoute />, errorElement: <RootError />, children }];
}
