import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocaleQuerySchema, listEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  ContentListQuerySchema,
  contentSummarySchema,
} from '@brokerage/shared/validation/contentItems.ts';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import {
  contentDetailRoute,
  contentListRoute,
  requireCategory,
  summaryPage,
} from '../../lib/content/content-routes';

const TAG = 'services';

const CategorySlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'slug'),
});

/**
 * Services for individuals (KHCN), organisations (KHTC) and investment banking (NHDT), recent
 * deals, bond products, fees, trading instructions and FAQs, in CMS order.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  contentListRoute(app, {
    url: '/khcn-service-categories',
    type: 'khcn_service_category',
    tag: TAG,
    summary: 'Individual-customer service categories',
  });
  contentDetailRoute(app, {
    url: '/khcn-service-categories',
    type: 'khcn_service_category',
    tag: TAG,
    summary: 'One individual-customer service category',
  });
  contentListRoute(app, {
    url: '/khcn-services',
    type: 'khcn_service',
    tag: TAG,
    summary: 'Individual-customer services; `category` is a service category',
  });
  app.get(
    '/khcn-services/category/:slug',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'The services of one category (id or slug of either language); unknown → 404',
        params: CategorySlugParamsSchema,
        querystring: LocaleQuerySchema.extend(
          ContentListQuerySchema.omit({ category: true }).shape,
        ),
        response: {
          200: listEnvelope(contentSummarySchema('khcn_service')),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
        },
      },
    },
    async (request) => {
      const { locale, page, limit, outstanding, year } = request.query;
      const parentId = await requireCategory(app, 'khcn_service', request.params.slug, locale);
      return summaryPage(
        app,
        'khcn_service',
        locale,
        { page, limit },
        { parentId, outstanding, year },
      );
    },
  );
  contentDetailRoute(app, {
    url: '/khcn-services',
    type: 'khcn_service',
    tag: TAG,
    summary: 'One individual-customer service',
  });

  contentListRoute(app, {
    url: '/khtc-services',
    type: 'khtc_service',
    tag: TAG,
    summary: 'Organisation-customer services',
  });
  contentDetailRoute(app, {
    url: '/khtc-services',
    type: 'khtc_service',
    tag: TAG,
    summary: 'One organisation-customer service',
  });
  contentListRoute(app, {
    url: '/nhdt-services',
    type: 'nhdt_service',
    tag: TAG,
    summary: 'Investment-banking services',
  });
  contentDetailRoute(app, {
    url: '/nhdt-services',
    type: 'nhdt_service',
    tag: TAG,
    summary: 'One investment-banking service',
  });
  contentListRoute(app, {
    url: '/nhdt-business',
    type: 'nhdt_business',
    tag: TAG,
    summary: 'Investment-banking business lines',
  });
  contentDetailRoute(app, {
    url: '/nhdt-business',
    type: 'nhdt_business',
    tag: TAG,
    summary: 'One investment-banking business line',
  });
  contentListRoute(app, {
    url: '/recent-deals',
    type: 'recent_deal',
    tag: TAG,
    summary: 'Recent investment-banking deals',
  });
  contentListRoute(app, {
    url: '/bond-products',
    type: 'bond_product',
    tag: TAG,
    summary: 'Corporate bond products on offer',
  });

  contentListRoute(app, { url: '/htgd-fees', type: 'fee', tag: TAG, summary: 'Fee schedules' });
  contentDetailRoute(app, {
    url: '/htgd-fees',
    type: 'fee',
    tag: TAG,
    summary: 'One fee schedule with its table',
  });
  contentListRoute(app, {
    url: '/htgd-instruct-categories',
    type: 'instruct_category',
    tag: TAG,
    summary: 'Trading-support instruction categories',
  });
  contentListRoute(app, {
    url: '/htgd-instructs',
    type: 'instruct',
    tag: TAG,
    summary: 'Trading-support instructions; `category` is an instruction category',
  });
  contentDetailRoute(app, {
    url: '/htgd-instructs',
    type: 'instruct',
    tag: TAG,
    summary: 'One trading-support instruction',
  });

  contentListRoute(app, {
    url: '/faq-categories',
    type: 'faq_category',
    tag: TAG,
    summary: 'FAQ categories',
  });
  contentListRoute(app, {
    url: '/faqs',
    type: 'faq',
    tag: TAG,
    summary:
      'Frequently asked questions (the question is the title, the answer the summary); `category` is an FAQ category',
  });
};
