import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewsListQuerySchema } from '@brokerage/shared/validation/contentItems.ts';
import {
  ListQuerySchema,
  contentDetailRoute,
  contentListRoute,
} from '../../lib/content/content-routes';

const TAG = 'news';

/**
 * News and events, videos, disclosures, exchange news, reports and the events calendar
 * (spec §7 "System and content"). Lists are newest first.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  contentListRoute(app, {
    url: '/news',
    type: 'news',
    tag: TAG,
    summary: 'News and events, newest first; filter by product, category, outstanding, year',
    query: ListQuerySchema.extend(NewsListQuerySchema.shape),
    filters: (query) => ({ product: query.product }),
  });
  contentDetailRoute(app, { url: '/news', type: 'news', tag: TAG, summary: 'One news item' });
  contentListRoute(app, {
    url: '/news-videos',
    type: 'video',
    tag: TAG,
    summary: 'Videos, newest first (the home page shows 4: one main, three small)',
  });

  contentListRoute(app, {
    url: '/disclosures',
    type: 'disclosure',
    tag: TAG,
    summary: 'Information disclosures, newest first; `category` is a disclosure category',
  });
  contentDetailRoute(app, {
    url: '/disclosures',
    type: 'disclosure',
    tag: TAG,
    summary: 'One information disclosure',
  });
  contentListRoute(app, {
    url: '/disclosure-categories',
    type: 'disclosure_category',
    tag: TAG,
    summary: 'Disclosure categories in CMS order',
  });
  contentDetailRoute(app, {
    url: '/disclosure-categories',
    type: 'disclosure_category',
    tag: TAG,
    summary: 'One disclosure category',
  });

  contentListRoute(app, {
    url: '/sgdck-news',
    type: 'sgdck_news',
    tag: TAG,
    summary: 'Stock-exchange news, newest first; `category` is an exchange-news category',
  });
  contentDetailRoute(app, {
    url: '/sgdck-news',
    type: 'sgdck_news',
    tag: TAG,
    summary: 'One stock-exchange news item',
  });
  contentListRoute(app, {
    url: '/sgdck-news-categories',
    type: 'sgdck_category',
    tag: TAG,
    summary: 'Exchange-news categories in CMS order',
  });

  contentListRoute(app, {
    url: '/annual-reports',
    type: 'annual_report',
    tag: TAG,
    summary: 'Annual reports, newest first; filter by year',
  });
  contentListRoute(app, {
    url: '/financial-reports',
    type: 'financial_report',
    tag: TAG,
    summary: 'Financial statements (quarterly and audited), newest first; filter by year',
  });
  contentListRoute(app, {
    url: '/governance-reports',
    type: 'governance_report',
    tag: TAG,
    summary: 'Corporate governance reports, newest first; filter by year',
  });
  contentListRoute(app, {
    url: '/calendar-events',
    type: 'calendar_event',
    tag: TAG,
    summary: 'Events calendar (shareholder meetings, dividends…), newest first',
  });
};
