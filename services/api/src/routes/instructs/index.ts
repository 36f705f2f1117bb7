import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { InstructExportBodySchema } from '@brokerage/shared/validation/contentItems.ts';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { htmlToBlocks } from '../../lib/files/html';
import { notFound } from '../../lib/http/http-error';
import { buildDocumentPdf } from '../../lib/files/pdf';
import { COMMON_ERRORS, NOT_FOUND } from '../../lib/http/route-schemas';
import { attachmentDisposition } from '../../lib/http/attachment';
import { registerFormBodies } from '../../lib/http/form-bodies';
import type { ContentRow } from '../../repositories/content';

const LABELS = {
  vi: { updated: 'Cập nhật', category: 'Hỗ trợ giao dịch' },
  en: { updated: 'Updated', category: 'Trading support' },
} as const;

/** dd/mm/yyyy in Vietnam time, as the sites show dates. */
const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

/** The instruction as a branded PDF in the request language. */
export function instructPdf(row: ContentRow, locale: Locale): Promise<Uint8Array> {
  const labels = LABELS[locale];
  const meta = `${row.category?.title ?? labels.category} · ${labels.updated} ${formatDate(row.updatedAt)}`;
  const blocks = [...(row.summary ? [row.summary] : []), ...htmlToBlocks(row.body ?? '')];
  return buildDocumentPdf({ title: row.title, meta, blocks, locale, date: row.updatedAt });
}

/**
 * `POST htgd-instructs/export` (spec §7: form fields `id`, `grecaptcha_token`): the sites post
 * a form, so multipart and URL-encoded bodies are read here as well as JSON.
 */
export const instructsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormBodies(app);

  app.post(
    '/htgd-instructs/export',
    {
      config: formRateLimit(app),
      schema: {
        tags: ['services'],
        summary:
          'A trading-support instruction as a PDF in the request language (multipart, URL-encoded or JSON form)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        querystring: LocaleQuerySchema,
        body: InstructExportBodySchema,
        response: {
          200: {
            description: 'The PDF, as an attachment',
            content: { 'application/pdf': { schema: z.string() } },
          },
          ...COMMON_ERRORS,
          ...NOT_FOUND,
          400: ApiErrorBodySchema.describe('Validation failed or reCAPTCHA rejected'),
        },
      },
    },
    async (request, reply) => {
      const { id, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const { locale } = request.query;
      const row = await app.repos.content.find(['instruct'], String(id), locale);
      if (!row) throw notFound();
      const pdf = await instructPdf(row, locale);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(`${row.slug}.pdf`, row.title))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // Bytes bypass the serializer; the declared 200 schema only documents the PDF.
          .send(Buffer.from(pdf) as never)
      );
    },
  );
};
