/**
 * Task bench (issue 26, item 5): the main thread's tasks of each page of the Lighthouse gate as
 * Chromium runs them on a phone-like CPU, read off its trace, the median of many loads. Lighthouse's
 * TBT is simulated and read 618, 954 and 1,551 ms in three runs of one build here; this is the
 * measure to judge a change to a page's start by, before Lighthouse confirms it.
 *
 *   npm run bench:tasks --workspace @brokerage/bench -- --url http://127.0.0.1:8080
 *     [--loads 9] [--cpu 4] [--only corporate,news] [--json FILE]
 *
 * Each load: a fresh browser context at a phone's viewport (412 × 823), the CPU slowed by
 * `--cpu` (Chromium's own throttling, as DevTools does it), the network as it is; traced until
 * the page says it is hydrated and two seconds more. Prints per page the median FCP, blocking
 * time after it (Σ task − 50 ms), main-thread busy time and longest task, and the long tasks of
 * the median load. Reports; it gates nothing (exit 1 only when a page did not load).
 *
 * Needs a running stack (npm start) and Chromium (CHROME_PATH, else /usr/bin/chromium).
 */
import { parseArgs } from 'node:util';
import { runMain, writeJsonReport } from '../load/report';
import { chromium, type Browser } from 'playwright-core';
import { targets, waitForApi } from './pages';
import {
  formatTasks,
  loadFigures,
  medianLoad,
  type LoadFigures,
  type PageTasks,
  type TraceEvent,
} from './tasks-figures';

const HELP = `Usage: npm run bench:tasks --workspace @brokerage/bench -- [options]

  --url URL      the proxy (default PUBLIC_URL, else http://127.0.0.1:8080)
  --loads N      loads of each page (default 9)
  --cpu N        CPU slow-down factor (default 4, Lighthouse's mobile setting)
  --only LABELS  pages by label, comma-separated (corporate, analysis, recruitment, onboarding,
                 news, stock information, technical analysis, bond registration)
  --json FILE    also write every load's figures as JSON`;

/** The categories of Blink's top-level tasks, the paint timing and the navigation's start. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

async function loadOnce(browser: Browser, url: string, cpu: number): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      // The start is over when React has taken the page over (startSite's data-hydrated).
      await page
        .locator('#root[data-hydrated]')
        .waitFor({ state: 'attached', timeout: 30_000 })
        .catch(() => console.error(`  ${url}: not hydrated within 30 s`));
      await page.waitForTimeout(2_000);
    } finally {
      trace = await browser.stopTracing();
    }
    const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
    return loadFigures(traceEvents);
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080' },
      loads: { type: 'string', default: '9' },
      cpu: { type: 'string', default: '4' },
      only: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const loads = Number(values.loads);
  const cpu = Number(values.cpu);
  if (!Number.isInteger(loads) || loads < 1)
    throw new Error('--loads takes a positive whole number');
  if (!(cpu >= 1)) throw new Error('--cpu takes a factor of 1 or more');
  const only = values.only?.split(',').map((s) => s.trim());
  await waitForApi(values.url);
  const pages = (await targets(values.url)).filter((t) => !only || only.includes(t.label));

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: PageTasks[] = [];
  try {
    for (const { label, url } of pages) {
      const figures: LoadFigures[] = [];
      for (let i = 0; i < loads; i++) {
        const load = await loadOnce(browser, url, cpu);
        console.error(
          `${label} load ${i + 1}/${loads}: FCP ${Math.round(load.fcp)} ms, blocking ${Math.round(load.blocking)} ms, busy ${Math.round(load.busy)} ms, longest ${Math.round(load.longest)} ms`,
        );
        figures.push(load);
      }
      results.push({ label, url, loads: figures });
    }
  } finally {
    await browser.close();
  }

  console.log(`${formatTasks(results)}\n`);
  for (const { label, loads: each } of results) {
    const tasks = medianLoad(each).longTasks.map(([at, ms]) => `${ms} ms at ${at}`);
    console.log(`${label}, the median load's long tasks: ${tasks.join(', ') || 'none'}`);
  }
  if (values.json) writeJsonReport(values.json, { date: new Date().toISOString(), cpu, results });
  return 0;
}

runMain(main);
