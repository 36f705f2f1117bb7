/**
 * Load bench of the analysis centre's market calls (issue 12, "Performance"): price-histories
 * of one symbol over 5Y (the chart's one-page request), then the dashboard's calls side by side
 * (index quotes, market share, stock exchanges, a symbol search), then the transaction-history
 * page's order-matching calls (today's session from the price board), each scenario at a fixed
 * overall rate (default 200 req/s) for N seconds; prints p50/p95/p99 (from every response
 * time), errors and non-2xx per call and exits 1 when a p99 is above 50 ms, anything failed, or
 * the server fell behind the rate.
 *
 *   npx tsx bench/load/market.ts --url http://127.0.0.1:5100
 *     [--rate 200] [--duration 30] [--p99 50] [--connections 8] [--warmup 3]
 *     [--symbol FPT] [--only history|dashboard|tape] [--json results/market.json]
 *
 * Point it at the API itself or at the proxy. Needs a running stack started with a raised API
 * rate limit (every bench request comes from one address):
 *
 *   RATE_LIMIT_MAX=1000000 npm start
 */
import type { EventEmitter } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { textTable } from '@brokerage/shared/format/textTable.ts';
import {
  type CallFigures,
  figureCells,
  figureHeader,
  figuresOf,
  finishRun,
  missesOf,
  positiveOption,
  preflight,
  quantile,
  shareRate,
  type Targets,
} from './report';

const HELP = `Usage: npx tsx bench/load/market.ts [options]

  --url URL          the API or the proxy (default http://127.0.0.1:5100)
  --rate N           requests per second of each scenario (default 200)
  --duration S       seconds per scenario (default 30)
  --p99 MS           highest acceptable p99 per call (default 50)
  --connections N    connections per call (default 8)
  --warmup S         seconds of unmeasured load before each scenario (default 3)
  --symbol SYMBOL    the price-histories symbol (default FPT)
  --only NAME        history, dashboard or tape: one scenario only
  --json FILE        also write the figures as JSON

Start the stack with RATE_LIMIT_MAX=1000000: all bench requests come from one address.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:5100' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    p99: { type: 'string', default: '50' },
    connections: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '3' },
    symbol: { type: 'string', default: 'FPT' },
    only: { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const positive = (name: string, raw: string | undefined, allowZero = false) =>
  positiveOption(name, raw, HELP, allowZero);

const base = values.url.replace(/\/+$/, '');
const rate = Math.round(positive('rate', values.rate));
const duration = positive('duration', values.duration);
const warmup = positive('warmup', values.warmup, true);
const connections = Math.round(positive('connections', values.connections));
const targets: Targets = { rate, p99: positive('p99', values.p99), minDelivered: 0.95 };
const symbol = values.symbol.trim().toUpperCase();
const headers = {
  accept: 'application/json',
  'accept-encoding': 'gzip',
  'user-agent': 'brokerage-bench-market',
};

interface Call {
  name: string;
  path: string;
}

const SCENARIOS: Record<'history' | 'dashboard' | 'tape', Call[]> = {
  history: [
    {
      name: `price-histories ${symbol} 5Y`,
      path: `/api/v1/stock-quotes/price-histories?stock_symbol=${symbol}&period=5Y&adjusted=true&order=asc&limit=1500&locale=vi`,
    },
  ],
  dashboard: [
    { name: 'index-quotes', path: '/api/v1/index-quotes?locale=vi' },
    { name: 'market-share', path: '/api/v1/stock-quotes/market-share?locale=vi' },
    { name: 'stock-exchanges', path: '/api/v1/stock-exchanges?locale=vi' },
    {
      name: 'ttpt-companies search',
      path: '/api/v1/ttpt-companies?keyword=ngan%20hang&limit=10&locale=vi',
    },
  ],
  // The transaction-history page's calls of today's session, read from the price board.
  tape: ['current', 'list-by-today', 'list-group-by-minute-today', 'chart-volume-and-price'].map(
    (call) => ({
      name: `order-matching ${call}`,
      path: `/api/v1/ttpt-ws-order-matching/${call}?stock_symbol=${symbol}&locale=vi`,
    }),
  ),
};

const only = values.only;
if (only !== undefined && !(only in SCENARIOS)) {
  console.error(`--only must be history, dashboard or tape\n\n${HELP}`);
  process.exit(2);
}
const scenarios = Object.entries(SCENARIOS).filter(([name]) => only === undefined || only === name);

/** One autocannon run, with every response time kept (autocannon's summary has no p95). */
async function run(call: Call, callRate: number, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({
    url: base + call.path,
    headers,
    connections: Math.min(connections, Math.max(1, callRate)),
    overallRate: callRate,
    duration: seconds,
    timeout: 10,
  });
  // autocannon's instance is an EventEmitter; its 'response' event carries the response time.
  (instance as unknown as EventEmitter).on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    },
  );
  const result = await instance;
  times.sort((a, b) => a - b);
  return { result, times };
}

type Row = CallFigures & { p95: number; intended: number; misses: string[]; scenario: string };

async function measure(scenario: string, calls: Call[]): Promise<Row[]> {
  const rates = shareRate(rate, calls.length);
  if (warmup > 0) await Promise.all(calls.map((call, i) => run(call, rates[i]!, warmup)));
  const runs = await Promise.all(calls.map((call, i) => run(call, rates[i]!, duration)));
  return runs.map(({ result, times }, i) => {
    const figures = figuresOf(calls[i]!.name, result);
    // Percentiles from the kept samples (ms, 2 decimals) rather than autocannon's rounded ones.
    const p = (q: number) => Math.round(quantile(times, q) * 100) / 100;
    const own = { ...figures, p50: p(0.5), p99: p(0.99) };
    return {
      ...own,
      p95: p(0.95),
      scenario,
      intended: rates[i]!,
      misses: missesOf(own, rates[i]!, targets),
    };
  });
}

function table(rows: readonly Row[]): string {
  const lines = rows.map((r) => [r.scenario, r.name, ...figureCells(r, r.p95)]);
  return textTable([['scenario', 'call', ...figureHeader('p95')], ...lines], { rule: true });
}

async function main() {
  await preflight(
    base,
    scenarios.flatMap(([, calls]) => calls),
    rate * (duration + warmup) * scenarios.length,
    headers,
  );
  console.log(
    `${base}: ${scenarios.map(([name]) => name).join(' then ')}, each ${rate} req/s for ${duration} s ` +
      `(+${warmup} s warm-up), target p99 ≤ ${targets.p99} ms, no errors\n`,
  );
  const rows: Row[] = [];
  for (const [name, calls] of scenarios) rows.push(...(await measure(name, calls)));
  console.log(table(rows));
  finishRun(rows, values.json, { url: base, rate, duration, targets, calls: rows });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
