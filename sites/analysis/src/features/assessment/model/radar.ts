import {
  ASSESSMENT_AXES,
  type AssessmentAxis,
} from '@brokerage/shared/market/fundamentals/assessment.ts';
import type { AxisScores } from '@brokerage/shared/validation/assessmentApi.ts';

/** The radar's drawing box (SVG units): a square, the centre in the middle. */
export const RADAR_SIZE = 200;
/** The outer ring (score 5), leaving room around it for the labels laid over the chart. */
export const RADAR_RADIUS = 60;
/** Where the axis labels sit, from the centre. */
export const LABEL_RADIUS = 68;
export const MAX_SCORE = 5;

const CENTRE = RADAR_SIZE / 2;

export interface Point {
  x: number;
  y: number;
}

/** The direction of axis `i` of `count`: the first straight up, then clockwise. */
function angle(i: number, count: number): number {
  return -Math.PI / 2 + (2 * Math.PI * i) / count;
}

/** The point of axis `i` at `distance` from the centre. */
export function pointAt(i: number, count: number, distance: number): Point {
  const a = angle(i, count);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(CENTRE + distance * Math.cos(a)), y: round(CENTRE + distance * Math.sin(a)) };
}

/** A closed SVG path through the points. */
export const polygonPath = (points: readonly Point[]) =>
  points.length === 0 ? '' : `M${points.map((p) => `${p.x},${p.y}`).join('L')}Z`;

/** The shape of six scores (null drawn at the centre), 0–5 on the radius. */
export function scoreShape(scores: readonly (number | null)[]): Point[] {
  return scores.map((score, i) =>
    pointAt(
      i,
      scores.length,
      (Math.min(Math.max(score ?? 0, 0), MAX_SCORE) / MAX_SCORE) * RADAR_RADIUS,
    ),
  );
}

/** The rings at scores 1–5. */
export function rings(count: number): Point[][] {
  return [1, 2, 3, 4, 5].map((level) =>
    Array.from({ length: count }, (_, i) => pointAt(i, count, (level / MAX_SCORE) * RADAR_RADIUS)),
  );
}

export type LabelSide = 'top' | 'bottom' | 'left' | 'right';

/** Where an axis label goes, in percent of the square, and which side of the point it hangs. */
export function labelPlace(
  i: number,
  count: number,
): { left: number; top: number; side: LabelSide } {
  const p = pointAt(i, count, LABEL_RADIUS);
  const dx = p.x - CENTRE;
  const dy = p.y - CENTRE;
  const side: LabelSide =
    Math.abs(dx) < 1 ? (dy < 0 ? 'top' : 'bottom') : dx > 0 ? 'right' : 'left';
  return { left: (p.x / RADAR_SIZE) * 100, top: (p.y / RADAR_SIZE) * 100, side };
}

/** Scores in ASSESSMENT_AXES order. */
export const orderedScores = (scores: AxisScores): (number | null)[] =>
  ASSESSMENT_AXES.map((axis) => scores[axis]);

/**
 * The peers' mean score on each axis (those scored), one decimal; null when there are no peers.
 */
export function peerAverage(peers: readonly { scores: AxisScores }[]): AxisScores | null {
  if (peers.length === 0) return null;
  const entries = ASSESSMENT_AXES.map((axis): [AssessmentAxis, number | null] => {
    const scored = peers.flatMap((p) => (p.scores[axis] === null ? [] : [p.scores[axis]]));
    if (scored.length === 0) return [axis, null];
    const mean = scored.reduce((s, v) => s + v, 0) / scored.length;
    return [axis, Math.round(mean * 10) / 10];
  });
  return Object.fromEntries(entries) as AxisScores;
}

export const SCORE_BANDS = ['excellent', 'good', 'average', 'weak', 'poor'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** The overall score's band: 80+ excellent, 60+ good, 40+ average, 20+ weak, else poor. */
export function scoreBand(overall: number): ScoreBand {
  if (overall >= 80) return 'excellent';
  if (overall >= 60) return 'good';
  if (overall >= 40) return 'average';
  if (overall >= 20) return 'weak';
  return 'poor';
}

/** The board colour of a score out of `max`: the top 60 % up, under 40 % down, else reference. */
export function scoreTone(score: number | null, max: number): 'up' | 'reference' | 'down' | 'none' {
  if (score === null) return 'none';
  const share = score / max;
  if (share >= 0.6) return 'up';
  if (share < 0.4) return 'down';
  return 'reference';
}
