/**
 * Board frame bench (issue 27): the analysis site's price board (bang-gia, the HOSE tab) live on
 * a phone, with Chromium's CPU slowed 4× as Lighthouse's mobile setting does. Goal: no long task
 * over 50 ms and under 5 % of the frames dropped while the hub pushes the whole board.
 *
 *   npm run bench:board --workspace @brokerage/bench -- [--runs 3] [--seconds 30]
 *     [--scroll-seconds 15] [--control-seconds 10] [--cpu 4] [--tab hose] [--stocks N]
 *     [--port 24601] [--url URL] [--json FILE] [--trace FILE]
 *
 * Without --url it starts a stack of its own (`node scripts/launch.mjs --temp-data --skip-build`
 * on ports --port to --port + 4, so it never meets `npm start` or the e2e stack), with the price
 * board replaying the e2e's session in continuous trading (PRICEBOARD_CLOCK, below), and stops it
 * at the end. The sites are served as built: run `npm run build` first when they are stale.
 * With --stocks N the board is seeded with N generated stocks instead of the demo dataset's
 * (three in five of them on HOSE: `--stocks 700` gives a HOSE tab of 420 rows, a real board's
 * size), from a seed server of its own (PRICEBOARD_API_URL; the API serves the rest as usual).
 *
 * Each run, in a fresh browser context at a phone's size (360 × 800, 2× pixels, touch):
 *   1. control: an empty page for --control-seconds, the same counters: the drops this machine
 *      makes by itself at that moment (another process on its two cores shows up here);
 *   2. live: the board opened, once it has rows and says it is live, left alone for --seconds
 *      while the counters run: frames by requestAnimationFrame, long tasks by the Long Tasks API,
 *      long animation frames for which script they were, flashes and text changes of the cells
 *      by a MutationObserver, and the hub's WebSocket messages;
 *   3. scroll: the table scrolled up and down without a pause for --scroll-seconds (its rows are
 *      virtual: scrolling mounts and unmounts them while the pushes go on).
 * Prints the machine's load before each run, every run's figures and their median, which
 * scripts the slow frames were, and one JSON line. Exits 1 when the live phase's median misses
 * a goal (the scroll phase is reported against the same goals, not gated).
 *
 * Needs Chromium (CHROME_PATH, else /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { waitForApi } from '../lighthouse/pages';
import { finishRun, positiveOption } from '../load/report';
import { BENCH_SESSION, seedServer } from '../priceboard-fanout/seed';
import {
  formatReport,
  GOALS,
  medianPhase,
  missesOf,
  phaseFigures,
  tallyScripts,
  type PhaseFigures,
  type PhaseSample,
  type ReportRow,
  type SlowFrame,
} from './figures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The e2e's replay (e2e/support/stack.ts): Friday 2026-11-20 from 09:20 at 3×, continuous
 * trading for the next 43 minutes of wall time, longer than this bench runs, and the same day's
 * moves on every run.
 */
const E2E_CLOCK = 'replay:2026-11-20:3:09:20';

const USAGE = `Usage: npm run bench:board --workspace @brokerage/bench -- [options]

  --runs N            runs, each in a fresh browser context (default 3)
  --seconds N         the live phase, the board left alone (default 30)
  --scroll-seconds N  the scroll phase after it, 0 for none (default 15)
  --scroll-speed N    px a second the table scrolls in that phase (default 1500)
  --control-seconds N the empty page measured before the board, 0 for none (default 10)
  --cpu N             Chromium's CPU slow-down (default 4, Lighthouse's mobile setting)
  --tab ID            the board's tab (default hose; vn30, hnx, upcom, …)
  --stocks N          seed the board with N generated stocks (3 in 5 on HOSE) instead of the
                      demo dataset's 60 instruments (only for the stack it starts)
  --port N            the first of the five ports of the stack it starts (default 24601)
  --clock SPEC        PRICEBOARD_CLOCK of that stack (default ${E2E_CLOCK})
  --url URL           measure a stack already running there instead of starting one
  --json FILE         also write every run's figures as JSON
  --trace FILE        also record Chromium's timeline of the first run's live phase there, with
                      its style invalidations (open it in DevTools' Performance panel)`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '30' },
    'scroll-seconds': { type: 'string', default: '15' },
    'scroll-speed': { type: 'string', default: '1500' },
    'control-seconds': { type: 'string', default: '10' },
    cpu: { type: 'string', default: '4' },
    tab: { type: 'string', default: 'hose' },
    stocks: { type: 'string' },
    port: { type: 'string', default: '24601' },
    clock: { type: 'string', default: process.env.PRICEBOARD_CLOCK ?? E2E_CLOCK },
    url: { type: 'string' },
    json: { type: 'string' },
    trace: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = positiveOption('runs', values.runs, USAGE);
