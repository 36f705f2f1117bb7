import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenLoopResult } from './open-loop';
import { textTable } from '@brokerage/shared/format/textTable.ts';

/** The content calls every page of the corporate site makes (issue 9, finding 12). */
export const CALLS = [
  { name: 'home-page', path: '/api/v1/pages/static/home-page?locale=vi' },
  { name: 'menus', path: '/api/v1/menus?locale=vi' },
  { name: 'news', path: '/api/v1/news?locale=vi&page=1&limit=6' },
] as const;

export interface Targets {
  /** Requests per second over all calls together. */
  rate: number;
  /** Highest acceptable 99th percentile latency of each call, in ms. */
  p99: number;
  /** Share of the intended requests that must have been answered (falling behind fails). */
  minDelivered: number;
}

/** Issue 9, finding 12: 500 req/s for 60 s through the proxy, p99 ≤ 50 ms, no errors. */
export const TARGETS: Targets = { rate: 500, p99: 50, minDelivered: 0.95 };

export interface CallFigures {
  name: string;
  requests: number;
  /** Answers per second, averaged over the run. */
  rate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function figuresOf(name: string, result: OpenLoopResult): CallFigures {
  return {
    name,
    requests: result.requests.total,
    rate: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Why a call misses the targets, in words; empty when it meets them. `intendedRate` is this
 * call's share of the overall rate.
 */
export function missesOf(figures: CallFigures, intendedRate: number, targets: Targets): string[] {
  const out: string[] = [];
  if (figures.p99 > targets.p99) out.push(`p99 ${figures.p99} ms > ${targets.p99} ms`);
  if (figures.errors > 0) out.push(`${figures.errors} errors`);
  if (figures.timeouts > 0) out.push(`${figures.timeouts} timeouts`);
  if (figures.non2xx > 0) out.push(`${figures.non2xx} non-2xx answers`);
  if (figures.requests === 0 || figures.rate < intendedRate * targets.minDelivered)
    out.push(`${figures.rate.toFixed(1)} req/s answered of ${intendedRate.toFixed(1)} intended`);
  return out;
}

/** Splits the overall rate over the calls (autocannon needs whole numbers per instance). */
export function shareRate(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

/** The figure columns of a call's row; `middle` names the percentile between p50 and p99. */
export const figureHeader = (middle: string): string[] => [
  'req',
  'req/s',
  'p50',
  middle,
  'p99',
  'max',
  'errors',
  'non-2xx',
  'verdict',
];

/** A call's cells under `figureHeader`, `middle` the value of its middle percentile. */
export function figureCells(r: CallFigures & { misses: string[] }, middle: number): string[] {
  return [
    String(r.requests),
    r.rate.toFixed(1),
    `${r.p50} ms`,
    `${middle} ms`,
    `${r.p99} ms`,
    `${r.max} ms`,
    String(r.errors + r.timeouts),
    String(r.non2xx),
    r.misses.length === 0 ? 'ok' : `FAIL: ${r.misses.join('; ')}`,
  ];
}

export function formatTable(rows: readonly (CallFigures & { misses: string[] })[]): string {
  const lines = rows.map((r) => [r.name, ...figureCells(r, r.p90)]);
  return textTable([['call', ...figureHeader('p90')], ...lines], { rule: true });
}

/**
 * Before a run: every call answers 200, and the API's rate limit (its `x-ratelimit-limit`)
 * leaves room for the `planned` requests the run sends from one address.
 */
export async function preflight(
  base: string,
  calls: readonly { name: string; path: string }[],
  planned: number,
  headers: Record<string, string>,
): Promise<void> {
  for (const call of calls) {
    const response = await fetch(base + call.path, { headers }).catch((error: unknown) => {
      throw new Error(`${base}${call.path}: ${String(error)} (is the stack running?)`);
    });
    if (response.status !== 200)
      throw new Error(`${call.name}: ${base}${call.path} answered ${response.status}`);
    const limit = Number(response.headers.get('x-ratelimit-limit'));
    if (Number.isFinite(limit) && limit > 0 && limit < planned) {
      throw new Error(
        `the API allows ${limit} requests a window per client and this run sends ${planned} ` +
          'from one address: start the stack with RATE_LIMIT_MAX=1000000',
      );
    }
  }
}

/** The `q`-quantile of sorted samples (nearest rank); 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** A numeric command-line option: exits 2 with the usage when it is not a positive number. */
export function positiveOption(
  name: string,
  raw: string | undefined,
  usage: string,
  allowZero = false,
): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    console.error(
      `--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number\n\n${usage}`,
    );
    process.exit(2);
  }
  return value;
}

/** A bench's figures as JSON at `jsonPath` (`--json FILE`), its folder made when missing. */
export function writeJsonReport(jsonPath: string, report: unknown): void {
  mkdirSync(path.dirname(path.resolve(jsonPath)), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
}

/** Runs a bench's `main`: its number is the exit code; an error is printed and exits 1. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

/**
 * The end of a bench run: the figures written to `jsonPath` when given, PASS or FAIL with the
 * calls that missed, and the exit code (1 on a miss).
 */
export function finishRun(
  rows: readonly { name: string; misses: string[] }[],
  jsonPath: string | undefined,
  report: unknown,
): void {
  if (jsonPath) writeJsonReport(jsonPath, report);
  const failed = rows.filter((r) => r.misses.length > 0);
  console.log(failed.length === 0 ? '\nPASS' : `\nFAIL: ${failed.map((r) => r.name).join(', ')}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
