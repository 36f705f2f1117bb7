import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { customersRoutes } from './customers';
import { filesRoutes } from './files';
import { healthRoutes } from './health';
import { khcnRoutes } from './khcn';
import { menusRoutes } from './menus';
import { newsletterRoutes } from './newsletter';
import { pageViewsRoutes } from './page-views';
import { pagesRoutes } from './pages';
import { previewRoutes } from './preview';
import { searchRoutes } from './search';
import { systemsRoutes } from './systems';

/** Every resource under /api/v1, one folder each. */
export async function routes(app: FastifyInstance) {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(systemsRoutes, { prefix: '/systems' });
  await app.register(menusRoutes, { prefix: '/menus' });
  await app.register(pagesRoutes, { prefix: '/pages' });
  await app.register(previewRoutes, { prefix: '/preview' });
  await app.register(pageViewsRoutes, { prefix: '/page-views' });
  await app.register(filesRoutes, { prefix: '/files' });
  await app.register(contactRoutes, { prefix: '/contacts' });
  await app.register(newsletterRoutes, { prefix: '/newsletter-subscriptions' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(khcnRoutes, { prefix: '/khcn' });
  await app.register(customersRoutes, { prefix: '/customers' });
  await app.register(contentRoutes);
}
