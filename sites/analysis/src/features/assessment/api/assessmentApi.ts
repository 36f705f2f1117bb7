/**
 * `ttpt-automatic-assessments/{id}` (spec §7, docs/assessment.md): one company's automatic
 * assessment, parsed with the shared schema.
 */
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  type AssessmentAxisResult,
  type AssessmentPeer,
  type AssessmentReason,
  type AutomaticAssessment,
  AutomaticAssessmentSchema,
  type AxisScores,
} from '@brokerage/shared/validation/assessmentApi.ts';

export type {
  AssessmentAxisResult,
  AssessmentPeer,
  AssessmentReason,
  AutomaticAssessment,
  AxisScores,
};

interface Call {
  locale: Locale;
  signal?: AbortSignal;
}

/** 404 `stock_symbol_not_found` for an unknown symbol. */
export const getAutomaticAssessment = (
  api: ApiClient,
  symbol: string,
  { locale, signal }: Call,
): Promise<AutomaticAssessment> =>
  api.getData(
    `ttpt-automatic-assessments/${encodeURIComponent(symbol)}`,
    AutomaticAssessmentSchema,
    {
      params: { locale },
      signal,
    },
  );