const liveMs = positiveOption('seconds', values.seconds, USAGE) * 1000;
const scrollMs = positiveOption('scroll-seconds', values['scroll-seconds'], USAGE, true) * 1000;
const scrollSpeed = positiveOption('scroll-speed', values['scroll-speed'], USAGE);
const controlMs = positiveOption('control-seconds', values['control-seconds'], USAGE, true) * 1000;
const cpu = positiveOption('cpu', values.cpu, USAGE);
const basePort = positiveOption('port', values.port, USAGE);
const stocks = values.stocks === undefined ? null : positiveOption('stocks', values.stocks, USAGE);
if (stocks !== null && values.url) {
  console.error('--stocks seeds the stack the bench starts: it cannot be used with --url');
  process.exit(2);
}
if (stocks !== null && !values.clock.includes(BENCH_SESSION)) {
  console.error(
    `--stocks: the generated market is the session of ${BENCH_SESSION}; --clock must replay it`,
  );
  process.exit(2);
}

/** The phone: a common Android size; `isMobile` gives the mobile viewport and overlay scrollbars. */
const PHONE = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
};

/** What the page hands back from a phase (the WebSocket messages are counted outside it). */
type PageSample = Omit<PhaseSample, 'pushes'>;

/**
 * Runs in the page: counts frames, long tasks, slow frames and cell changes for `durationMs`,
 * scrolling the board's table up and down at `scrollSpeed` px/s when that is above 0. It is
 * sent as text (see `inPage`), so it may use nothing from this module.
 *
 * The scroll sets the table's scrollTop from each frame's time, a triangle wave over its whole
 * height: the same distance whatever the frame rate, and the main thread's work a finger's
 * scroll causes (scroll events, the virtual rows mounted), without the gesture's timing noise.
 */
