import { describe, expect, it } from 'vitest';
import { figuresOf, formatTable, medianFigures, misses, TARGETS, type RunFigures } from './summary';

const run = (
  performance: number,
  lcp: number,
  tbt: number,
  cls: number,
  fcp = 900,
  bestPractices = 100,
): RunFigures => ({
  performance,
  fcp,
  lcp,
  tbt,
  cls,
  bestPractices,
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    expect(
      medianFigures([
        run(90, 2500, 10, 0, 1500),
        run(99, 1200, 300, 0.1, 700),
        run(96, 1800, 40, 0.01, 1100),
      ]),
    ).toEqual(run(96, 1800, 40, 0.01, 1100));
  });
  it('averages the middle pair of an even count, and refuses none', () => {
    expect(medianFigures([run(90, 1000, 0, 0), run(100, 2000, 100, 0.02)])).toEqual(
      run(95, 1500, 50, 0.01),
    );
    expect(() => medianFigures([])).toThrow();
  });
});

describe('misses', () => {
  it('passes figures exactly on the targets', () => {
    expect(misses(run(95, 2000, 150, 0.02))).toEqual([]);
  });
  it('names every figure past its target', () => {
    expect(misses(run(94, 2001, 151, 0.021))).toEqual(['performance', 'lcp', 'tbt', 'cls']);
    expect(misses(run(100, 500, 0, 0.05))).toEqual(['cls']);
    expect(misses(run(100, 500, 0, 0, 900, 96))).toEqual(['bestPractices']);
  });
  it('uses the issue 9 targets', () => {
    expect(TARGETS).toEqual({
      performance: 95,
      lcp: 2000,
      tbt: 150,
      cls: 0.02,
      bestPractices: 100,
    });
  });
});

describe('figuresOf', () => {
  const lhr = {
    categories: { performance: { score: 0.974 }, 'best-practices': { score: 0.96 } },
    audits: {
      'first-contentful-paint': { numericValue: 812.5 },
      'largest-contentful-paint': { numericValue: 1834.2 },
      'total-blocking-time': { numericValue: 61 },
      'cumulative-layout-shift': { numericValue: 0.004 },
    },
  };
  it('reads the score as 0–100 and the metrics', () => {
    expect(figuresOf(lhr)).toEqual(run(97, 1834.2, 61, 0.004, 812.5, 96));
  });
  it('fails on a runtime error or a missing figure instead of reporting zero', () => {
    expect(() =>
      figuresOf({ ...lhr, runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
    ).toThrow(/NO_FCP/);
    expect(() => figuresOf({ ...lhr, categories: { performance: { score: null } } })).toThrow(
      /score/,
    );
    expect(() => figuresOf({ ...lhr, audits: {} })).toThrow(/first-contentful-paint/);
  });
});

it('prints one row per page with the verdict', () => {
  const median = run(97, 1834, 61, 0.004);
  const table = formatTable([
    { label: 'corporate /', url: 'http://x/', runs: [median], median, misses: [] },
    {
      label: 'news',
      url: 'http://x/n',
      runs: [median],
      median: run(80, 3000, 61, 0),
      misses: ['performance', 'lcp'],
    },
  ]).split('\n');
  expect(table).toHaveLength(3);
  expect(table[1]).toMatch(
    /^corporate \/\s+97\s+0\.90 s\s+1\.83 s\s+61 ms\s+0\.004\s+100\s+1\s+ok$/,
  );
  expect(table[2]).toMatch(/MISS performance, lcp$/);
});
