import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KhcnAreaSchema,
  KhcnDepartmentSchema,
  KhcnIdParamsSchema,
  KhcnSpecialistSchema,
  KhcnSpecialistSummarySchema,
  LocaleQuerySchema,
  PagingQuerySchema,
  dataEnvelope,
  listEnvelope,
} from '@brokerage/shared/validation';
import { notFound } from '../../lib/http-error';
import { COMMON_ERRORS, NOT_FOUND, listPage } from '../../lib/route-schemas';
import {
  areaExists,
  departmentExists,
  findSpecialist,
  listAreas,
  listDepartments,
  listSpecialists,
} from './khcn-query';

const ListQuerySchema = LocaleQuerySchema.extend(PagingQuerySchema.shape);

/** The individual-customer (KHCN) network: areas → departments → specialists (spec §7). */
export const khcnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/areas',
    {
      schema: {
        tags: ['khcn'],
        summary: 'Regions of the individual-customer network',
        querystring: ListQuerySchema,
        response: { 200: listEnvelope(KhcnAreaSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit } = request.query;
      const result = await listAreas(app.db, locale, { page, limit });
      return listPage(result, page, limit);
    },
  );

  app.get(
    '/departments/area/:id',
    {
      schema: {
        tags: ['khcn'],
        summary: 'Investment-advisory desks and branches of one area',
        params: KhcnIdParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: listEnvelope(KhcnDepartmentSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const { locale, page, limit } = request.query;
      if (!(await areaExists(app.db, request.params.id))) throw notFound();
      const result = await listDepartments(app.db, locale, request.params.id, { page, limit });
      return listPage(result, page, limit);
    },
  );

  app.get(
    '/specialists',
    {
      schema: {
        tags: ['khcn'],
        summary: 'Every specialist',
        querystring: ListQuerySchema,
        response: { 200: listEnvelope(KhcnSpecialistSummarySchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit } = request.query;
      const result = await listSpecialists(app.db, locale, { page, limit });
      return listPage(result, page, limit);
    },
  );

  app.get(
    '/specialists/department/:id',
    {
      schema: {
        tags: ['khcn'],
        summary: 'The specialists of one department',
        params: KhcnIdParamsSchema,
        querystring: ListQuerySchema,
        response: {
          200: listEnvelope(KhcnSpecialistSummarySchema),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
        },
      },
    },
    async (request) => {
      const { locale, page, limit } = request.query;
      if (!(await departmentExists(app.db, request.params.id))) throw notFound();
      const result = await listSpecialists(app.db, locale, { page, limit }, request.params.id);
      return listPage(result, page, limit);
    },
  );

  app.get(
    '/specialists/:id',
    {
      schema: {
        tags: ['khcn'],
        summary: 'One specialist with contact details, biography and certificates',
        params: KhcnIdParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(KhcnSpecialistSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const specialist = await findSpecialist(app.db, request.query.locale, request.params.id);
      if (!specialist) throw notFound();
      return { data: specialist };
    },
  );
};
