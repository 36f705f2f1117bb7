import { describe, expect, it } from 'vitest';
import type { Result } from 'autocannon';
import {
  TARGETS,
  figureCells,
  figureHeader,
  figuresOf,
  formatTable,
  missesOf,
  shareRate,
} from './report';

const histogram = (p99: number) => ({
  average: 5,
  mean: 5,
  stddev: 1,
  min: 1,
  max: p99 + 10,
  p50: 4,
  p90: 8,
  p97_5: 10,
  p99,
  p99_9: p99 + 5,
});

const result = (over: Partial<Result> & { p99?: number; total?: number } = {}): Result => ({
  url: 'http://127.0.0.1:8080/api/v1/menus',
  duration: 60,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  latency: histogram(over.p99 ?? 20),
  requests: { ...histogram(0), total: over.total ?? 10_000, sent: over.total ?? 10_000 },
  statusCodeStats: { 200: { count: over.total ?? 10_000 } },
  ...over,
});

describe('load report', () => {
  it('passes a call that meets every target', () => {
    const figures = figuresOf('menus', result());
    expect(figures).toMatchObject({ requests: 10_000, p50: 4, p99: 20 });
    expect(figures.rate).toBeCloseTo(166.7, 1);
    expect(missesOf(figures, 166, TARGETS)).toEqual([]);
  });

  it('fails on a slow p99, any error, timeout or non-2xx, and on falling behind', () => {
    expect(missesOf(figuresOf('a', result({ p99: 51 })), 166, TARGETS)).toEqual([
      'p99 51 ms > 50 ms',
    ]);
    const bad = figuresOf('b', result({ errors: 2, timeouts: 1, non2xx: 3 }));
    expect(missesOf(bad, 166, TARGETS)).toEqual(['2 errors', '1 timeouts', '3 non-2xx answers']);
    expect(missesOf(figuresOf('c', result({ total: 6_000 })), 166, TARGETS)).toEqual([
      '100.0 req/s answered of 166.0 intended',
    ]);
    expect(missesOf(figuresOf('d', result({ total: 0 })), 166, TARGETS)).toHaveLength(1);
  });

  it('splits the rate into whole numbers that add up', () => {
    expect(shareRate(500, 3)).toEqual([167, 167, 166]);
    expect(shareRate(9, 3)).toEqual([3, 3, 3]);
  });

  it('prints one row per call with its verdict', () => {
    const ok = figuresOf('home-page', result());
    const slow = figuresOf('news', result({ p99: 80 }));
    const table = formatTable([
      { ...ok, misses: [] },
      { ...slow, misses: missesOf(slow, 166, TARGETS) },
    ]);
    expect(table.split('\n')).toHaveLength(4);
    expect(table).toMatch(/home-page .* ok$/m);
    expect(table).toMatch(/news .*FAIL: p99 80 ms > 50 ms$/m);
  });

  it('lays out a call’s figures under their header, with the middle percentile asked for', () => {
    const slow = { ...figuresOf('news', result({ p99: 80 })), misses: ['p99 80 ms > 50 ms'] };
    expect(figureHeader('p95')).toEqual([
      'req',
      'req/s',
      'p50',
      'p95',
      'p99',
      'max',
      'errors',
      'non-2xx',
      'verdict',
    ]);
    const cells = figureCells(slow, 12.5);
    expect(cells).toHaveLength(figureHeader('p95').length);
    expect(cells.slice(2)).toEqual([
      `${slow.p50} ms`,
      '12.5 ms',
      '80 ms',
      `${slow.max} ms`,
      String(slow.errors + slow.timeouts),
      String(slow.non2xx),
      'FAIL: p99 80 ms > 50 ms',
    ]);
  });
});