async function measureInPage({
  durationMs,
  scrollSpeed,
}: {
  durationMs: number;
  scrollSpeed: number;
}): Promise<PageSample> {
  /** The Long Animation Frames API's entries (Chromium 123+), as far as read here. */
  interface AnimationFrameEntry extends PerformanceEntry {
    /** When the frame's rendering (rAF callbacks, style, layout, paint) began; 0 for none. */
    renderStart: number;
    scripts: Array<{
      duration: number;
      invoker: string;
      invokerType: string;
      sourceURL: string;
      sourceFunctionName: string;
      sourceCharPosition: number;
    }>;
  }
  const table = document.querySelector<HTMLElement>('[data-testid="board-table"]');
  const frameTimes: number[] = [];
  const longTasks: Array<[number, number]> = [];
  const slowFrames: SlowFrame[] = [];
  const rows = new Set<string>();
  let flashes = 0;
  let textUpdates = 0;
  let rowsMounted = 0;
  const start = performance.now();

  const onLongTasks = (entries: PerformanceEntryList) => {
    for (const entry of entries) longTasks.push([entry.startTime - start, entry.duration]);
  };
  const onSlowFrames = (entries: PerformanceEntryList) => {
    for (const entry of entries as AnimationFrameEntry[]) {
      // The API reports frames over 50 ms; those are the long tasks' frames. The bundles are
      // minified: the script's place in its file (char) finds it with the build's source map.
      const [top] = [...entry.scripts].sort((a, b) => b.duration - a.duration);
      const file = top?.sourceURL.split('/').pop() || '(page)';
      const renderMs =
        entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0;
      slowFrames.push({
        at: entry.startTime - start,
        duration: entry.duration,
        script: top
          ? `${top.invokerType} ${top.invoker} @ ${file}:${top.sourceCharPosition}`
          : '(no script)',
        scriptMs: top?.duration ?? 0,
        renderMs,
      });
    }
  };
  const onMutations = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const cell = record.target as Element;
        const flash = cell.getAttribute('data-flash');
        if (flash === null || flash === record.oldValue) continue;
        flashes += 1;
        rows.add(cell.parentElement?.getAttribute('data-symbol') ?? '');
        continue;
      }
      // Rows mounted by the scroll: childList records on tbody.
      const node = record.target;
      if (node.nodeName === 'TBODY') {
        for (const added of record.addedNodes)
          if ((added as Element).hasAttribute?.('data-symbol')) rowsMounted += 1;
        continue;
      }
      // A cell's text: its text node's value set (characterData) or the node replaced (childList
      // on the cell).
      const cell = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
      if (cell?.tagName === 'TD' && cell.parentElement?.hasAttribute('data-symbol'))
        textUpdates += 1;
    }
  };

  const longTaskObserver = new PerformanceObserver((list) => onLongTasks(list.getEntries()));
  longTaskObserver.observe({ type: 'longtask' });
  const frameObserver = new PerformanceObserver((list) => onSlowFrames(list.getEntries()));
  frameObserver.observe({ type: 'long-animation-frame' });
  const mutationObserver = new MutationObserver(onMutations);
  if (table) {
    mutationObserver.observe(table, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-flash'],
      attributeOldValue: true,
      characterData: true,
      childList: true,
    });
  }

  // Read once: reading it every frame would force a layout of the changed rows in this bench's
  // own callback, work the page would not have done.
  const height = table ? table.scrollHeight - table.clientHeight : 0;
  await new Promise<void>((resolve) => {
    const frame = (time: number) => {
      frameTimes.push(time);
      if (table && scrollSpeed > 0) {
        const travelled = (scrollSpeed * (time - start)) / 1000;
        const along = height > 0 ? travelled % (2 * height) : 0;
        table.scrollTop = along <= height ? along : 2 * height - along;
      }
      if (time - start < durationMs) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  // The observers report a task after it ended: let the last ones in before reading.
  await new Promise((resolve) => setTimeout(resolve, 200));
  onLongTasks(longTaskObserver.takeRecords());
  onSlowFrames(frameObserver.takeRecords());
  onMutations(mutationObserver.takeRecords());
  longTaskObserver.disconnect();
  frameObserver.disconnect();
  mutationObserver.disconnect();
  const inPhase = (at: number) => at < durationMs;
  return {
    durationMs: (frameTimes.at(-1) ?? start) - start,
    frameTimes,
    longTasks: longTasks.filter(([at]) => inPhase(at)),
    slowFrames: slowFrames.filter(({ at }) => inPhase(at)),
    flashes,
    textUpdates,
    rowsFlashed: rows.size,
    rowsMounted,
  };
}

/**
 * `measureInPage` in the page. tsx compiles this file keeping function names, by wrapping
 * functions in a `__name(…)` helper that exists only in Node: the function goes as text, with a
 * stand-in for that helper, rather than as Playwright's usual function argument.
 */
function inPage(page: Page, args: Parameters<typeof measureInPage>[0]): Promise<PageSample> {
  return page.evaluate(
    `(() => { const __name = (f) => f; return (${measureInPage.toString()})(${JSON.stringify(args)}); })()`,
  ) as Promise<PageSample>;
}

/** A context at the phone's size with its CPU slowed; every WebSocket message counted. */
async function phone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; pushes: () => number }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  let pushes = 0;
  page.on('websocket', (socket) => socket.on('framereceived', () => (pushes += 1)));
  return { context, page, pushes: () => pushes };
}

