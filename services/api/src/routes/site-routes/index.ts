import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECRUITMENT_SLUG_ROUTES,
  contentTypesForRoute,
  slugViewType,
} from '@brokerage/shared/routing/contentPaths.ts';
import { type RouteMatch, buildPath, matchPath } from '@brokerage/shared/routing/paths.ts';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import {
  LocaleQuerySchema,
  dataEnvelope,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  AllContentItemSchema,
  AllContentQuerySchema,
  ContentRouteHeadSchema,
  ContentRouteResolveQuerySchema,
  type ContentRouteHead,
  type ContentType,
} from '@brokerage/shared/validation/contentItems.ts';
import { notFound } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, listPage, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { alternatesOf, pathOf, toSummary } from '../../lib/content/present';
import { type ContentRow, PAGE_TYPES } from '../../repositories/content';
import { todayOf } from '../../lib/clock';

const TAG = 'content';

/** Items shared as articles (og:type); services, fees and categories are plain pages. */
const ARTICLE_TYPES: ReadonlySet<ContentType> = new Set<ContentType>([
  'news',
  'disclosure',
  'sgdck_news',
  'analysis_report',
]);

/** The page head of an item's page: its SEO text, falling back to its own title and summary. */
function headOf(row: ContentRow): ContentRouteHead {
  return {
    title: row.seo?.title ?? row.title,
    description: row.seo?.description ?? row.summary,
    keywords: row.seo?.keyword ?? null,
    image: row.seo?.imgSrc ?? row.image,
    type: ARTICLE_TYPES.has(row.type) ? 'article' : 'website',
    alternates: alternatesOf(row),
  };
}

/** The content item a site path shows, or null (not a content route, or nothing there). */
async function itemAtPath(
  app: Pick<FastifyInstance, 'repos'>,
  rawPath: string,
): Promise<ContentRow | null> {
  const match = matchPath(rawPath.split(/[?#]/)[0] ?? '');
  if (match.kind !== 'route') return null;
  const { route, locale } = match;
  let row: ContentRow | null = null;
  if (match.slug !== undefined) {
    const types = contentTypesForRoute(route.id) as ContentType[];
    if (types.length === 0) return null;
    // Only the slug of the path's own language: another language's slug is not this page.
    row = await app.repos.content.findBySlug(types, match.slug, locale);
  } else if (route.id === 'analysisReports' && match.id !== undefined) {
    row = await app.repos.content.find(['analysis_report'], match.id, locale);
  }
  if (!row) return null;
  // The item's own page must be this route (a news item lives under its own product's route),
  // or a route that views it by slug (a department's tab on the departments page).
  const own = pathOf(row, row.slug, locale);
  const ownMatch = own ? matchPath(own) : null;
  if (ownMatch?.kind === 'route' && ownMatch.route.id === route.id) return row;
  return slugViewType(route.id) === row.type ? row : null;
}

/**
 * The head of a job posting's or a why-join-us post's page (recruitment records, not content
 * items), or null when the path's slug, in the path's own language, names none.
 */
async function recruitmentHeadAtPath(
  app: FastifyInstance,
  match: Extract<RouteMatch, { kind: 'route' }>,
): Promise<ContentRouteHead | null> {
  const { route, locale, slug } = match;
  if (slug === undefined) return null;
  const jobs = app.repos.recruitmentJobs;
  const record =
    route.id === 'recruitmentDetails'
      ? await jobs.findNews(slug, locale, todayOf(app))
      : await jobs.findAboutUsPost(slug, locale);
  if (!record?.translations.some((t) => t.locale === locale && t.slug === slug)) return null;
  return {
    title: record.title,
    description: record.summary,
    keywords: null,
    image: 'image' in record ? record.image : null,
    type: 'article',
    alternates: record.translations.map((t) => ({
      locale: t.locale,
      path: buildPath(route.id as RouteId, t.locale, { slug: t.slug }),
    })),
  };
}

/** What the proxy reads: every item with a page (sitemap), and the head of one content path. */
export const siteRoutesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all-content',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'Every published item that has a page, by id, with its page in both languages (sitemap)',
        querystring: LocaleQuerySchema.extend(AllContentQuerySchema.shape),
        response: { 200: listEnvelope(AllContentItemSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit, type } = request.query;
      const types = type === undefined ? PAGE_TYPES : PAGE_TYPES.filter((t) => t === type);
      if (types.length === 0) return listPage({ items: [], total: 0 }, page, limit);
      const result = await app.repos.content.list({
        types,
        locale,
        paging: { page, limit },
        orderById: true,
      });
      const items = result.items.map((row) => ({
        ...toSummary(row, locale),
        updatedAt: row.updatedAt.toISOString(),
        alternates: alternatesOf(row),
      }));
      return listPage({ items, total: result.total }, page, limit);
    },
  );

  app.get(
    '/content-routes/resolve',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'The page head and language alternates of a content route path (detail page or list with a category slug); 404 when nothing is there',
        querystring: LocaleQuerySchema.extend(ContentRouteResolveQuerySchema.shape),
        response: { 200: dataEnvelope(ContentRouteHeadSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const match = matchPath(request.query.path.split(/[?#]/)[0] ?? '');
      if (match.kind === 'route' && RECRUITMENT_SLUG_ROUTES.includes(match.route.id)) {
        const head = await recruitmentHeadAtPath(app, match);
        if (!head) throw notFound();
        return { data: head };
      }
      const row = await itemAtPath(app, request.query.path);
      if (!row) throw notFound();
      return { data: headOf(row) };
    },
  );
};
