import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocaleQuerySchema,
  PagingQuerySchema,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { MenuSchema } from '@brokerage/shared/validation/content.ts';
import { safeLine } from '@brokerage/shared/validation/text.ts';
import { COMMON_ERRORS, listMeta, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { buildMenuTree } from './menu-tree';

export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: ['content'],
        summary: 'Menus (header, footer) with nested items in the request language',
        querystring: LocaleQuerySchema.extend(PagingQuerySchema.shape).extend({
          code: safeLine().min(1).max(50).optional(),
        }),
        response: { 200: listEnvelope(MenuSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit, code } = request.query;
      const result = await app.repos.menus.list(locale, { page, limit, code });
      const menus = result.menus.map((menu) => ({
        code: menu.code,
        items: buildMenuTree(menu.items),
      }));
      return { data: menus, meta: listMeta(page, limit, result.total) };
    },
  );
};
