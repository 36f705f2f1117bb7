import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXCHANGES } from '@brokerage/shared/market/exchanges.ts';
import {
  dataEnvelope,
  listEnvelope,
  LocaleQuerySchema,
} from '@brokerage/shared/validation/common.ts';
import {
  checkRanges,
  SCREENER_FILTER_SHAPE,
  SCREENER_PAGING_SHAPE,
  ScreenerOptionsSchema,
  ScreenerRowSchema,
  type ScreenerFilter,
  type ScreenerOptions,
} from '@brokerage/shared/validation/screenerApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, listPage, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { createPriceboardClient } from '../../lib/priceboard/client';
import { coalescePriceboard } from '../../lib/priceboard/coalesce';
import { assessmentScores } from '../assessment/scores';
import { currentCut, LIVE_CACHE_CONTROL, LiveBoard } from '../market/live';
import { marketDataOf, type MarketSnapshot } from '../market/market-data';
import { screenerFileName, screenerCsv } from './csv';
import { screen } from './screen';
import { screenedCompanies, toScreenerRow } from './universe';

const TAG = 'screener';

const FILTERS_DESCRIPTION =
  'Filters (docs/screener.md): `exchange` (HOSE, HNX, UPCOM) and `icb_code` (ICB codes of `ttpt-screener/options`), each repeated or comma-separated; `market_cap_min/max` in billions of VND; `pe_min/max`, `pb_min/max` (multiples); `roe_min/max` and `growth_min/max` in percent (growth = profit after tax to the parent, trailing four quarters, year on year); `score_min/max` (the automatic assessment, 0–100). Bounds are inclusive; a company without the figure fails a filter on it; a minimum above its maximum is 400 `too_small` on the maximum. `sort` (symbol, name, exchange, sector, price, market_cap, pe, pb, roe, growth, score; default market_cap) and `order` (asc, desc; default: text A–Z, figures largest first); companies without the figure come last. Figures at the session the price board shows, as `ttpt-company-indicators` computes them.';

const ListQuerySchema = LocaleQuerySchema.extend({
  ...SCREENER_FILTER_SHAPE,
  ...SCREENER_PAGING_SHAPE,
}).superRefine(checkRanges);
const ExportQuerySchema = LocaleQuerySchema.extend(SCREENER_FILTER_SHAPE).superRefine(checkRanges);

/** 400 `invalid_value` on `icb_code` for a sector no company has. */
function checkSectors(snapshot: MarketSnapshot, filter: Pick<ScreenerFilter, 'icb_code'>) {
  if (filter.icb_code.length === 0) return;
  const known = new Set([...snapshot.companies.values()].map((c) => c.icbCode));
  if (filter.icb_code.some((code) => !known.has(code))) {
    throw new HttpError(400, 'invalid_value', { field: 'icb_code' });
  }
}

/**
 * The stock screener (issue 24; beyond the spec, as TCBS and FiinPro offer one):
 * `ttpt-screener` (one page of the companies that pass the filters), its CSV export and the
 * form's choices. The figures follow the board's session like the company indicators, so these
 * answers are never cached by the content cache.
 */
export const screenerRoutes: FastifyPluginAsyncZod = async (app) => {
  const market = await marketDataOf(app);
  // The session the board shows, as the market calls read it (one board read per
  // PRICEBOARD_CACHE_MS however many ask).
  const live = new LiveBoard(
    coalescePriceboard(
      createPriceboardClient({
        url: app.config.priceboard.url,
        timeoutMs: app.config.priceboard.timeoutMs,
      }),
      { ttlMs: app.config.priceboard.cacheMs },
    ),
  );

  /** The filter's matches in its order, with the snapshot's universe at the board's moment. */
  async function matches(filter: ScreenerFilter, locale: 'vi' | 'en') {
    const snapshot = await market.snapshot();
    checkSectors(snapshot, filter);
    const [cut, scores] = await Promise.all([
      currentCut(snapshot.sessions, live),
      assessmentScores(app),
    ]);
    const universe = await screenedCompanies(snapshot, app.repos.fundamentals, cut, scores);
    return { cut, rows: screen(universe, filter, locale) };
  }

  app.get(
    '/ttpt-screener',
    {
      schema: {
        tags: [TAG],
        summary:
          'Stock screener: the companies that pass the filters, sorted, one page (20 by default, at most 100)',
        description: FILTERS_DESCRIPTION,
        querystring: ListQuerySchema,
        response: { 200: listEnvelope(ScreenerRowSchema), ...COMMON_ERRORS },
      },
    },
    async (request, reply) => {
      const { locale, page, limit, ...filter } = request.query;
      void reply.header('cache-control', LIVE_CACHE_CONTROL);
      const { rows } = await matches(filter, locale);
      const start = (page - 1) * limit;
      return listPage(
        {
          items: rows.slice(start, start + limit).map((row) => toScreenerRow(row, locale)),
          total: rows.length,
        },
        page,
        limit,
      );
    },
  );

  app.get(
    '/ttpt-screener/export',
    {
      schema: {
        tags: [TAG],
        summary:
          'The screener’s whole result as a CSV attachment (UTF-8 with BOM, header in the locale; no match: the header alone)',
        description: FILTERS_DESCRIPTION,
        querystring: ExportQuerySchema,
        response: {
          200: {
            description: 'The CSV (UTF-8 with BOM), as an attachment',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...COMMON_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { locale, ...filter } = request.query;
      const { cut, rows } = await matches(filter, locale);
      const csv = screenerCsv(
        rows.map((row) => toScreenerRow(row, locale)),
        locale,
      );
      const sessionDate = cut.live?.sessionDate ?? cut.lastStored;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${screenerFileName(locale, sessionDate)}"`,
          )
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          // Bytes bypass the serializer; the declared 200 schema only documents the file.
          .send(Buffer.from(csv, 'utf8') as never)
      );
    },
  );

  app.get(
    '/ttpt-screener/options',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'What the screener’s form offers: the exchanges and the sectors (ICB code, name in the locale) with how many companies each has',
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(ScreenerOptionsSchema), ...COMMON_ERRORS },
      },
    },
    async (request): Promise<{ data: ScreenerOptions }> => {
      const { locale } = request.query;
      const companies = [...(await market.snapshot()).companies.values()];
      const sectors = new Map<string, { icbCode: string; name: string; count: number }>();
      for (const company of companies) {
        const found = sectors.get(company.icbCode);
        if (found) found.count += 1;
        else
          sectors.set(company.icbCode, {
            icbCode: company.icbCode,
            name: locale === 'en' ? company.sectorEn : company.sectorVi,
            count: 1,
          });
      }
      const collator = new Intl.Collator(locale, { sensitivity: 'base' });
      return {
        data: {
          exchanges: EXCHANGES.map((exchange) => ({
            exchange,
            count: companies.filter((c) => c.exchange === exchange).length,
          })),
          sectors: [...sectors.values()].sort((a, b) => collator.compare(a.name, b.name)),
        },
      };
    },
  );
};
