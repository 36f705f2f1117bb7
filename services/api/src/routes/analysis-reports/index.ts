import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  PagingQuerySchema,
  dataEnvelope,
  listEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  AnalysisReportCategorySchema,
  AnalysisReportListQuerySchema,
  AnalysisReportSchema,
  type AnalysisReport,
  type AnalysisReportCategory,
} from '@brokerage/shared/validation/contentItems.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { SAFE_FILE_NAME } from '../../lib/files/files';
import { HttpError, notFound } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT, listPage } from '../../lib/http/route-schemas';
import type { ContentRow } from '../../repositories/content';

const TAG = 'analysis';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The name of a report's private PDF (`attrs.file`), or null: only a plain file name counts,
 * so nothing stored can point the download outside the report files.
 */
export function reportFileName(row: Pick<ContentRow, 'attrs'>): string | null {
  const name = text(row.attrs.file);
  return name && SAFE_FILE_NAME.test(name) ? name : null;
}

export const ReportIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
});

/** An analysis-report item as the report cards read it (spec §3 Report). */
export function toAnalysisReport(row: ContentRow): AnalysisReport {
  const attrs = row.attrs;
  const releaseDate = text(attrs.releaseDate) ?? row.publishedAt.toISOString().slice(0, 10);
  return {
    id: row.id,
    name: row.title,
    stockSymbol: text(attrs.stockSymbol),
    type: {
      id: row.category?.id ?? 0,
      name: row.category?.title ?? '',
      code: text(row.parentAttrs?.code) ?? '',
    },
    createdAt: row.publishedAt.toISOString(),
    style: { bgColor: text(attrs.bgColor) },
    requiredLogin: attrs.requiredLogin === true,
    file: reportFileName(row),
    releaseDate,
    releaseYear: Number(releaseDate.slice(0, 4)),
    pages: typeof attrs.pages === 'number' ? attrs.pages : 0,
    summary: row.summary,
  };
}

const toCategory = (row: ContentRow): AnalysisReportCategory => ({
  id: row.id,
  name: row.title,
  code: text(row.attrs.code) ?? '',
});

/** Only reports filed under a category: the card shows the category as the report's type. */
const listReports = (
  app: FastifyInstance,
  locale: Locale,
  paging: { page: number; limit: number },
  filters: { parentId?: number; stockSymbol?: string },
) =>
  app.repos.content.list({
    types: ['analysis_report'],
    locale,
    paging,
    filters,
    parentType: 'analysis_report_category',
  });

/** One published analysis report by id (in or out of a category), or null. */
export const findAnalysisReport = (
  app: Pick<FastifyInstance, 'repos'>,
  id: number,
  locale: Locale,
) => app.repos.content.find(['analysis_report'], String(id), locale);

/** The research centre's reports (TTPT) and their categories, for the report cards. */
export const analysisReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ttpt-report-categories',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary: 'Analysis-report categories (id, name, code) in CMS order',
        querystring: LocaleQuerySchema.extend(PagingQuerySchema.shape),
        response: { 200: listEnvelope(AnalysisReportCategorySchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale, page, limit } = request.query;
      const result = await app.repos.content.list({
        types: ['analysis_report_category'],
        locale,
        paging: { page, limit },
      });
      return listPage({ items: result.items.map(toCategory), total: result.total }, page, limit);
    },
  );

  app.get(
    '/ttpt-reports',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'Analysis reports newest first (10 per page by default); filter by category code and stock symbol',
        querystring: LocaleQuerySchema.extend(AnalysisReportListQuerySchema.shape),
        response: { 200: listEnvelope(AnalysisReportSchema), ...COMMON_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const { locale, page, limit, category_code: code, stock_symbol: stockSymbol } = request.query;
      let parentId: number | undefined;
      if (code !== undefined) {
        const id = await app.repos.content.findCategoryByCode('analysis_report_category', code);
        // Like `?category=` elsewhere: a filter on a category that does not exist is a dead link.
        if (id === null) throw notFound();
        parentId = id;
      }
      const result = await listReports(app, locale, { page, limit }, { parentId, stockSymbol });
      return listPage(
        { items: result.items.map(toAnalysisReport), total: result.total },
        page,
        limit,
      );
    },
  );

  app.get(
    '/ttpt-reports/:id',
    {
      onRequest: app.customerAuth.optional,
      schema: {
        tags: [TAG],
        summary: 'One analysis report (its preview page); a requiredLogin report needs a customer',
        security: [{}, { customerToken: [] }],
        params: ReportIdParamsSchema,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(AnalysisReportSchema),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
          401: ApiErrorBodySchema.describe(
            '`login_required` (requiredLogin report, no token) or the token codes',
          ),
        },
      },
    },
    async (request) => {
      const row = await findAnalysisReport(app, request.params.id, request.query.locale);
      if (!row) throw notFound();
      const report = toAnalysisReport(row);
      if (report.requiredLogin && !request.customerSession) {
        throw new HttpError(401, 'login_required');
      }
      return { data: report };
    },
  );
};