/** One phase measured, the WebSocket messages of its time added. */
async function phase(
  page: Page,
  pushes: () => number,
  durationMs: number,
  scroll: number,
): Promise<PhaseSample> {
  const before = pushes();
  const sample = await inPage(page, { durationMs, scrollSpeed: scroll });
  return { ...sample, pushes: pushes() - before };
}

interface RunResult {
  load: number;
  control: PhaseSample | null;
  live: PhaseSample;
  scroll: PhaseSample | null;
}

const traceFile = values.trace;
let traced = false;
/** The timeline DevTools records, and why each style recalculation happened. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'blink.user_timing',
];

async function oneRun(browser: Browser, url: string): Promise<Omit<RunResult, 'load'>> {
  let control: PhaseSample | null = null;
  if (controlMs > 0) {
    const empty = await phone(browser);
    try {
      await empty.page.setContent('<!doctype html><html lang="vi"><body></body></html>');
      control = await phase(empty.page, empty.pushes, controlMs, 0);
    } finally {
      await empty.context.close();
    }
  }
  const { context, page, pushes } = await phone(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page
      .locator('[data-testid="board-table"] tbody tr[data-symbol]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page
      .locator('[data-testid="live-status"][data-live-status="live"]')
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    // The start's own work (the first full image of the board, the fonts, the idle-time loads)
    // is the Lighthouse bench's business: it is over before the counting starts.
    await page.waitForTimeout(3_000);
    // How much of the board is in the DOM: a tab whose rows all fit the window (plus the
    // overscan) mounts nothing while it scrolls.
    const table = page.getByTestId('board-table');
    const total = Number(await table.getByRole('table').getAttribute('aria-rowcount')) - 2;
    const drawn = await table.locator('tbody tr[data-symbol]').count();
    console.log(`  the board: ${total} rows, ${drawn} of them in the DOM`);
    const tracing = traceFile !== undefined && !traced;
    if (tracing) {
      traced = true;
      await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES });
    }
    const live = await phase(page, pushes, liveMs, 0);
    if (tracing) await browser.stopTracing();
    const scroll = scrollMs > 0 ? await phase(page, pushes, scrollMs, scrollSpeed) : null;
    return { control, live, scroll };
  } finally {
    await context.close();
  }
}

/** Starts the stack on its own ports and a temporary DATA_DIR; resolves on its ready line. */
async function startStack(): Promise<{
  url: string;
  launcher: ChildProcess;
  seed: { close: () => void } | null;
}> {
  if (!existsSync(path.join(ROOT, 'sites/analysis/dist')))
    throw new Error('sites/analysis/dist is missing: run `npm run build` at the repository root');
  const url = `http://127.0.0.1:${basePort}`;
  const seed = stocks === null ? null : await seedServer(stocks);
  const launcher = spawn(process.execPath, ['scripts/launch.mjs', '--temp-data', '--skip-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(basePort),
      API_PORT: String(basePort + 1),
      SSO_PORT: String(basePort + 2),
      PRICEBOARD_PORT: String(basePort + 3),
      EKYC_PORT: String(basePort + 4),
      PUBLIC_URL: url,
      PRICEBOARD_CLOCK: values.clock,
      ...(seed ? { PRICEBOARD_API_URL: seed.url } : {}),
      // The browser and the stack share two cores here: a slow answer is not a hung service.
      UPSTREAM_TIMEOUT_MS: '30000',
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    launcher.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/\bready\b.*http/.test(out)) resolve();
    });
    launcher.once('exit', (code) => reject(new Error(`the stack stopped (exit ${code})`)));
  });
  launcher.stdout!.resume();
  return { url, launcher, seed };
}

