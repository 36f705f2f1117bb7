/**
 * The board frame bench's sums (issue 27; bench/board-frames/run.ts): what the page recorded
 * in one phase (its frames' times, its long tasks, the cells that changed) turned into dropped
 * frames, long-task figures and a verdict, and the median of the runs. Kept apart from the
 * browser so the arithmetic has unit tests.
 */
import { textTable } from '@brokerage/shared/format/textTable.ts';
import { medianOf } from '../memory/tree';

/** One frame at 60 Hz, the rate a phone's screen and headless Chromium both run at, in ms. */
export const FRAME_MS = 1000 / 60;
/** A frame that came this many frame times or more after the last one missed at least one. */
export const LATE_FACTOR = 1.5;
/** A task longer than this blocks input noticeably (the Long Tasks API's own threshold). */
export const LONG_TASK_MS = 50;

/** Issue 27's goals for the board live on a phone at 4× CPU throttling. */
export interface Goals {
  /** No task may be longer than this, ms. */
  longestTaskMs: number;
  /** Dropped frames must stay under this share of the expected frames, %. */
  droppedPercent: number;
}
export const GOALS: Goals = { longestTaskMs: LONG_TASK_MS, droppedPercent: 5 };

/** What the page recorded during one phase. */
export interface PhaseSample {
  /** The phase's length by the page's clock, ms. */
  durationMs: number;
  /** Every requestAnimationFrame timestamp, ms, in order. */
  frameTimes: number[];
  /** Every long task: [start from the phase's start, duration], ms. */
  longTasks: Array<[number, number]>;
  /**
   * Every long animation frame (a frame whose work took over 50 ms), with the script that took
   * the most of it: which code the long tasks were.
   */
  slowFrames: SlowFrame[];
  /** Cells whose flash started or restarted (their data-flash attribute set or changed). */
  flashes: number;
  /** Cells whose text changed. */
  textUpdates: number;
  /** Distinct rows with at least one flash. */
  rowsFlashed: number;
  /** Rows put into the DOM (the virtual rows the scroll brings into view). */
  rowsMounted: number;
  /** Messages the page received over its WebSocket: the hub's pushes (and its pings). */
  pushes: number;
}

export interface SlowFrame {
  /** From the phase's start, ms. */
  at: number;
  duration: number;
  /** The frame's longest script, as "invoker (source)"; "(no script)" for style, layout, GC… */
  script: string;
  /** ms of the frame that script ran for. */
  scriptMs: number;
  /** ms of the frame's rendering: animation-frame callbacks, style, layout and paint. */
  renderMs: number;
}

/** Frames counted from their times. */
export interface FrameFigures {
  /** Frames drawn. */
  frames: number;
  /** Frames the screen's rate would have drawn in the same time. */
  expected: number;
  dropped: number;
  droppedPercent: number;
  /** The longest gap between two frames, ms. */
  worstGapMs: number;
}

/**
 * Dropped frames from requestAnimationFrame's timestamps: a gap of more than 1.5 frame times
 * stands for the frames that should have come in it (a 50 ms gap at 60 Hz: two missed), the
 * jitter of a frame a little late is not a drop. The expected frames are the frames drawn plus
 * those missed, so the share does not depend on when the count started or stopped.
 */
export function frameFigures(frameTimes: readonly number[], frameMs = FRAME_MS): FrameFigures {
  let dropped = 0;
  let worstGapMs = 0;
  for (let i = 1; i < frameTimes.length; i += 1) {
    const gap = frameTimes[i]! - frameTimes[i - 1]!;
    worstGapMs = Math.max(worstGapMs, gap);
    if (gap > LATE_FACTOR * frameMs) dropped += Math.max(1, Math.round(gap / frameMs)) - 1;
  }
  const frames = Math.max(0, frameTimes.length - 1);
  const expected = frames + dropped;
  return {
    frames,
    expected,
    dropped,
    droppedPercent: expected > 0 ? (100 * dropped) / expected : 0,
    worstGapMs,
  };
}

export interface LongTaskFigures {
  count: number;
  /** The longest, ms (0 without any). */
  longestMs: number;
  /** How many were over the goal's limit. */
  over: number;
  /** Σ (task − 50 ms): the time input would have waited, as TBT counts it. */
  blockingMs: number;
}

export function longTaskFigures(
  durations: readonly number[],
  limit = LONG_TASK_MS,
): LongTaskFigures {
  return {
    count: durations.length,
    longestMs: durations.reduce((most, d) => Math.max(most, d), 0),
    over: durations.filter((d) => d > limit).length,
    blockingMs: durations.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
  };
}

/** One phase of one run, summed up. */
export interface PhaseFigures {
  seconds: number;
  frames: FrameFigures;
  longTasks: LongTaskFigures;
  flashes: number;
  textUpdates: number;
  rowsFlashed: number;
  rowsMounted: number;
  pushes: number;
}

export function phaseFigures(sample: PhaseSample, frameMs = FRAME_MS): PhaseFigures {
  return {
    seconds: sample.durationMs / 1000,
    frames: frameFigures(sample.frameTimes, frameMs),
    longTasks: longTaskFigures(sample.longTasks.map(([, duration]) => duration)),
    flashes: sample.flashes,
    textUpdates: sample.textUpdates,
    rowsFlashed: sample.rowsFlashed,
    rowsMounted: sample.rowsMounted,
    pushes: sample.pushes,
  };
}

