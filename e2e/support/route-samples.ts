/**
 * Every page the product has, as the route table and the template list say, with a real path
 * for each: the a11y gate (and any spec that must visit "every page") derives its list from
 * here, so a new route or template joins by being added to the table, never by hand.
 *
 * Statically (to name the tests): one page per route and language, plus one per sub-page and
 * one per parameter form (a slug, a report id). At run time each parameterised page takes a
 * real example from the seeded API, and fails when there is none.
 */
import { expect, type StackApi } from '../fixtures';
import { slugViewType } from '../../shared/src/routing/contentPaths';
import { buildPath, matchPath } from '../../shared/src/routing/paths';
import {
  LOCALES,
  ROUTES,
  type Locale,
  type RouteDef,
  type RouteId,
} from '../../shared/src/routing/routes';
import { PAGE_TEMPLATE_CODES } from '../../shared/src/validation/templates';

export type RoutePageKind =
  /** The route itself (`/bieu-phi`, `/trung-tam-phan-tich`). */
  | { form: 'bare' }
  /** One of its sub-pages (`/trung-tam-phan-tich/bao-cao-chi-tiet`). */
  | { form: 'subPage'; subPage: string }
  /** With a slug or an id taken from the API (`/bieu-phi/phi-giao-dich…`, `/bao-cao-phan-tich/293`). */
  | { form: 'param' };

export interface RoutePage {
  route: RouteDef;
  locale: Locale;
  kind: RoutePageKind;
  /** Unique, readable test name part: "transactionFee/slug (en)". */
  name: string;
}

/**
 * Routes whose screen is a later issue: the page at any slug is the shared "under development"
 * page and the API has nothing to list yet (job openings, join reasons). Their sample must show
 * that page; once a real screen arrives the check fails and the route must take its slug from
 * the API like the others.
 */
export const PENDING_SCREENS: ReadonlySet<string> = new Set<RouteId>([]);
const PENDING_SLUG = 'mau';

const paramName = (route: RouteDef): string => (route.params === 'optionalId' ? 'id' : 'slug');

/** Every (route, form, language) of the shared table. */
export function routePages(): RoutePage[] {
  const pages: RoutePage[] = [];
  for (const locale of LOCALES) {
    for (const route of ROUTES as readonly RouteDef[]) {
      const add = (kind: RoutePageKind, suffix = '') =>
        pages.push({ route, locale, kind, name: `${route.id}${suffix} (${locale})` });
      if (route.params !== 'slugRequired') add({ form: 'bare' });
      for (const sub of route.subPages ?? [])
        add({ form: 'subPage', subPage: sub.id }, `/${sub.id}`);
      if (
        route.params === 'slug' ||
        route.params === 'slugRequired' ||
        route.params === 'optionalId'
      )
        add({ form: 'param' }, `/${paramName(route)}`);
    }
  }
  return pages;
}

export interface TemplatePage {
  code: string;
  locale: Locale;
  name: string;
}

/** Every CMS template of the server's list, in both languages. */
export function templatePages(): TemplatePage[] {
  return LOCALES.flatMap((locale) =>
    PAGE_TEMPLATE_CODES.map((code) => ({ code, locale, name: `${code} (${locale})` })),
  );
}

// ---- samples from the seeded API -----------------------------------------------------------

interface ContentListing {
  id: number;
  type: string;
  slug: string;
  path: string | null;
}
interface PageListing {
  templateCode: string;
  slug: string;
}

/** One request per language, made on first use and shared by every later caller. */
function oncePerLocale<T>(fetch: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const answers = new Map<Locale, Promise<T>>();
  return (locale) => {
    let answer = answers.get(locale);
    if (!answer) {
      answer = fetch(locale);
      answers.set(locale, answer);
    }
    return answer;
  };
}

/** What the API lists, fetched once per worker and language. */
export class SampleSource {
  // Every published item that has a page (the sitemap's source), far below 1000.
  private readonly listContent = oncePerLocale((locale) =>
    this.stackApi.data<ContentListing[]>('all-content', { locale, limit: '1000' }),
  );
  private readonly listPages = oncePerLocale((locale) =>
    this.stackApi.data<PageListing[]>('pages/static/all', { locale, limit: '100' }),
  );
  // The recruitment portal's own content (docs/recruitment.md), not in `all-content`.
  private readonly listJobs = oncePerLocale((locale) =>
    this.stackApi.data<{ slug: string }[]>('recruitments/news', { locale, limit: '1' }),
  );
  private readonly listJoinReasons = oncePerLocale((locale) =>
    this.stackApi.data<{ slug: string }[]>('recruitments/about-us-posts', { locale }),
  );

  constructor(private readonly stackApi: StackApi) {}

  /** The path of a route page; fails when the API has no example for a parameterised one. */
  async routePath(page: RoutePage): Promise<string> {
    const { route, locale, kind } = page;
    const id = route.id as RouteId;
    if (kind.form === 'bare') return buildPath(id, locale);
    if (kind.form === 'subPage') return buildPath(id, locale, { subPage: kind.subPage });
    if (PENDING_SCREENS.has(id)) return buildPath(id, locale, { slug: PENDING_SLUG });
    const portal =
      id === 'recruitmentDetails'
        ? this.listJobs
        : id === 'joinReasonDetail'
          ? this.listJoinReasons
          : null;
    if (portal) {
      const slug = (await portal(locale))[0]?.slug;
      expect(slug, `the seed has no example for route ${id} in ${locale}`).toBeDefined();
      return buildPath(id, locale, { slug: slug! });
    }

    const items = await this.listContent(locale);
    const viewed = slugViewType(id);
    const onRoute = (path: string | null | undefined): path is string => {
      if (!path) return false;
      const match = matchPath(path);
      return (
        match.kind === 'route' &&
        match.route.id === id &&
        (match.slug !== undefined || match.id !== undefined)
      );
    };
    // An item whose own page is on this route (a bond article for the bond news route), else
    // a route that shows an item by slug without being its page.
    const found =
      items.map((item) => item.path).find(onRoute) ??
      items
        .filter((item) => item.type === viewed)
        .map((item) => buildPath(id, locale, { slug: item.slug }))
        .find(onRoute);
    expect(
      found,
      `no ${paramName(route)} for route ${id} in ${locale}: the seed must have an example (or the route a sample source here)`,
    ).toBeDefined();
    return found!;
  }

  /**
   * The path of a template's seeded CMS page, and whether that path is a route of the table
   * (the home page is the HOME template): such a page is already checked as a route.
   */
  async templatePath(page: TemplatePage): Promise<{ path: string; isRoute: boolean }> {
    const pages = await this.listPages(page.locale);
    const found = pages.find((p) => p.templateCode === page.code);
    expect(found, `the seed has no ${page.code} page in ${page.locale}`).toBeDefined();
    const prefix = page.locale === 'en' ? '/en' : '';
    const path = found!.slug ? `${prefix}/${encodeURIComponent(found!.slug)}` : prefix || '/';
    return { path, isRoute: matchPath(path).kind !== 'cms' };
  }
}
