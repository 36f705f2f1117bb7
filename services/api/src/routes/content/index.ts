import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisReportRoutes } from './analysis-reports';
import { instructExportRoutes } from './instruct-export';
import { newsContentRoutes } from './news';
import { organisationContentRoutes } from './organisation';
import { reportDownloadRoutes } from './report-download';
import { servicesContentRoutes } from './services';
import { siteContentRoutes } from './site-routes';

/**
 * The CMS content items (shared/validation `content-items.ts`), at the top level of /api/v1
 * like the client's URLs (`news`, `disclosures/{key}`, `ttpt-reports`…).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await newsContentRoutes(app);
  await servicesContentRoutes(app);
  await organisationContentRoutes(app);
  await analysisReportRoutes(app);
  await siteContentRoutes(app);
  // Their own encapsulated plugins: the form body parsers apply to those routes only.
  await app.register(instructExportRoutes);
  await app.register(reportDownloadRoutes);
};
