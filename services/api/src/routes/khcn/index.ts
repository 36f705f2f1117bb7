import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  PagingQuerySchema,
  dataEnvelope,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  SpecialistRatingBodySchema,
  SpecialistRatingResultSchema,
  SpecialistRatingSchema,
} from '@brokerage/shared/validation/customers.ts';
import {
  KhcnAreaSchema,
  KhcnDepartmentSchema,
  KhcnIdParamsSchema,
  KhcnSpecialistSchema,
  KhcnSpecialistSummarySchema,
} from '@brokerage/shared/validation/khcn.ts';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { HttpError, notFound } from '../../lib/http/http-error';
import {
  COMMON_ERRORS,
  CUSTOMER_SECURITY,
  NOT_FOUND,
  UNAUTHORIZED,
  listPage,
} from '../../lib/http/route-schemas';
import { sessionOf } from '../../plugins/app/customer-auth';

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
      const result = await app.repos.khcn.listAreas(locale, { page, limit });
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
      if (!(await app.repos.khcn.areaExists(request.params.id))) throw notFound();
      const result = await app.repos.khcn.listDepartments(locale, request.params.id, {
        page,
        limit,
      });
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
      const result = await app.repos.khcn.listSpecialists(locale, { page, limit });
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
      if (!(await app.repos.khcn.departmentExists(request.params.id))) throw notFound();
      const result = await app.repos.khcn.listSpecialists(
        locale,
        { page, limit },
        request.params.id,
      );
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
      const specialist = await app.repos.khcn.findSpecialist(
        request.query.locale,
        request.params.id,
      );
      if (!specialist) throw notFound();
      return { data: specialist };
    },
  );

  app.post(
    '/specialists/:id/rating',
    {
      // No token is the form's own 401 (§8 message), a token that does not work the token
      // codes; both before the form is read.
      onRequest: [
        app.customerAuth.optional,
        async (request) => {
          if (!request.customerSession) throw new HttpError(401, 'rating_login_required');
        },
      ],
      config: formRateLimit(app),
      schema: {
        tags: ['khcn'],
        summary:
          'Rate a specialist 1–5 stars (a logged-in customer; a new rating replaces the old)',
        security: CUSTOMER_SECURITY,
        params: KhcnIdParamsSchema,
        querystring: LocaleQuerySchema,
        body: SpecialistRatingBodySchema,
        response: {
          200: dataEnvelope(SpecialistRatingResultSchema),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
          400: ApiErrorBodySchema.describe(
            'Validation failed (`star_required`, `star_invalid`, name, phone, email) or reCAPTCHA rejected',
          ),
          401: ApiErrorBodySchema.describe(
            '`rating_login_required` without a token, or the token codes',
          ),
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { grecaptcha_token: token, ...rating } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const specialistId = request.params.id;
      if (!(await app.repos.khcn.specialistExists(specialistId))) throw notFound();
      const data = await app.repos.khcn.saveRating({
        ...rating,
        customerId: session.customer.id,
        specialistId,
        now: app.now(),
      });
      return { data };
    },
  );

  app.get(
    '/specialists/:id/rating',
    {
      onRequest: app.customerAuth.required,
      schema: {
        tags: ['khcn'],
        summary: "The logged-in customer's own rating of a specialist, or null",
        security: CUSTOMER_SECURITY,
        params: KhcnIdParamsSchema,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(SpecialistRatingSchema.nullable()),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
          ...UNAUTHORIZED,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await app.repos.khcn.specialistExists(request.params.id))) throw notFound();
      return { data: await app.repos.khcn.findRating(session.customer.id, request.params.id) };
    },
  );
};
