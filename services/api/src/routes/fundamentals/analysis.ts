import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KEY_LINES, sumTerms } from '@brokerage/shared/market/fundamentals/catalogue.ts';
import {
  planAchievement,
  type Ratios,
  sectorMedian,
} from '@brokerage/shared/market/fundamentals/ratios.ts';
import type { LineValues } from '@brokerage/shared/market/fundamentals/types.ts';
import { dataEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import {
  BusinessPlanStatisticSchema,
  FinancialRatioQuerySchema,
  FinancialRatiosSchema,
  FundamentalSymbolQuerySchema,
  RATIO_KEYS,
} from '@brokerage/shared/validation/fundamentalsApi.ts';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import type { MarketData } from '../market/market-data';
import { requireCompany } from '../market/symbols';
import { Books, closeOn, periodEnd, ratiosAt } from './books';
import { periodLabel } from './labels';

const TAG = 'fundamentals';
/** How many plan years the business-plan statistics show (spec §9). */
const PLAN_YEARS = 5;

/** actual ÷ target as a percentage with two decimals. */
const achievement = (actual: number | null, target: number) => {
  const ratio = actual === null ? null : planAchievement(actual, target);
  return ratio === null ? null : Math.round(ratio * 10_000) / 100;
};

/** `ttpt-financial-ratios` and `ttpt-business-plan-statistics`. */
export function analysisRoutes(
  market: MarketData,
  currentYear: () => number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ttpt-financial-ratios',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'The ratios of shared/market/fundamentals/ratios.ts at each year or quarter end (TTM), newest first, with the sector median at the latest period',
          description:
            'From the stored statements (four quarters, the quarter before them, the same quarters a year earlier), the close of the last session on or before the period end and the shares at the end (charter capital ÷ 10,000; weighted shares: the mean of the four quarter ends). A period without its four quarters and the opening one is left out; ratios without a meaning are null. The sector median: the median of each ratio over the companies of the same ICB code at the latest period.',
          querystring: LocaleQuerySchema.extend(FinancialRatioQuerySchema.shape),
          response: { 200: dataEnvelope(FinancialRatiosSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request) => {
        const { stock_symbol: symbol, period } = request.query;
        const snapshot = await market.snapshot();
        const company = requireCompany(snapshot, symbol, 'stock_symbol');
        const [rows, prices] = await Promise.all([
          app.repos.fundamentals.statementRows([symbol], { quarters: true }),
          app.repos.market.symbolRows(symbol, '0001-01-01'),
        ]);
        const books = new Books(rows);
        const ends = books
          .list()
          .filter((p) => period === 'quarter' || p.quarter === 4)
          .map((p) => ({ year: p.year, quarter: p.quarter }));
        const periods = ends.flatMap(({ year, quarter }) => {
          const end = periodEnd(year, quarter);
          const price = closeOn(prices, end);
          const window = ratiosAt(company.firmType, books, year, quarter, price);
          if (!window) return [];
          const shown = period === 'year' ? 0 : quarter;
          return [
            {
              year,
              quarter: shown,
              label: periodLabel(year, shown),
              periodEnd: end,
              price,
              shares: window.shares,
              ratios: window.ratios,
            },
          ];
        });

        const latest = periods[0];
        let median = null;
        if (latest) {
          const lastQuarter = period === 'year' ? 4 : latest.quarter;
          const peers = [...snapshot.companies.values()]
            .filter((c) => c.icbCode === company.icbCode)
            .map((c) => c.symbol);
          const [peerRows, closes] = await Promise.all([
            app.repos.fundamentals.statementRows(peers, {
              fromYear: latest.year - 2,
              quarters: true,
            }),
            app.repos.fundamentals.closesOn(peers, latest.periodEnd),
          ]);
          const bySymbol = new Map<string, typeof peerRows>();
          for (const row of peerRows) {
            bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), row]);
          }
          const values = peers.flatMap((peer) => {
            const firmType = snapshot.companies.get(peer)!.firmType;
            const window = ratiosAt(
              firmType,
              new Books(bySymbol.get(peer) ?? []),
              latest.year,
              lastQuarter,
              closes.get(peer) ?? null,
            );
            return window ? [window.ratios] : [];
          });
          median = {
            year: latest.year,
            quarter: latest.quarter,
            label: latest.label,
            companies: values.length,
            ratios: Object.fromEntries(
              RATIO_KEYS.map((key) => [key, sectorMedian(values.map((r) => r[key]))]),
            ) as Ratios,
          };
        }
        return {
          data: {
            stockSymbol: symbol,
            firmType: company.firmType,
            icbCode: company.icbCode,
            period,
            periods,
            sectorMedian: median,
          },
        };
      },
    );

    app.get(
      '/ttpt-business-plan-statistics',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: [TAG],
          summary:
            'The last five years’ AGM targets (revenue, profit after tax), newest first, with the actuals from the statements and the achievement in %',
          description:
            'Revenue and profit after tax by KEY_LINES of the firm type; the current year’s actuals are the sum of its published quarters (`quartersReported`).',
          querystring: LocaleQuerySchema.extend(FundamentalSymbolQuerySchema.shape),
          response: {
            200: dataEnvelope(z.array(BusinessPlanStatisticSchema)),
            ...COMMON_ERRORS,
            ...NOT_FOUND,
          },
        },
      },
      async (request) => {
        const { stock_symbol: symbol } = request.query;
        const company = requireCompany(await market.snapshot(), symbol, 'stock_symbol');
        const keys = KEY_LINES[company.firmType];
        const now = currentYear();
        const plans = (await app.repos.fundamentals.businessPlans(symbol))
          .filter((plan) => plan.fiscalYear <= now)
          .slice(0, PLAN_YEARS);
        const oldest = plans.at(-1)?.fiscalYear;
        const books = new Books(
          oldest === undefined
            ? []
            : await app.repos.fundamentals.statementRows([symbol], { fromYear: oldest }),
        );
        return {
          data: plans.map((plan) => {
            const year = plan.fiscalYear;
            const annual = books.get(year, 0);
            const parts: LineValues[] = annual
              ? [annual]
              : [1, 2, 3, 4].flatMap((q) => {
                  const values = books.get(year, q);
                  return values ? [values] : [];
                });
            const total = (terms: typeof keys.revenue) =>
              parts.length === 0 ? null : parts.reduce((sum, v) => sum + sumTerms(v, terms), 0);
            const revenue = total(keys.revenue);
            const profit = total(keys.profitAfterTax);
            return {
              year,
              agmDate: plan.agmDate,
              revenueTarget: plan.revenueTarget,
              profitAfterTaxTarget: plan.profitAfterTaxTarget,
              revenueActual: revenue,
              profitAfterTaxActual: profit,
              quartersReported: annual ? 4 : parts.length,
              revenueAchievement: achievement(revenue, plan.revenueTarget),
              profitAfterTaxAchievement: achievement(profit, plan.profitAfterTaxTarget),
            };
          }),
        };
      },
    );
  };
}
