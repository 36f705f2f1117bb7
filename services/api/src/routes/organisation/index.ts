import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  ContentKeyParamsSchema,
  DepartmentDetailSchema,
} from '@brokerage/shared/validation/contentItems.ts';
import { notFound } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import {
  DetailQuerySchema,
  ListQuerySchema,
  contentListRoute,
} from '../../lib/content/content-routes';
import { toDetail } from '../../lib/content/present';

const TAG = 'organisation';

const BranchQuerySchema = ListQuerySchema.extend({
  region: z.enum(['north', 'central', 'south']).optional(),
});

/** The management board (departments and their leaders), the branch network and its regions. */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  contentListRoute(app, {
    url: '/departments',
    type: 'department',
    tag: TAG,
    summary: 'Departments of the management structure, in CMS order',
  });

  app.get(
    '/departments/:key',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'One department (id or slug of either language) with its leaders in order',
        params: ContentKeyParamsSchema,
        querystring: DetailQuerySchema,
        response: { 200: dataEnvelope(DepartmentDetailSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const department = await app.repos.content.find(['department'], request.params.key, locale);
      if (!department) throw notFound();
      const members = await app.repos.content.list({
        types: ['leader'],
        locale,
        filters: { parentId: department.id },
        withBody: true,
      });
      // The serializer checks the department and every member against their types' schemas.
      return {
        data: {
          ...toDetail(department, locale),
          members: members.items.map((row) => toDetail(row, locale)),
        },
      } as never;
    },
  );

  contentListRoute(app, {
    url: '/branches',
    type: 'branch',
    tag: TAG,
    summary: 'Head office and branches; filter by region (north, central, south)',
    query: BranchQuerySchema,
    filters: (query) => ({ region: query.region }),
  });
  contentListRoute(app, {
    url: '/locations/regions',
    type: 'region',
    tag: TAG,
    summary: 'Regions of the branch network',
  });
};
