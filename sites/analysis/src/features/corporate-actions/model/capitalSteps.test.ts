import { describe, expect, it } from 'vitest';
import { capitalSteps, niceStep, stepPath, yearTicks } from './capitalSteps';

const events = [
  { eventDate: '2001-12-02', charterCapitalAfter: 4_000e9 },
  { eventDate: '2006-07-28', charterCapitalAfter: 4_640e9 },
  { eventDate: '2016-02-12', charterCapitalAfter: 9_070e9 },
];

describe('niceStep and yearTicks', () => {
  it('rounds steps to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceStep(9_070, 4)).toBe(2_500);
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(38, 4)).toBe(10);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('spaces years so that at most `most` show', () => {
    expect(yearTicks(2002, 2026, 7)).toEqual([2005, 2010, 2015, 2020, 2025]);
    expect(yearTicks(2020, 2024, 7)).toEqual([2020, 2021, 2022, 2023, 2024]);
    expect(yearTicks(2026, 2026, 7)).toEqual([2026]);
  });
});

describe('capitalSteps', () => {
  it('holds each capital from its event to the next, the last one to today', () => {
    const geometry = capitalSteps(events, '2026-11-29')!;
    expect(geometry.start).toBe('2001-12-02');
    expect(geometry.end).toBe('2026-11-29');
    expect(geometry.max).toBe(10_000e9);
    const [first, second, third] = geometry.steps;
    expect(first!.x0).toBe(0);
    expect(first!.x1).toBeCloseTo(second!.x0);
    expect(second!.x1).toBeCloseTo(third!.x0);
    expect(third!.x1).toBe(1);
    expect(third!.y).toBeCloseTo(1 - 9_070 / 10_000);
    expect(geometry.yTicks.map((tick) => tick.value)).toEqual([
      0, 2_500e9, 5_000e9, 7_500e9, 10_000e9,
    ]);
    expect(geometry.yTicks[0]!.at).toBe(1);
    expect(geometry.yTicks.at(-1)!.at).toBe(0);
    expect(geometry.xTicks.map((tick) => tick.value)).toEqual([2005, 2010, 2015, 2020, 2025]);
    for (const tick of geometry.xTicks) expect(tick.at).toBeGreaterThan(0);
    for (const tick of geometry.xTicks) expect(tick.at).toBeLessThan(1);
  });

  it('sorts events, and runs to the last event when it comes after today', () => {
    const geometry = capitalSteps([...events].reverse(), '2010-01-01')!;
    expect(geometry.steps.map((step) => step.date)).toEqual(events.map((e) => e.eventDate));
    expect(geometry.end).toBe('2016-02-12');
  });

  it('draws one event as one step, and nothing without events', () => {
    const one = capitalSteps([events[0]!], '2001-12-02')!;
    expect(one.steps).toHaveLength(1);
    expect(one.steps[0]!.x0).toBe(0);
    expect(capitalSteps([], '2026-11-29')).toBeNull();
  });
});

describe('stepPath', () => {
  it('rises from zero at the first event, runs across each step and up to the next', () => {
    const geometry = capitalSteps(events, '2026-11-29')!;
    const path = stepPath(geometry.steps, 1000, 200);
    expect(path.startsWith('M0.0,200.0 V120.0 H')).toBe(true);
    expect(path.endsWith('H1000.0')).toBe(true);
    expect(path.match(/V/g)).toHaveLength(3);
    expect(stepPath(geometry.steps, 1000, 200, true).endsWith('H1000.0 V200.0 Z')).toBe(true);
    expect(stepPath([], 1000, 200)).toBe('');
  });
});
