/**
 * Page bench (issue 26): rendered documents through the proxy at fixed rates, each phase with
 * the API's health endpoint loaded alongside, so what a page costs the others shows:
 *
 *   cached /        the home page as most visitors get it (from the page cache)
 *   uncached /      a new URL every request (`/?bench=<n>`): resolved and rendered each time
 *   news article    the newest article (cached after its first render)
 *   stock page      stock information of one symbol (cached for seconds: market figures)
 *
 * Prints per phase the page's and the health call's p50/p90/p99, errors and non-2xx, and exits
 * 1 when a target is missed: cached pages ≥ --rate at p99 ≤ --p99 ms, the health call p99 ≤
 * --health-p99 ms in every phase (the uncached phase included), no errors anywhere.
 *
 *   npm run bench:pages --workspace @brokerage/bench -- --url http://127.0.0.1:8080
 *     [--rate 1000] [--uncached-rate 30] [--duration 20] [--p99 50] [--health-p99 20]
 *     [--health-rate 20] [--connections 32] [--warmup 3] [--symbol FPT] [--json FILE]
 *
 * Needs a running stack in production mode (`npm start`) with the API's rate limits raised
 * (RATE_LIMIT_MAX=1000000): the uncached phase sends every page's lookups from one address.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openLoop, openLoopInThread, type OpenLoopResult } from './open-loop';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import {
  type CallFigures,
  figuresOf,
  finishRun,
  formatTable,
  missesOf,
  positiveOption,
} from './report';

const HELP = `Usage: npm run bench:pages --workspace @brokerage/bench -- [options]

  --url URL            the proxy (default http://127.0.0.1:8080)
  --rate N             requests per second of each cached page (default 1000)
  --uncached-rate N    requests per second of the uncached home page (default 30)
  --health-rate N      requests per second of /api/v1/health alongside (default 20)
  --duration S         seconds per phase (default 20)
  --warmup S           seconds of unmeasured load before each phase (default 3)
  --p99 MS             highest acceptable p99 of a cached page (default 50)
  --health-p99 MS      highest acceptable p99 of the health call in any phase (default 20)
  --connections N      connections for a cached page (default 32; the uncached phase, whose
                       visitors each come on their own, may open one per request up to 512)
  --symbol CODE        the stock page's symbol (default FPT)
  --json FILE          also write the figures as JSON`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    rate: { type: 'string', default: '1000' },
    'uncached-rate': { type: 'string', default: '30' },
    'health-rate': { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    p99: { type: 'string', default: '50' },
    'health-p99': { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    symbol: { type: 'string', default: 'FPT' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const positive = (name: keyof typeof values, allowZero = false) =>
  positiveOption(name, values[name] as string | undefined, HELP, allowZero);

const base = values.url.replace(/\/+$/, '');
const rate = Math.round(positive('rate'));
const uncachedRate = Math.round(positive('uncached-rate'));
const healthRate = Math.round(positive('health-rate'));
const duration = positive('duration');
const warmup = positive('warmup', true);
const pageP99 = positive('p99');
const healthP99 = positive('health-p99');
const connections = Math.round(positive('connections'));
const HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'user-agent': 'brokerage-bench-pages',
};
const HEALTH = '/api/v1/health';

interface Phase {
  name: string;
  path: string;
  rate: number;
  /** A new URL each request: nothing of it can come from the page cache. */
  unique?: boolean;
  /** Held to the page target; the uncached phase is held to the health target only. */
  target: boolean;
}

/**
 * Connections a phase may hold. Uncached pages come from visitors of their own, each on their
 * own connection: a pool as small as the cached phases' would hold the waiting requests in the
 * bench, so the proxy would never see more than it can render and never send a page unrendered.
 */
const connectionsFor = (phase: Pick<Phase, 'unique'>) => (phase.unique ? 512 : connections);

/**
 * One phase's load, open-loop at its rate (open-loop.ts). `ownThread` runs it in a worker
 * thread of its own: the health call's timings must not include the turns it waits behind the
 * page load's 1,000 requests a second in this process's event loop.
 */
