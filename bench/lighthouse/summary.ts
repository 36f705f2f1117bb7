import { textTable } from '@brokerage/shared/format/textTable.ts';

/** The figures of one Lighthouse run that gate 15 of issue 9 checks. */
export interface RunFigures {
  /** 0–100 */
  performance: number;
  /** milliseconds; not gated, shown because it bounds LCP (nothing paints before it) */
  fcp: number;
  /** milliseconds */
  lcp: number;
  /** milliseconds */
  tbt: number;
  cls: number;
  /** 0–100: the best-practices category (a CSP violation, a console error costs points). */
  bestPractices: number;
}

export interface Targets {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  bestPractices: number;
}

/**
 * Issue 9, gate 15: mobile, default (simulated) throttling, median of three runs; issue 26
 * adds best practices at 100.
 */
export const TARGETS: Targets = {
  performance: 95,
  lcp: 2_000,
  tbt: 150,
  cls: 0.02,
  bestPractices: 100,
};

/** The median of each figure on its own (Lighthouse's own advice for comparing runs). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('No runs to take a median of');
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return {
    performance: median(runs.map((r) => r.performance)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
  };
}

/** Which figures miss their target (performance is a floor, the others are ceilings). */
export function misses(figures: RunFigures, targets: Targets = TARGETS): (keyof RunFigures)[] {
  const out: (keyof RunFigures)[] = [];
  if (figures.performance < targets.performance) out.push('performance');
  if (figures.lcp > targets.lcp) out.push('lcp');
  if (figures.tbt > targets.tbt) out.push('tbt');
  if (figures.cls > targets.cls) out.push('cls');
  if (figures.bestPractices < targets.bestPractices) out.push('bestPractices');
  return out;
}

/** The few fields of a Lighthouse result this bench reads. */
export interface LighthouseResultLike {
  categories: {
    performance?: { score: number | null };
    'best-practices'?: { score: number | null };
  };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

export function figuresOf(lhr: LighthouseResultLike): RunFigures {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse result has no ${id}`);
    return value;
  };
  if (score === null || score === undefined)
    throw new Error('Lighthouse gave no performance score');
  const practices = lhr.categories['best-practices']?.score;
  if (practices === null || practices === undefined)
    throw new Error('Lighthouse gave no best-practices score');
  return {
    performance: Math.round(score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bestPractices: Math.round(practices * 100),
  };
}

export interface UrlReport {
  label: string;
  url: string;
  runs: RunFigures[];
  median: RunFigures;
  misses: (keyof RunFigures)[];
}

export function formatTable(reports: readonly UrlReport[], targets: Targets = TARGETS): string {
  const rows = [
    [
      'page',
      `perf (≥ ${targets.performance})`,
      'FCP',
      `LCP (≤ ${(targets.lcp / 1000).toFixed(1)} s)`,
      `TBT (≤ ${targets.tbt} ms)`,
      `CLS (≤ ${targets.cls})`,
      `BP (≥ ${targets.bestPractices})`,
      'runs',
      '',
    ],
    ...reports.map((r) => [
      r.label,
      String(r.median.performance),
      `${(r.median.fcp / 1000).toFixed(2)} s`,
      `${(r.median.lcp / 1000).toFixed(2)} s`,
      `${Math.round(r.median.tbt)} ms`,
      r.median.cls.toFixed(3),
      String(r.median.bestPractices),
      String(r.runs.length),
      r.misses.length ? `MISS ${r.misses.join(', ')}` : 'ok',
    ]),
  ];
  return textTable(rows);
}
