import type { FastifyInstance } from 'fastify';
import { analysisReportsRoutes } from './analysis-reports';
import { assessmentRoutes } from './assessment';
import { reportDownloadRoutes } from './analysis-reports/download';
import { bondsRoutes } from './bonds';
import { companyDataRoutes } from './company-data';
import { contactRoutes } from './contact';
import { customersRoutes } from './customers';
import { devRoutes } from './dev';
import { ekycRoutes } from './ekyc';
import { filesRoutes } from './files';
import { fundamentalsRoutes } from './fundamentals';
import { healthRoutes } from './health';
import { instructsRoutes } from './instructs';
import { khcnRoutes } from './khcn';
import { marketRoutes } from './market';
import { marketEventsRoutes } from './market-events';
import { menusRoutes } from './menus';
import { newsRoutes } from './news';
import { newsletterRoutes } from './newsletter';
import { organisationRoutes } from './organisation';
import { pageViewsRoutes } from './page-views';
import { pagesRoutes } from './pages';
import { previewRoutes } from './preview';
import { recruitmentRoutes } from './recruitment';
import { screenerRoutes } from './screener';
import { searchRoutes } from './search';
import { servicesRoutes } from './services';
import { siteRoutesRoutes } from './site-routes';
import { systemsRoutes } from './systems';
import { watchlistsRoutes } from './watchlists';

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
  await app.register(watchlistsRoutes, { prefix: '/watchlists' });
  // The CMS content items (shared/validation `content-items.ts`), at the top level of /api/v1
  // like the client's URLs (`news`, `disclosures/{key}`, `ttpt-reports`…).
  await app.register(newsRoutes);
  await app.register(servicesRoutes);
  await app.register(organisationRoutes);
  await app.register(analysisReportsRoutes);
  await app.register(siteRoutesRoutes);
  // The market dataset and the price board (issue 12): stock-quotes/*, index-quotes, ttpt-*.
  await app.register(marketRoutes);
  await app.register(fundamentalsRoutes); // Statements, ratios, plans, reports (issue 24).
  await app.register(companyDataRoutes); // Company data (issue 24), exercise-rights.
  await app.register(assessmentRoutes); // Automatic assessments (issue 24).
  await app.register(screenerRoutes); // The stock screener (issue 24).
  await app.register(marketEventsRoutes); // The market events calendar (issue 27 item 5).
  // Their own form body parsers (multipart, URL-encoded), which apply to their routes only.
  await app.register(instructsRoutes);
  await app.register(reportDownloadRoutes);
  // The online account opening (docs/ekyc.md), with its own upload and form parsers.
  await app.register(ekycRoutes, { prefix: '/ekyc-open-account' });
  // The recruitment portal (docs/recruitment.md): jobs, candidate accounts, CVs, applications.
  await app.register(recruitmentRoutes, { prefix: '/recruitments' });
  // Corporate-bond registration (docs/bonds.md), the flow behind the `bondRegistration` flag.
  await app.register(bondsRoutes, { prefix: '/bonds' });
  // The dev outbox (design §5) exists only with DEV_OUTBOX, and then for loopback clients only.
  if (app.config.devOutbox) await app.register(devRoutes, { prefix: '/dev' });
}
