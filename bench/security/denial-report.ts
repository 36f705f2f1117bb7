/**
 * Tallies and verdicts of the denial-of-service scenarios (denial.ts): what each group of
 * clients (attackers, the owner, other visitors) got back, and whether the people who were not
 * attacking were served.
 */
import { textTable } from '@brokerage/shared/format/textTable.ts';
import { quantile } from '../load/report';
import type { Answer } from './source-client';

export interface GroupFigures {
  group: string;
  requests: number;
  /** Answers with a status the group expects (e.g. 200 for a visitor, 413 for an oversized body). */
  expected: number;
  /** Status → count; 0 is a failed request (reset, refused, timeout). */
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

/** The answers of one group of clients. */
export class Tally {
  readonly #times: number[] = [];
  readonly #statuses = new Map<number, number>();
  #expected = 0;

  constructor(
    readonly group: string,
    readonly isExpected: (answer: Answer) => boolean,
  ) {}

  add(answer: Answer): Answer {
    this.#times.push(answer.ms);
    this.#statuses.set(answer.status, (this.#statuses.get(answer.status) ?? 0) + 1);
    if (this.isExpected(answer)) this.#expected += 1;
    return answer;
  }

  get requests(): number {
    return this.#times.length;
  }

  get unexpected(): number {
    return this.requests - this.#expected;
  }

  figures(): GroupFigures {
    const sorted = [...this.#times].sort((a, b) => a - b);
    return {
      group: this.group,
      requests: this.requests,
      expected: this.#expected,
      statuses: Object.fromEntries([...this.#statuses].sort(([a], [b]) => a - b)),
      p50: Math.round(quantile(sorted, 0.5)),
      p99: Math.round(quantile(sorted, 0.99)),
      max: Math.round(sorted.at(-1) ?? 0),
    };
  }
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A check that every answer of `tally` was one it expects (at least one answer). */
export function allServed(tally: Tally, what: string): Check {
  const { requests, expected, statuses } = tally.figures();
  return {
    name: what,
    ok: requests > 0 && expected === requests,
    detail: `${expected}/${requests} as expected; statuses ${formatStatuses(statuses)}`,
  };
}

export const formatStatuses = (statuses: Record<string, number>): string =>
  Object.entries(statuses)
    .map(([status, n]) => `${status === '0' ? 'failed' : status}×${n}`)
    .join(' ') || 'none';

export interface ScenarioReport {
  scenario: string;
  attack: string;
  groups: GroupFigures[];
  checks: Check[];
}

export const scenarioPassed = (report: ScenarioReport): boolean =>
  report.checks.length > 0 && report.checks.every((c) => c.ok);

export function formatScenario(report: ScenarioReport): string {
  const header = ['group', 'requests', 'as expected', 'statuses', 'p50 ms', 'p99 ms', 'max ms'];
  const rows = report.groups.map((g) => [
    g.group,
    String(g.requests),
    String(g.expected),
    formatStatuses(g.statuses),
    String(g.p50),
    String(g.p99),
    String(g.max),
  ]);
  const checks = report.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
  return [
    `\n## ${report.scenario}: ${scenarioPassed(report) ? 'PASS' : 'FAIL'}`,
    report.attack,
    textTable([header, ...rows], { rule: true }),
    ...checks,
  ].join('\n');
}
