/**
 * The geometry of the charter-capital chart: a step line that holds each capital from its
 * event to the next, up to today. Positions are fractions of the plot (x from the left, y from
 * the top), so the chart can stretch to any width and put its labels in HTML.
 */

export interface CapitalEvent {
  /** `YYYY-MM-DD`. */
  eventDate: string;
  /** Charter capital after the event, VND. */
  charterCapitalAfter: number;
}

export interface CapitalStep {
  /** The event's date, where the step starts. */
  date: string;
  value: number;
  /** Start and end of the step, 0–1 from the left. */
  x0: number;
  x1: number;
  /** The step's height, 0 (top of the scale) – 1 (zero). */
  y: number;
}

export interface Tick {
  /** Position, 0–1 (x from the left, y from the top). */
  at: number;
  value: number;
}

export interface CapitalChartGeometry {
  steps: CapitalStep[];
  /** The top of the value scale (a round number at or above the largest capital). */
  max: number;
  yTicks: Tick[];
  /** Years, on 1 January. */
  xTicks: Tick[];
  /** First and last day of the time axis. */
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
};

/** A round step for about `count` intervals up to `max`: 1, 2, 2.5 or 5 × 10ⁿ. */
export function niceStep(max: number, count: number): number {
  if (!(max > 0) || count < 1) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10;
  return factor * power;
}

/** Years from `first` to `last` (inclusive) every 1, 2, 5, 10… so at most `most` of them. */
export function yearTicks(first: number, last: number, most: number): number[] {
  const span = Math.max(0, last - first);
  const step = [1, 2, 5, 10, 20, 25, 50, 100].find((s) => Math.floor(span / s) + 1 <= most) ?? 100;
  const years: number[] = [];
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) years.push(year);
  return years;
}

/**
 * The steps of `events` (oldest first, as the API sends them) from the first event to `today`
 * (or the last event, when that is later). Null without events.
 */
export function capitalSteps(
  events: readonly CapitalEvent[],
  today: string,
  { yIntervals = 4, mostYears = 7 }: { yIntervals?: number; mostYears?: number } = {},
): CapitalChartGeometry | null {
  const sorted = [...events].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  const start = first.eventDate;
  const end = today > last.eventDate ? today : last.eventDate;
  const t0 = dayNumber(start);
  // One event on the last day still gets a visible width.
  const span = Math.max(1, dayNumber(end) - t0);
  const xOf = (date: string) => (dayNumber(date) - t0) / span;

  const largest = Math.max(0, ...sorted.map((event) => event.charterCapitalAfter));
  const step = niceStep(largest, yIntervals);
  const max = Math.max(step, Math.ceil(largest / step) * step);
  const yOf = (value: number) => 1 - value / max;

  const steps = sorted.map((event, i) => ({
    date: event.eventDate,
    value: event.charterCapitalAfter,
    x0: xOf(event.eventDate),
    x1: xOf(sorted[i + 1]?.eventDate ?? end),
    y: yOf(event.charterCapitalAfter),
  }));

  const yTicks: Tick[] = [];
  for (let value = 0; value <= max + step / 2; value += step)
    yTicks.push({ at: yOf(value), value });

  const firstYear = Number(start.slice(0, 4)) + 1;
  const lastYear = Number(end.slice(0, 4));
  const xTicks = yearTicks(firstYear, lastYear, mostYears).map((year) => ({
    at: xOf(`${year}-01-01`),
    value: year,
  }));

  return { steps, max, yTicks, xTicks, start, end };
}

/**
 * The step line as an SVG path in a `width` × `height` box: up from zero at the first event
 * (the founding), across each step, then up (or down) to the next. `area` closes it down to the
 * baseline, for the fill under it.
 */
export function stepPath(
  steps: readonly CapitalStep[],
  width: number,
  height: number,
  area = false,
): string {
  if (steps.length === 0) return '';
  const x = (f: number) => (f * width).toFixed(1);
  const y = (f: number) => (f * height).toFixed(1);
  const first = steps[0]!;
  const parts = [`M${x(first.x0)},${y(1)}`];
  for (const step of steps) parts.push(`V${y(step.y)}`, `H${x(step.x1)}`);
  if (area) parts.push(`V${y(1)}`, 'Z');
  return parts.join(' ');
}