/** SIGTERM: the launcher stops its services and deletes the temporary DATA_DIR itself. */
async function stopStack({
  launcher,
  seed,
}: {
  launcher: ChildProcess;
  seed: { close: () => void } | null;
}): Promise<void> {
  seed?.close();
  if (launcher.exitCode !== null || launcher.signalCode !== null) return;
  const exited = new Promise((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGTERM');
  await exited;
}

const stack = values.url ? null : await startStack();
// Ctrl-C: the stack stops with the bench rather than living on, orphaned, on its ports.
const interrupted = () => {
  if (stack) void stopStack(stack).then(() => process.exit(130));
  else process.exit(130);
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

const results: RunResult[] = [];
let browser: Browser | null = null;
const base = values.url ?? stack!.url;
const boardUrl = new URL(
  buildPath('analysisCenter', 'vi', {
    subPage: 'priceBoard',
    ...(values.tab === 'hose' ? {} : { query: { tab: values.tab } }),
  }),
  base,
).href;
try {
  await waitForApi(base);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`${boardUrl} at ${cpu}× CPU, 360 × 800 @2×, ${runs} runs`);
  for (let i = 0; i < runs; i += 1) {
    const load = os.loadavg()[0]!;
    console.log(
      `run ${i + 1} of ${runs} (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})…`,
    );
    results.push({ load, ...(await oneRun(browser, boardUrl)) });
  }
} finally {
  await browser?.close();
  if (stack) await stopStack(stack);
}

const figuresOf = (pick: (run: RunResult) => PhaseSample | null) =>
  results.map(pick).map((sample) => (sample ? phaseFigures(sample) : null));
const phases: Array<{ name: string; judged: boolean; figures: Array<PhaseFigures | null> }> = [
  { name: 'control', judged: false, figures: figuresOf((r) => r.control) },
  { name: 'live', judged: true, figures: figuresOf((r) => r.live) },
  { name: 'scroll', judged: true, figures: figuresOf((r) => r.scroll) },
];
const rows: ReportRow[] = [];
const medians: Record<string, PhaseFigures> = {};
for (const { name, judged, figures } of phases) {
  const measured = figures.filter((f): f is PhaseFigures => f !== null);
  if (measured.length === 0) continue;
  figures.forEach((f, i) => {
    if (f)
      rows.push({ run: String(i + 1), phase: name, load: results[i]!.load, figures: f, judged });
  });
  medians[name] = medianPhase(measured);
  rows.push({ run: 'median', phase: name, load: null, figures: medians[name], judged });
}
console.log(`\n${formatReport(rows)}\n`);
for (const name of ['live', 'scroll'] as const) {
  const frames = results.flatMap((r) => r[name]?.slowFrames ?? []);
  const tally = tallyScripts(frames);
  console.log(
    `\n${name}: ${frames.length} slow frames (over 50 ms) in all runs, by their longest script`,
  );
  for (const t of tally)
    console.log(
      `  ${t.frames} × ${t.script}: script ≤ ${t.longestScriptMs} ms, rendering ≤ ${t.longestRenderMs} ms, frame ≤ ${t.longestFrameMs} ms`,
    );
}
console.log();
const summary = {
  date: new Date().toISOString(),
  url: boardUrl,
  cpu,
  clock: values.url ? null : values.clock,
  goals: GOALS,
  runs: results.map((r, i) => ({
    load: r.load,
    control: phases[0]!.figures[i],
    live: phases[1]!.figures[i],
    scroll: phases[2]!.figures[i],
    longTasks: { live: r.live.longTasks, scroll: r.scroll?.longTasks ?? [] },
    slowFrames: { live: r.live.slowFrames, scroll: r.scroll?.slowFrames ?? [] },
  })),
  medians,
};
console.log(
  JSON.stringify({
    ...summary,
    runs: summary.runs.map(({ load, control, live, scroll }) => ({ load, control, live, scroll })),
  }),
);
finishRun([{ name: 'live', misses: missesOf(medians.live!) }], values.json, summary);
