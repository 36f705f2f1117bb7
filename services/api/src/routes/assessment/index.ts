import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSESSMENT_AXES } from '@brokerage/shared/market/fundamentals/assessment.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  AssessmentParamsSchema,
  type AutomaticAssessment,
  type AxisScores,
  AutomaticAssessmentSchema,
} from '@brokerage/shared/validation/assessmentApi.ts';
import { dataEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import { periodLabel } from '../fundamentals/labels';
import { type CompanyAssessment, assessMarket } from './engine';
import { AXIS_LABELS, reasonOf } from './labels';

const TAG = 'fundamentals';
/** At most this many peers. */
export const MAX_PEERS = 6;

const scoresOf = (a: CompanyAssessment): AxisScores =>
  Object.fromEntries(a.assessment.axes.map((axis) => [axis.axis, axis.score])) as AxisScores;

const nameOf = (a: CompanyAssessment, locale: Locale) =>
  locale === 'en' ? a.company.nameEn : a.company.nameVi;

/**
 * The companies of the same ICB sector, largest market capital first (then by symbol), the
 * company itself left out.
 */
export function peersOf(
  all: ReadonlyMap<string, CompanyAssessment>,
  self: CompanyAssessment,
): CompanyAssessment[] {
  return [...all.values()]
    .filter(
      (a) => a.company.icbCode === self.company.icbCode && a.company.symbol !== self.company.symbol,
    )
    .sort(
      (a, b) =>
        (b.marketCapital ?? -1) - (a.marketCapital ?? -1) ||
        a.company.symbol.localeCompare(b.company.symbol),
    )
    .slice(0, MAX_PEERS);
}

/**
 * `ttpt-automatic-assessments/{id}` (spec §7; issue 24): the automatic assessment of one
 * company, `{id}` its stock symbol. The rules: docs/assessment.md.
 */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ttpt-automatic-assessments/:id',
    {
      config: PUBLIC_CONTENT,
      schema: {
        tags: [TAG],
        summary:
          'A company’s automatic assessment: six axes scored 0–5 with their reasons, the overall score 0–100 and up to six peers of the same sector',
        description:
          'Axes: business model, performance, financial health, valuation, technical strength, price momentum; each the mean of its criteria scored 0–5 by the thresholds of docs/assessment.md, from the statements published by the last closed session (a quarter comes out 30 days after it ends) and the adjusted closes to it. Overall = mean of the axes scored ÷ 5 × 100, rounded. Reasons are worded in `locale`. Peers: the same ICB sector, largest market capital first.',
        params: AssessmentParamsSchema,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(AutomaticAssessmentSchema),
          ...COMMON_ERRORS,
          ...NOT_FOUND,
        },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const market = await assessMarket(app);
      const found = market.companies.get(request.params.id);
      if (!found) throw new HttpError(404, 'stock_symbol_not_found', { field: 'id' });
      const { company, assessment, statementPeriod } = found;
      const data: AutomaticAssessment = {
        stockSymbol: company.symbol,
        name: nameOf(found, locale),
        firmType: company.firmType,
        icbCode: company.icbCode,
        sector: locale === 'en' ? company.sectorEn : company.sectorVi,
        asOf: market.asOf ?? null,
        statementPeriod: statementPeriod
          ? periodLabel(statementPeriod.year, statementPeriod.quarter)
          : null,
        overall: assessment.overall,
        axes: ASSESSMENT_AXES.map((axis) => {
          const result = assessment.axes.find((a) => a.axis === axis)!;
          return {
            axis,
            label: AXIS_LABELS[axis][locale],
            score: result.score,
            reasons: result.criteria.map((c) => reasonOf(c, locale, company.firmType)),
          };
        }),
        peers: peersOf(market.companies, found).map((peer) => ({
          stockSymbol: peer.company.symbol,
          name: nameOf(peer, locale),
          overall: peer.assessment.overall,
          scores: scoresOf(peer),
          marketCapital: peer.marketCapital,
        })),
      };
      return { data };
    },
  );
};
