import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { vietnamDate } from '@brokerage/shared/market/calendar.ts';
import { statementCodes, statementPaths } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import type { FirmType, LineValues } from '@brokerage/shared/market/fundamentals/types.ts';
import { listEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  FinancialReportDownloadSchema,
  FinancialReportQuerySchema,
  FinancialReportSchema,
} from '@brokerage/shared/validation/fundamentalsApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, listPage, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import type { MarketData } from '../market/market-data';
import { requireCompany } from '../market/symbols';
import { Books, newestFirst, periodEnd, publishedDate } from './books';
import { CSV_HEADERS, lineLabeller, periodLabel, reportTitle, STATEMENT_TITLES } from './labels';

const TAG = 'fundamentals';

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * One period's statements as CSV: UTF-8 with a BOM (so spreadsheet programs read the
 * Vietnamese labels), comma-separated, CRLF rows: the statement, the code, the line and the
 * value (empty when the line has none), every sub-path of the firm type in turn.
 */
export function statementsCsv(
  locale: Locale,
  firmType: FirmType,
  values: LineValues,
  label: string,
  labelOf: (code: string) => string,
): string {
  const rows = [[...CSV_HEADERS[locale], `${label} (VND)`]];
  for (const path of statementPaths(firmType)) {
    for (const code of statementCodes(firmType, path)!) {
      rows.push([
        STATEMENT_TITLES[path][locale],
        code,
        labelOf(code),
        values[code] === undefined ? '' : String(values[code]),
      ]);
    }
  }
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** `ttpt-financial-reports` and its `create-download`. */
export function reportRoutes(market: MarketData): FastifyPluginAsyncZod {
  return async (app) => {
    /** The periods of `symbol` published by today, newest first (a year before its Q4). */
    const published = async (symbol: string) => {
      const today = vietnamDate(app.now());
      const periods = await app.repos.fundamentals.statementPeriods(symbol);
      return newestFirst(periods.map((p) => ({ year: p.fiscalYear, quarter: p.quarter }))).filter(
        (p) => publishedDate(p.year, p.quarter) <= today,
      );
    };

    app.get(
      '/ttpt-financial-reports',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'The published financial statements, one per period (the year and its quarters), newest first, 15 a page; published = period end + 30 days',
          querystring: LocaleQuerySchema.extend(FinancialReportQuerySchema.shape),
          response: { 200: listEnvelope(FinancialReportSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request) => {
        const { locale, stock_symbol: symbol, page, limit } = request.query;
        const company = requireCompany(await market.snapshot(), symbol, 'stock_symbol');
        const all = await published(symbol);
        const start = (page - 1) * limit;
        const items = all.slice(start, start + limit).map(({ year, quarter }) => ({
          id: `${symbol}-${year}-${quarter}`,
          stockSymbol: symbol,
          firmType: company.firmType,
          year,
          quarter,
          label: periodLabel(year, quarter),
          title: reportTitle(locale, symbol, year, quarter),
          periodEnd: periodEnd(year, quarter),
          publishedDate: publishedDate(year, quarter),
        }));
        return listPage({ items, total: all.length }, page, limit);
      },
    );

    app.post(
      '/ttpt-financial-reports/create-download',
      {
        schema: {
          tags: [TAG],
          summary:
            'One published period’s statements (quarter 0: the year) as a CSV attachment: every sub-path’s lines, labels in the locale',
          querystring: LocaleQuerySchema,
          body: FinancialReportDownloadSchema,
          response: {
            200: {
              description: 'The CSV (UTF-8 with BOM), as an attachment',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...COMMON_ERRORS,
            ...NOT_FOUND,
          },
        },
      },
      async (request, reply) => {
        const { locale } = request.query;
        const { stock_symbol: symbol, year, quarter } = request.body;
        const company = requireCompany(await market.snapshot(), symbol, 'stock_symbol');
        const today = vietnamDate(app.now());
        const rows =
          publishedDate(year, quarter) > today
            ? []
            : await app.repos.fundamentals.statementRows([symbol], {
                fromYear: year,
                quarters: quarter > 0,
              });
        const values = new Books(rows).get(year, quarter);
        if (!values) throw new HttpError(404, 'financial_report_not_found');
        const name = quarter === 0 ? `${symbol}_${year}.csv` : `${symbol}_${year}_Q${quarter}.csv`;
        const labelOf = await lineLabeller(app, company.firmType, locale);
        const csv = statementsCsv(
          locale,
          company.firmType,
          values,
          periodLabel(year, quarter),
          labelOf,
        );
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'no-store')
            .header('x-content-type-options', 'nosniff')
            // Bytes bypass the serializer; the declared 200 schema only documents the file.
            .send(Buffer.from(csv, 'utf8') as never)
        );
      },
    );
  };
}