/**
 * The median of each figure over the runs, figure by figure (so the median of the dropped
 * frames and that of the longest task may come from different runs, as the other benches do).
 */
export function medianPhase(runs: readonly PhaseFigures[]): PhaseFigures {
  if (runs.length === 0) throw new Error('no runs to take the median of');
  const m = (pick: (run: PhaseFigures) => number) => medianOf(runs.map(pick));
  return {
    seconds: m((r) => r.seconds),
    frames: {
      frames: m((r) => r.frames.frames),
      expected: m((r) => r.frames.expected),
      dropped: m((r) => r.frames.dropped),
      droppedPercent: m((r) => r.frames.droppedPercent),
      worstGapMs: m((r) => r.frames.worstGapMs),
    },
    longTasks: {
      count: m((r) => r.longTasks.count),
      longestMs: m((r) => r.longTasks.longestMs),
      over: m((r) => r.longTasks.over),
      blockingMs: m((r) => r.longTasks.blockingMs),
    },
    flashes: m((r) => r.flashes),
    textUpdates: m((r) => r.textUpdates),
    rowsFlashed: m((r) => r.rowsFlashed),
    rowsMounted: m((r) => r.rowsMounted),
    pushes: m((r) => r.pushes),
  };
}

/** Why a phase misses the goals, in words; empty when it meets them. */
export function missesOf(figures: PhaseFigures, goals: Goals = GOALS): string[] {
  const out: string[] = [];
  if (figures.longTasks.longestMs > goals.longestTaskMs)
    out.push(
      `longest task ${Math.round(figures.longTasks.longestMs)} ms > ${goals.longestTaskMs} ms`,
    );
  if (figures.frames.droppedPercent >= goals.droppedPercent)
    out.push(
      `${figures.frames.droppedPercent.toFixed(1)} % frames dropped ≥ ${goals.droppedPercent} %`,
    );
  return out;
}

/** The slow frames of one script (or of none). */
export interface ScriptTally {
  script: string;
  frames: number;
  /** The longest time the script ran in one of them, ms. */
  longestScriptMs: number;
  /** The longest of those frames, ms. */
  longestFrameMs: number;
  /** The longest rendering (callbacks, style, layout, paint) of those frames, ms. */
  longestRenderMs: number;
}

/** Which scripts the slow frames were (each frame by its longest), the most frames first. */
export function tallyScripts(frames: readonly SlowFrame[]): ScriptTally[] {
  const byScript = new Map<string, ScriptTally>();
  for (const { script, scriptMs, duration, renderMs } of frames) {
    const held = byScript.get(script);
    byScript.set(script, {
      script,
      frames: (held?.frames ?? 0) + 1,
      longestScriptMs: Math.max(held?.longestScriptMs ?? 0, Math.round(scriptMs)),
      longestFrameMs: Math.max(held?.longestFrameMs ?? 0, Math.round(duration)),
      longestRenderMs: Math.max(held?.longestRenderMs ?? 0, Math.round(renderMs)),
    });
  }
  return [...byScript.values()].sort((a, b) => b.frames - a.frames);
}

/** A row of the report: which run (or "median"), which phase, the load before it. */
export interface ReportRow {
  run: string;
  phase: string;
  /** The one-minute load average before the run; null on the median's row. */
  load: number | null;
  figures: PhaseFigures;
  /** Judged against the goals (the control is not). */
  judged: boolean;
}

export function formatReport(rows: readonly ReportRow[], goals: Goals = GOALS): string {
  const header = [
    'run',
    'phase',
    'load',
    'frames',
    'dropped',
    'worst gap',
    'long tasks',
    'longest',
    `> ${goals.longestTaskMs} ms`,
    'blocking',
    'ws msgs',
    'flashes',
    'text updates',
    'rows flashed',
    'rows drawn',
    'verdict',
  ];
  const lines = rows.map(({ run, phase, load, figures: f, judged }) => {
    const misses = missesOf(f, goals);
    return [
      run,
      phase,
      load === null ? '' : load.toFixed(2),
      `${Math.round(f.frames.frames)}/${Math.round(f.frames.expected)}`,
      `${Math.round(f.frames.dropped)} (${f.frames.droppedPercent.toFixed(1)} %)`,
      `${Math.round(f.frames.worstGapMs)} ms`,
      String(f.longTasks.count),
      `${Math.round(f.longTasks.longestMs)} ms`,
      String(f.longTasks.over),
      `${Math.round(f.longTasks.blockingMs)} ms`,
      String(Math.round(f.pushes)),
      String(Math.round(f.flashes)),
      String(Math.round(f.textUpdates)),
      String(Math.round(f.rowsFlashed)),
      String(Math.round(f.rowsMounted)),
      !judged ? '-' : misses.length === 0 ? 'ok' : `FAIL: ${misses.join('; ')}`,
    ];
  });
  return textTable([header, ...lines], { rule: true });
}