function load(
  phase: Pick<Phase, 'path' | 'rate' | 'unique'>,
  seconds: number,
  conns: number,
  ownThread = false,
): Promise<OpenLoopResult> {
  const stamp = Date.now().toString(36);
  const options = {
    url: base + phase.path,
    headers: HEADERS,
    connections: conns,
    rate: phase.rate,
    duration: seconds,
    timeout: 10,
  };
  if (ownThread) return openLoopInThread(options);
  return openLoop({
    ...options,
    ...(phase.unique
      ? {
          pathOf: (i: number) =>
            `${phase.path}${phase.path.includes('?') ? '&' : '?'}bench=${stamp}${i}`,
        }
      : {}),
  });
}

/** The newest news article's page, as the API links it. */
async function newsArticlePath(): Promise<string> {
  const response = await fetch(`${base}/api/v1/news?locale=vi&page=1&limit=1`);
  if (!response.ok) throw new Error(`${base}/api/v1/news answered ${response.status}`);
  const body = (await response.json()) as { data?: { path?: string | null }[] };
  const path = body.data?.[0]?.path;
  if (!path) throw new Error('no news article to load: is the database seeded?');
  return path;
}

async function preflight(paths: string[]): Promise<void> {
  for (const path of [...paths, HEALTH]) {
    const response = await fetch(base + path, { headers: HEADERS }).catch((error: unknown) => {
      throw new Error(`${base}${path}: ${String(error)} (is the stack running?)`);
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${base}${path} answered ${response.status}`);
  }
}

type Row = CallFigures & { misses: string[] };

async function runPhase(phase: Phase): Promise<Row[]> {
  const health: Phase = {
    name: `health (${phase.name})`,
    path: HEALTH,
    rate: healthRate,
    target: false,
  };
  if (warmup > 0) {
    await Promise.all([load(phase, warmup, connectionsFor(phase)), load(health, warmup, 4, true)]);
  }
  const [page, beside] = await Promise.all([
    load(phase, duration, connectionsFor(phase)),
    load(health, duration, 4, true),
  ]);
  const pageFigures = figuresOf(phase.name, page);
  const pageMisses = missesOf(pageFigures, phase.rate, {
    rate: phase.rate,
    p99: phase.target ? pageP99 : Number.POSITIVE_INFINITY,
    minDelivered: 0.95,
  });
  const healthFigures = figuresOf(health.name, beside);
  const healthMisses = missesOf(healthFigures, healthRate, {
    rate: healthRate,
    p99: healthP99,
    minDelivered: 0.95,
  });
  return [
    { ...pageFigures, misses: pageMisses },
    { ...healthFigures, misses: healthMisses },
  ];
}

async function main(): Promise<void> {
  const stock = buildPath('analysisCenter', 'vi', {
    subPage: 'stockInformation',
    query: { stock_symbol: values.symbol },
  });
  const news = await newsArticlePath();
  const phases: Phase[] = [
    { name: 'cached /', path: '/', rate, target: true },
    { name: 'uncached /', path: '/', rate: uncachedRate, unique: true, target: false },
    { name: 'news article', path: news, rate, target: true },
    { name: 'stock page', path: stock, rate, target: true },
  ];
  await preflight(phases.map((phase) => phase.path));
  const [load1, load5] = os.loadavg();
  console.log(
    `${base}: ${phases.length} phases of ${duration} s (+${warmup} s warm-up), each with ` +
      `${HEALTH} at ${healthRate} req/s alongside; cached pages at ${rate} req/s ` +
      `(p99 ≤ ${pageP99} ms), uncached at ${uncachedRate} req/s; health p99 ≤ ${healthP99} ms.\n` +
      `Load before the run: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min), ` +
      `${os.cpus().length} cores.\n`,
  );
  const rows: Row[] = [];
  for (const phase of phases) rows.push(...(await runPhase(phase)));
  console.log(formatTable(rows));
  finishRun(rows, values.json, {
    url: base,
    rate,
    uncachedRate,
    healthRate,
    duration,
    loadavg: os.loadavg(),
    rows,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
