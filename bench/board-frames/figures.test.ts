import { describe, expect, it } from 'vitest';
import {
  FRAME_MS,
  formatReport,
  frameFigures,
  longTaskFigures,
  medianPhase,
  missesOf,
  phaseFigures,
  tallyScripts,
  type PhaseFigures,
  type PhaseSample,
} from './figures';

/** Frame times from the gaps between them, in frame times (1 = on time). */
function framesAt(gaps: readonly number[]): number[] {
  const times = [1_000];
  for (const gap of gaps) times.push(times.at(-1)! + gap * FRAME_MS);
  return times;
}

describe('frameFigures', () => {
  it('counts nothing dropped when every frame is on time or a little late', () => {
    const figures = frameFigures(framesAt([1, 1, 1.2, 0.9, 1.45, 1]));
    expect(figures).toMatchObject({ frames: 6, expected: 6, dropped: 0, droppedPercent: 0 });
  });

  it('counts the frames a long gap stood for', () => {
    // 1.6 and 2.4 frame times: one missed each; 3 frame times: two; 10: nine.
    const figures = frameFigures(framesAt([1, 1.6, 1, 2.4, 3, 1, 10]));
    expect(figures.frames).toBe(7);
    expect(figures.dropped).toBe(1 + 1 + 2 + 9);
    expect(figures.expected).toBe(7 + 13);
    expect(figures.droppedPercent).toBeCloseTo(65);
    expect(figures.worstGapMs).toBeCloseTo(10 * FRAME_MS);
  });

  it('takes the frame time it is given (a 120 Hz screen)', () => {
    expect(frameFigures([0, 8.3, 16.7, 33.3], 1000 / 120).dropped).toBe(1);
  });

  it('has nothing to say about one frame or none', () => {
    for (const times of [[], [5]]) {
      expect(frameFigures(times)).toEqual({
        frames: 0,
        expected: 0,
        dropped: 0,
        droppedPercent: 0,
        worstGapMs: 0,
      });
    }
  });
});

describe('longTaskFigures', () => {
  it('counts the long tasks, the longest, those over the limit and their blocking time', () => {
    expect(longTaskFigures([51, 120, 50, 75])).toEqual({
      count: 4,
      longestMs: 120,
      over: 3,
      blockingMs: 1 + 70 + 0 + 25,
    });
  });

  it('is all zeros without a long task', () => {
    expect(longTaskFigures([])).toEqual({ count: 0, longestMs: 0, over: 0, blockingMs: 0 });
  });
});

const sample = (over: Partial<PhaseSample> = {}): PhaseSample => ({
  durationMs: 30_000,
  frameTimes: framesAt([1, 1, 3, 1]),
  longTasks: [
    [100, 60],
    [2_000, 52],
  ],
  slowFrames: [],
  flashes: 900,
  textUpdates: 1_200,
  rowsFlashed: 30,
  rowsMounted: 0,
  pushes: 120,
  ...over,
});

describe('phaseFigures, medianPhase and missesOf', () => {
  it('sums one phase up', () => {
    expect(phaseFigures(sample())).toEqual({
      seconds: 30,
      frames: {
        frames: 4,
        expected: 6,
        dropped: 2,
        droppedPercent: (100 * 2) / 6,
        worstGapMs: 3 * FRAME_MS,
      },
      longTasks: { count: 2, longestMs: 60, over: 2, blockingMs: 12 },
      flashes: 900,
      textUpdates: 1_200,
      rowsFlashed: 30,
      rowsMounted: 0,
      pushes: 120,
    });
  });

  it('takes each figure’s median over the runs', () => {
    const runs = [
      sample(),
      sample({ longTasks: [], flashes: 100, frameTimes: framesAt([1, 1, 1, 1]) }),
      sample({ longTasks: [[5, 300]], flashes: 2_000 }),
    ].map((s) => phaseFigures(s));
    const median = medianPhase(runs);
    expect(median.longTasks).toEqual({ count: 1, longestMs: 60, over: 1, blockingMs: 12 });
    expect(median.flashes).toBe(900);
    expect(median.frames.dropped).toBe(2);
    expect(() => medianPhase([])).toThrow(/no runs/);
  });

  it('meets the goals with no long task and under 5 % dropped, and says why otherwise', () => {
    const clean = phaseFigures(sample({ longTasks: [], frameTimes: framesAt(Array(99).fill(1)) }));
    expect(missesOf(clean)).toEqual([]);
    // 5 dropped of 100 expected is not under 5 %.
    const five = phaseFigures(
      sample({ longTasks: [], frameTimes: framesAt([...Array(94).fill(1), 6]) }),
    );
    expect(five.frames.droppedPercent).toBe(5);
    expect(missesOf(five)).toEqual(['5.0 % frames dropped ≥ 5 %']);
    expect(missesOf(phaseFigures(sample()))).toEqual([
      'longest task 60 ms > 50 ms',
      '33.3 % frames dropped ≥ 5 %',
    ]);
  });
});

describe('tallyScripts and formatReport', () => {
  it('groups the slow frames by script, the most frames first', () => {
    const frame = (script: string, scriptMs: number, duration = 80, renderMs = 10) => ({
      at: 0,
      duration,
      script,
      scriptMs,
      renderMs,
    });
    expect(
      tallyScripts([
        frame('b', 70),
        frame('a', 60, 90, 25.6),
        frame('a', 55.4),
        frame('(no script)', 0, 120, 100),
      ]),
    ).toEqual([
      { script: 'a', frames: 2, longestScriptMs: 60, longestFrameMs: 90, longestRenderMs: 26 },
      { script: 'b', frames: 1, longestScriptMs: 70, longestFrameMs: 80, longestRenderMs: 10 },
      {
        script: '(no script)',
        frames: 1,
        longestScriptMs: 0,
        longestFrameMs: 120,
        longestRenderMs: 100,
      },
    ]);
  });

  it('prints a row a run and phase, the control unjudged', () => {
    const figures: PhaseFigures = phaseFigures(sample());
    const text = formatReport([
      { run: '1', phase: 'control', load: 1.5, figures, judged: false },
      { run: 'median', phase: 'live', load: null, figures, judged: true },
    ]);
    const [header, rule, control, live] = text.split('\n');
    expect(header).toMatch(/^run\s+phase\s+load\s+frames\s+dropped/);
    expect(rule).toMatch(/^-+ {2}-+/);
    expect(control).toMatch(
      /^1\s+control\s+1\.50\s+4\/6\s+2 \(33\.3 %\)\s+50 ms\s+2\s+60 ms\s+2\s+12 ms\s+120\s+900\s+1200\s+30\s+0\s+-$/,
    );
    expect(live).toMatch(/^median\s+live\s+4\/6 .* FAIL: longest task 60 ms > 50 ms; 33\.3 %/);
  });
});
