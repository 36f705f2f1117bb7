import { describe, expect, it } from 'vitest';
import { formatTasks, loadFigures, medianLoad, type TraceEvent } from './tasks-figures';

const PID = 7;
const MAIN = 1;
const OTHER = 2;
const ms = (value: number) => value * 1000;

/** A renderer with its main thread named, a navigation at t = 1 s and the paint at 1.5 s. */
function trace(tasks: Array<[tid: number, startMs: number, durMs: number]>): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PID, tid: OTHER, ts: 0, args: { name: 'Compositor' } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PID,
      tid: MAIN,
      ts: ms(1_000),
      args: { data: { isOutermostMainFrame: true } },
    },
    { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: OTHER, ts: ms(1_500) },
    ...tasks.map(([tid, start, dur]) => ({
      name: 'ThreadControllerImpl::RunTask',
      ph: 'X',
      pid: PID,
      tid,
      ts: ms(start),
      dur: ms(dur),
    })),
  ];
}

describe('loadFigures', () => {
  it('counts the main thread’s tasks from the first contentful paint on, as TBT does', () => {
    const figures = loadFigures(
      trace([
        [MAIN, 1_100, 300], // before the paint: not counted
        [MAIN, 1_600, 120], // 70 blocking
        [MAIN, 1_800, 40], // short: busy only
        [MAIN, 2_000, 250], // 200 blocking, the longest
        [OTHER, 2_100, 500], // another thread: not counted
      ]),
    );
    expect(figures).toEqual({
      fcp: 500,
      blocking: 270,
      busy: 410,
      longest: 250,
      longTasks: [
        [600, 120],
        [1_000, 250],
      ],
    });
  });

  it('counts a task nested in another once, with its parent', () => {
    const figures = loadFigures(
      trace([
        [MAIN, 2_000, 100],
        [MAIN, 2_010, 80],
      ]),
    );
    expect(figures.blocking).toBe(50);
    expect(figures.busy).toBe(100);
  });

  it('refuses a trace without the paint', () => {
    expect(() => loadFigures(trace([]).filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(
      /first contentful paint/,
    );
  });
});

describe('medianLoad and formatTasks', () => {
  const load = (blocking: number) => ({
    fcp: 900,
    blocking,
    busy: 2 * blocking,
    longest: 100,
    longTasks: [],
  });

  it('takes the load with the median blocking time', () => {
    expect(medianLoad([load(300), load(100), load(200)]).blocking).toBe(200);
    expect(medianLoad([load(400), load(100), load(200), load(300)]).blocking).toBe(200);
  });

  it('prints each page’s medians and every load’s blocking time', () => {
    const table = formatTasks([
      { label: 'corporate', url: 'http://x/', loads: [load(300), load(100), load(200)] },
    ]);
    expect(table).toMatch(/corporate\s+3\s+900 ms\s+200 ms\s+400 ms\s+100 ms\s+300, 100, 200/);
  });
});
