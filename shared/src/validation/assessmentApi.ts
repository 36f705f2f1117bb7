import { z } from 'zod';
import { ASSESSMENT_AXES, CRITERIA } from '../market/fundamentals/assessment.ts';
import { FIRM_TYPES } from '../market/fundamentals/types.ts';
import { IsoDateSchema } from './market.ts';
import { StockSymbolSchema } from './marketApi.ts';

/**
 * `ttpt-automatic-assessments/{id}` (spec §7, docs/assessment.md): a company's automatic
 * assessment on six axes, each scored 0–5 (one decimal) by the rules of
 * shared/market/fundamentals/assessment.ts with its reasons worded in the request's locale, the
 * overall score 0–100 and up to six peers of the same sector. `{id}` is the stock symbol.
 */

/** `{id}`: the stock symbol, trimmed and upper-cased (400 when malformed, 404 when unknown). */
export const AssessmentParamsSchema = z.object({ id: StockSymbolSchema });

export { ASSESSMENT_AXES };
export type { AssessmentAxis } from '../market/fundamentals/assessment.ts';

/** How a reason weighs: 4–5 points positive, 2–3 neutral, 0–1 negative; unscored: unavailable. */
export const REASON_TONES = ['positive', 'neutral', 'negative', 'unavailable'] as const;
export type ReasonTone = (typeof REASON_TONES)[number];

const AxisScoreSchema = z.number().min(0).max(5).nullable();

export const AssessmentReasonSchema = z.object({
  /** The criterion (docs/assessment.md). */
  code: z.enum(CRITERIA),
  /** Its short name, e.g. "ROE" or "Biên lợi nhuận so với ngành". */
  label: z.string(),
  /** 0–5; null when the data to score it is missing. */
  points: z.number().int().min(0).max(5).nullable(),
  tone: z.enum(REASON_TONES),
  /** The sentence with the figures that drove the points. */
  text: z.string(),
});
export type AssessmentReason = z.infer<typeof AssessmentReasonSchema>;

export const AssessmentAxisSchema = z.object({
  axis: z.enum(ASSESSMENT_AXES),
  /** The axis's name in the locale. */
  label: z.string(),
  /** The mean of the points of its criteria scored, one decimal; null when none could be. */
  score: AxisScoreSchema,
  reasons: z.array(AssessmentReasonSchema),
});
export type AssessmentAxisResult = z.infer<typeof AssessmentAxisSchema>;

/** The six axis scores in ASSESSMENT_AXES order. */
const AxisScoresSchema = z.object(
  Object.fromEntries(ASSESSMENT_AXES.map((axis) => [axis, AxisScoreSchema])) as Record<
    (typeof ASSESSMENT_AXES)[number],
    typeof AxisScoreSchema
  >,
);
export type AxisScores = z.infer<typeof AxisScoresSchema>;

export const AssessmentPeerSchema = z.object({
  stockSymbol: z.string(),
  name: z.string(),
  /** 0–100; null when no axis could be scored. */
  overall: z.number().int().min(0).max(100).nullable(),
  scores: AxisScoresSchema,
  /** Price × shares at the assessment's session, VND (the peers' order, largest first). */
  marketCapital: z.number().nullable(),
});
export type AssessmentPeer = z.infer<typeof AssessmentPeerSchema>;

export const AutomaticAssessmentSchema = z.object({
  stockSymbol: z.string(),
  name: z.string(),
  firmType: z.enum(FIRM_TYPES),
  icbCode: z.string(),
  sector: z.string(),
  /** The session whose close the prices are of (the last one closed); null without prices. */
  asOf: IsoDateSchema.nullable(),
  /** The last quarter published by then whose four quarters the ratios cover ("Q3/2026"). */
  statementPeriod: z.string().nullable(),
  /** 0–100: the mean of the axes scored ÷ 5 × 100, rounded; null when none could be. */
  overall: z.number().int().min(0).max(100).nullable(),
  axes: z.array(AssessmentAxisSchema).length(ASSESSMENT_AXES.length),
  peers: z.array(AssessmentPeerSchema).max(6),
});
export type AutomaticAssessment = z.infer<typeof AutomaticAssessmentSchema>;
