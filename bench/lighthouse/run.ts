/**
 * Lighthouse gate (issue 9, gate 15; issue 26): each site's entry page, a news detail, the stock
 * information and technical analysis pages and the bond registration, mobile form factor,
 * default simulated throttling, three runs per page; the median of each figure must meet
 * performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02 and best practices 100. Exits 1 when
 * one misses.
 *
 *   npm run bench:lighthouse --workspace @brokerage/bench -- --url http://127.0.0.1:8080
 *     [--runs 3] [--only corporate,news] [--json results/lighthouse.json]
 *
 * Needs a running stack (npm start) built for production, and Chromium (CHROME_PATH, else
 * /usr/bin/chromium). Not part of npm test: 15 runs take a few minutes.
 */
import { parseArgs } from 'node:util';
import { runMain, writeJsonReport } from '../load/report';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { targets, waitForApi } from './pages';
import {
  figuresOf,
  formatTable,
  medianFigures,
  misses,
  type RunFigures,
  type UrlReport,
} from './summary';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
];

async function runOnce(url: string, chromePath: string): Promise<RunFigures> {
  // A fresh browser per run: no warm caches or leftover service state between runs.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    // Lighthouse's defaults are the mobile form factor with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // Simulated throttling scales the CPU time it observed: on a busy machine (a low benchmark
    // index) TBT and LCP come out far worse than the page is.
    const index = result.lhr.environment.benchmarkIndex;
    console.error(
      index < 1000
        ? `  (benchmark index ${index}: this machine is busy or slow; figures are pessimistic)`
        : `  (benchmark index ${index})`,
    );
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://127.0.0.1:8080' },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const only = values.only?.split(',').map((s) => s.trim());
  await waitForApi(values.url);
  const pages = (await targets(values.url)).filter((t) => !only || only.includes(t.label));

  const reports: UrlReport[] = [];
  for (const { label, url } of pages) {
    const figures: RunFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await runOnce(url, chromePath);
      console.error(
        `${label} run ${i + 1}/${runs}: perf ${run.performance}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}  ${url}`,
      );
      figures.push(run);
    }
    const median = medianFigures(figures);
    reports.push({ label, url, runs: figures, median, misses: misses(median) });
  }

  console.log(formatTable(reports));
  if (values.json) writeJsonReport(values.json, { date: new Date().toISOString(), reports });
  return reports.some((r) => r.misses.length > 0) ? 1 : 0;
}

runMain(main);
