import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  LocaleQuerySchema,
  dataEnvelope,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  ContentKeyParamsSchema,
  ContentListQuerySchema,
  contentDetailSchema,
  contentSummarySchema,
  type ContentType,
} from '@brokerage/shared/validation/contentItems.ts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { COMMON_ERRORS, NOT_FOUND, listPage, PUBLIC_CONTENT } from '../http/route-schemas';
import type { ContentFilters, Paging } from '../../repositories/content';
import { toDetail, toSummary } from './present';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** `?locale=` plus the list filters every list endpoint takes. */
export const ListQuerySchema = LocaleQuerySchema.extend(ContentListQuerySchema.shape);
type ListQuery = z.infer<typeof ListQuerySchema>;

export const DetailQuerySchema = LocaleQuerySchema;

/** The parent a `?category=` names, or a 404 (a filter on a missing category is a dead link). */
export async function requireCategory(
  app: Pick<FastifyInstance, 'repos'>,
  type: ContentType,
  key: string,
  locale: Locale,
): Promise<number> {
  const id = await app.repos.content.resolveCategory(type, key, locale);
  if (id === null) throw notFound();
  return id;
}

/** One page of a type's published items as list rows (`contentSummarySchema`). */
export async function summaryPage(
  app: Pick<FastifyInstance, 'repos'>,
  type: ContentType,
  locale: Locale,
  paging: Paging,
  filters: ContentFilters,
) {
  const result = await app.repos.content.list({ types: [type], locale, paging, filters });
  // The serializer checks every row against the type's schema (attrs included).
  return listPage(
    { items: result.items.map((row) => toSummary(row, locale)), total: result.total },
    paging.page,
    paging.limit,
  ) as never;
}

export interface ListRouteSpec<Q extends z.ZodObject> {
  url: string;
  type: ContentType;
  tag: string;
  summary: string;
  /** A wider query than the common one (news products, branch regions). */
  query?: Q;
  /** Filters read from the wider query. */
  filters?: (query: z.infer<Q>) => ContentFilters;
}

/**
 * `GET {url}`: one type's published items in the request language, paged, filtered by
 * category (id or slug; unknown → 404), outstanding and year.
 */
export function contentListRoute<Q extends z.ZodObject = typeof ListQuerySchema>(
  app: ZodApp,
  spec: ListRouteSpec<Q>,
) {
  app.get(
    spec.url,
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        querystring: spec.query ?? ListQuerySchema,
        response: {
          200: listEnvelope(contentSummarySchema(spec.type)),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
        },
      },
    },
    async (request) => {
      const query = request.query as ListQuery;
      const { locale, page, limit } = query;
      const parentId =
        query.category === undefined
          ? undefined
          : await requireCategory(app, spec.type, query.category, locale);
      return summaryPage(
        app,
        spec.type,
        locale,
        { page, limit },
        {
          parentId,
          outstanding: query.outstanding,
          year: query.year,
          ...spec.filters?.(request.query as z.infer<Q>),
        },
      );
    },
  );
}

export interface DetailRouteSpec {
  url: string;
  type: ContentType;
  tag: string;
  summary: string;
}

/** `GET {url}/:key`: one item of the type by id or slug of either language, else 404. */
export function contentDetailRoute(app: ZodApp, spec: DetailRouteSpec) {
  app.get(
    `${spec.url}/:key`,
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        params: ContentKeyParamsSchema,
        querystring: DetailQuerySchema,
        response: {
          200: dataEnvelope(contentDetailSchema(spec.type)),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
        },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const row = await app.repos.content.find([spec.type], request.params.key, locale);
      if (!row) throw notFound();
      return { data: toDetail(row, locale) } as never;
    },
  );
}
