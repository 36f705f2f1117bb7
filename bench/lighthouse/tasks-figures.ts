import { textTable } from '@brokerage/shared/format/textTable.ts';

/**
 * The main thread's tasks of one page load, read off a Chromium trace (issue 26, item 5).
 * Lighthouse's TBT is a simulation that moves by hundreds of milliseconds between runs of one
 * build here; these are the tasks as Chromium ran them, so a change to the start of a page can
 * be judged by them (median of many loads).
 */

/** What the trace's events need to carry for this (Chrome's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** microseconds */
  ts: number;
  /** microseconds, on complete (`X`) events */
  dur?: number;
  args?: { name?: string; frame?: string; data?: { isOutermostMainFrame?: boolean } };
}

export interface LoadFigures {
  /** ms from navigation start to the first contentful paint */
  fcp: number;
  /** Σ (task − 50 ms) over the tasks after the first contentful paint: TBT, as run. */
  blocking: number;
  /** ms of main-thread tasks after the first contentful paint */
  busy: number;
  /** the longest task after the first contentful paint, ms */
  longest: number;
  /** each task of 50 ms or more after the first contentful paint: [start from navigation, ms] */
  longTasks: Array<[number, number]>;
}

/** Blink's top-level task events (the name changed between Chromium versions). */
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

/**
 * The figures of the page's main thread (the main thread of the renderer that reported the
 * first contentful paint): its top-level tasks from that paint on (a task nested in another is
 * counted once, with its parent).
 */
export function loadFigures(events: readonly TraceEvent[]): LoadFigures {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint');
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === fcp.pid &&
      (e.args?.data?.isOutermostMainFrame ?? true) &&
      e.ts <= fcp.ts,
  );
  const start = navigation?.ts ?? fcp.ts;
  // The renderer's main thread, by name (the paint event may come from another of its threads).
  const main =
    events.find(
      (e) =>
        e.ph === 'M' &&
        e.name === 'thread_name' &&
        e.pid === fcp.pid &&
        e.args?.name === 'CrRendererMain',
    )?.tid ?? fcp.tid;
  const tasks = events
    .filter((e) => TASK.has(e.name) && e.ph === 'X' && e.pid === fcp.pid && e.tid === main && e.dur)
    .sort((a, b) => a.ts - b.ts);
  const figures: LoadFigures = {
    fcp: (fcp.ts - start) / 1000,
    blocking: 0,
    busy: 0,
    longest: 0,
    longTasks: [],
  };
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur!;
    if (task.ts < fcp.ts) continue;
    const ms = task.dur! / 1000;
    figures.busy += ms;
    figures.longest = Math.max(figures.longest, ms);
    if (ms >= LONG_TASK_MS) {
      figures.blocking += ms - LONG_TASK_MS;
      figures.longTasks.push([Math.round((task.ts - start) / 1000), Math.round(ms)]);
    }
  }
  return figures;
}

export interface PageTasks {
  label: string;
  url: string;
  loads: LoadFigures[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The load whose blocking time is the median one (its long tasks stand for the page). */
export function medianLoad(loads: readonly LoadFigures[]): LoadFigures {
  if (loads.length === 0) throw new Error('No loads to take a median of');
  const sorted = [...loads].sort((a, b) => a.blocking - b.blocking);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function formatTasks(pages: readonly PageTasks[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = [
    ['page', 'loads', 'FCP', 'blocking', 'busy', 'longest', 'blocking of each load'],
    ...pages.map(({ label, loads }) => [
      label,
      String(loads.length),
      ms(median(loads.map((l) => l.fcp))),
      ms(median(loads.map((l) => l.blocking))),
      ms(median(loads.map((l) => l.busy))),
      ms(median(loads.map((l) => l.longest))),
      loads.map((l) => Math.round(l.blocking)).join(', '),
    ]),
  ];
  return textTable(rows);
}
