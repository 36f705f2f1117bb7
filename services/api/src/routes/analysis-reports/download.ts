import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { ReportDownloadBodySchema } from '@brokerage/shared/validation/customers.ts';
import { reportFileKey } from '../../lib/files/files';
import { downloadRateLimit } from '../../lib/security/form-rate-limit';
import { HttpError, notFound } from '../../lib/http/http-error';
import { COMMON_ERRORS, CUSTOMER_SECURITY, NOT_FOUND } from '../../lib/http/route-schemas';
import { sessionOf } from '../../plugins/app/customer-auth';
import { attachmentDisposition } from '../../lib/http/attachment';
import { registerFormBodies } from '../../lib/http/form-bodies';
import { findAnalysisReport, reportFileName } from '.';

/**
 * `POST ttpt-reports/create-download` (spec §7; contracts.md): an analysis report's PDF for a
 * customer logged in through the SSO (spec §1: "download requires SSO login"). The PDFs live in
 * the private report files, which no public route serves. The sites post a form, so multipart
 * and URL-encoded bodies are read as well as JSON.
 */
export const reportDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormBodies(app);

  app.post(
    '/ttpt-reports/create-download',
    {
      // Before the body is read: no session, no download.
      onRequest: app.customerAuth.required,
      config: downloadRateLimit(app),
      schema: {
        tags: ['analysis'],
        summary: 'An analysis report as a PDF attachment (customers logged in through the SSO)',
        security: CUSTOMER_SECURITY,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        querystring: LocaleQuerySchema,
        body: ReportDownloadBodySchema,
        response: {
          200: {
            description: 'The PDF, as an attachment (never cached)',
            content: { 'application/pdf': { schema: z.string() } },
          },
          ...COMMON_ERRORS,
          ...NOT_FOUND,
          400: ApiErrorBodySchema.describe('Validation failed or reCAPTCHA rejected'),
          401: ApiErrorBodySchema.describe('The token codes'),
          403: ApiErrorBodySchema.describe('`sso_login_required`: a direct-login session'),
          503: ApiErrorBodySchema.describe(
            '`storage_unavailable`: the file store cannot be reached',
          ),
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (session.loginMethod !== 'sso') throw new HttpError(403, 'sso_login_required');
      const { id, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const row = await findAnalysisReport(app, id, request.query.locale);
      if (!row) throw notFound();
      const name = reportFileName(row);
      if (!name) throw new HttpError(404, 'file_not_found');
      // The stored name matches SAFE_FILE_NAME (seed, migration 0007); the store checks the key.
      const object = await app.storage.get(reportFileKey(name));
      if (!object) {
        request.log.error({ file: name, report: id }, 'analysis report PDF is missing');
        throw new HttpError(404, 'file_not_found');
      }
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(name, row.title))
          .header('content-length', object.size)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // Streams bypass the serializer; the declared 200 schema only documents the bytes.
          .send(object.stream as never)
      );
    },
  );
};
