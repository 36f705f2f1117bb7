import type { FastifyInstance } from 'fastify';
import { assessMarket } from './engine';

/**
 * The overall assessment score (0–100, integer) of every listed company by symbol, as
 * `ttpt-automatic-assessments/{id}` shows it (docs/assessment.md): computed once per market
 * snapshot and closed session, so repeated calls are cheap. A company none of whose axes could
 * be scored is left out. The screener's score filter reads it.
 */
export async function assessmentScores(app: FastifyInstance): Promise<Map<string, number>> {
  const { companies } = await assessMarket(app);
  const scores = new Map<string, number>();
  for (const [symbol, { assessment }] of companies) {
    if (assessment.overall !== null) scores.set(symbol, assessment.overall);
  }
  return scores;
}
