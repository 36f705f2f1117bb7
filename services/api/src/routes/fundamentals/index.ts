import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vietnamDate } from '@brokerage/shared/market/calendar.ts';
import { lineItems, statementCodes } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import {
  FIRM_TYPES,
  type FirmType,
  type StatementPath,
} from '@brokerage/shared/market/fundamentals/types.ts';
import { dataEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { CapitalRaisingSchema } from '@brokerage/shared/validation/companyDataApi.ts';
import {
  FundamentalSymbolQuerySchema,
  StatementQuerySchema,
  StatementSchema,
} from '@brokerage/shared/validation/fundamentalsApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { marketDataOf } from '../market/market-data';
import { requireCompany } from '../market/symbols';
import { analysisRoutes } from './analysis';
import { Books, lineLevel } from './books';
import { lineLabeller, periodLabel } from './labels';
import { peerRoutes } from './peers';
import { reportRoutes } from './reports';
import { toCapitalRaising } from '../company-data';

const TAG = 'fundamentals';

/** 404 `statement_not_found` unless `path` is a statement of `firmType` and the company's type. */
export function requireStatement(firmType: FirmType, companyType: FirmType, path: string) {
  const codes = statementCodes(firmType, path);
  if (!codes || companyType !== firmType) throw new HttpError(404, 'statement_not_found');
  return codes;
}

/** 400 on the field unless `year_from`/`year_to` lie between the first stored year and now. */
function checkYears(from: number | undefined, to: number | undefined, first: number, now: number) {
  for (const [field, year] of [
    ['year_from', from],
    ['year_to', to],
  ] as const) {
    if (year === undefined) continue;
    if (year < first) {
      throw new HttpError(400, 'too_small_number', { field, params: { minimum: first } });
    }
    if (year > now) throw new HttpError(400, 'too_big_number', { field, params: { maximum: now } });
  }
  if (from !== undefined && to !== undefined && from > to) {
    throw new HttpError(400, 'end_before_start', { field: 'year_to' });
  }
}

/**
 * The analysis centre's calls over the fundamentals dataset (issue 24, docs/fundamentals.md
 * "API"): the statements of `ttpt-stox-tb-fund-{type}/` and the capital series, ratios, business
 * plans, financial-report downloads and the sector peers (`ttpt-company-peers`). Companies come
 * from a market snapshot of their own.
 */
export const fundamentalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The seed and imports announce a changed dataset (every replica hears it with Redis).
  const market = await marketDataOf(app);
  const currentYear = () => Number(vietnamDate(app.now()).slice(0, 4));

  for (const firmType of FIRM_TYPES) {
    app.get(
      `/ttpt-stox-tb-fund-${firmType}/capital-raising-history`,
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'The charter-capital series for the chart, oldest first: each event’s date, kind, shares added and after, capital before and after (the rows of ttpt-capital-raising-histories)',
          querystring: LocaleQuerySchema.extend(FundamentalSymbolQuerySchema.shape),
          response: {
            200: dataEnvelope(z.array(CapitalRaisingSchema)),
            ...COMMON_ERRORS,
            ...NOT_FOUND,
          },
        },
      },
      async (request) => {
        const { locale, stock_symbol: symbol } = request.query;
        requireCompany(await market.snapshot(), symbol, 'stock_symbol');
        const rows = await app.repos.companyData.capitalHistory(symbol);
        return {
          data: rows.map((row) => toCapitalRaising(row, locale)),
        };
      },
    );

    app.get(
      `/ttpt-stox-tb-fund-${firmType}/:statement`,
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary: `A ${firmType} statement's lines in layout order with a value per period (VND), newest period first`,
          description:
            'Sub-paths per firm type in docs/fundamentals.md (statementPaths): a sub-path the type does not have, or a company of another firm type, is 404 `statement_not_found`. `period=year` gives the years (quarter 0), `quarter` the quarters; `year_from`/`year_to` bound the fiscal years (from the first stored year to the current one).',
          params: z.object({ statement: z.string().max(60) }),
          querystring: LocaleQuerySchema.extend(StatementQuerySchema.shape),
          response: { 200: dataEnvelope(StatementSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request) => {
        const { locale, stock_symbol: symbol, period, year_from, year_to } = request.query;
        const company = requireCompany(await market.snapshot(), symbol, 'stock_symbol');
        const path = request.params.statement;
        const codes = requireStatement(firmType, company.firmType, path);
        const rows = await app.repos.fundamentals.statementRows([symbol], {
          quarters: period === 'quarter',
        });
        const now = currentYear();
        const first = rows.reduce((min, r) => Math.min(min, r.fiscalYear), now);
        checkYears(year_from, year_to, first, now);
        const books = new Books(rows);
        const columns = books
          .list()
          .filter((p) => (year_from ?? first) <= p.year && p.year <= (year_to ?? now))
          .map((p) => ({ ...p, label: periodLabel(p.year, p.quarter) }));
        const items = lineItems(firmType);
        const labelOf = await lineLabeller(app, firmType, locale);
        return {
          data: {
            stockSymbol: symbol,
            firmType,
            statement: path as StatementPath,
            period,
            unit: 'VND' as const,
            columns,
            lines: codes.map((code) => {
              const item = items.get(code)!;
              return {
                code,
                parent: item.parent,
                level: lineLevel(firmType, code),
                label: labelOf(code),
                subtotal: item.subtotal,
                values: columns.map((c) => books.get(c.year, c.quarter)?.[code] ?? null),
              };
            }),
          },
        };
      },
    );
  }

  await app.register(analysisRoutes(market, currentYear));
  await app.register(peerRoutes(market));
  await app.register(reportRoutes(market));
};
