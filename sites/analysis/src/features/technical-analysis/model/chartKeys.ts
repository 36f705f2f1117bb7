/**
 * The chart's keyboard and crosshair rules, apart from the chart library so they can be tested:
 * which bar a key picks, how far the time scale scrolls to show it, how + and − zoom, and which
 * crosshair moves are the visitor's.
 */

/** A stretch of the time scale in bar indexes (lightweight-charts' logical range). */
export interface BarRange {
  from: number;
  to: number;
}

/**
 * The bar a navigation key picks among `count`, from the picked one (none: the last): Home the
 * first, End the last, an arrow the next on that side. A held arrow sends repeats: each is one
 * more bar, as a single press. Null: not a navigation key, or nothing to pick.
 */
export function barForKey(key: string, picked: number | null, count: number): number | null {
  if (count === 0) return null;
  const current = picked !== null && picked >= 0 && picked < count ? picked : count - 1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The range that shows bar `index` whole with the least scroll, the zoom kept; the same range
 * when it already shows. A held arrow then slides the chart a bar at a time at the edge.
 */
export function rangeShowing(index: number, range: BarRange): BarRange {
  const width = range.to - range.from;
  if (index - 0.5 < range.from) return { from: index - 0.5, to: index - 0.5 + width };
  if (index + 0.5 > range.to) return { from: index + 0.5 - width, to: index + 0.5 };
  return range;
}

const ZOOM_IN = new Set(['+', '=']);
const ZOOM_OUT = new Set(['-', '−']);
/** Never closer than ten bars across. */
const MIN_HALF_WIDTH = 5;

/** The range after + (in) or − (out) about its centre; null: not a zoom key. */
export function zoomForKey(key: string, range: BarRange): BarRange | null {
  const factor = ZOOM_IN.has(key) ? 0.8 : ZOOM_OUT.has(key) ? 1.25 : null;
  if (factor === null) return null;
  const centre = (range.from + range.to) / 2;
  const half = Math.max(((range.to - range.from) / 2) * factor, MIN_HALF_WIDTH);
  return { from: centre - half, to: centre + half };
}

/** What lightweight-charts tells of a crosshair move (its `MouseEventParams`). */
export interface CrosshairMove {
  point?: unknown;
  logical?: number;
  time?: unknown;
  sourceEvent?: unknown;
}

/**
 * The bar a crosshair move picks: a number, null for none (the pointer left the chart or is
 * past the data), or undefined to keep the pick. The library moves the crosshair itself, with
 * no source event, whenever it redraws (a scroll, a live tick, new data): it re-applies it at
 * its old spot on the screen, which after a scroll is another bar or none, so those moves must
 * not undo a bar picked with the keyboard.
 */
export function crosshairBar(move: CrosshairMove): number | null | undefined {
  if (move.point === undefined) return null;
  if (move.sourceEvent === undefined) return undefined;
  return move.logical === undefined || move.time === undefined ? null : Math.round(move.logical);
}
