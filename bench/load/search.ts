/**
 * Load bench of the site search through the proxy (issue 26, item 6): a few keywords side by
 * side at a fixed overall rate (default 300 req/s) for 30 s; prints p50/p90/p99, errors and
 * non-2xx answers per keyword and exits 1 when a keyword's p99 is above 50 ms, anything failed
 * (a 429 `search_busy` counts as a failure), or the server fell behind the rate.
 *
 *   npm run bench:search --workspace @brokerage/bench -- --url http://127.0.0.1:8080
 *     [--rate 300] [--duration 30] [--p99 50] [--connections 16] [--warmup 5]
 *     [--json results/search.json]
 *
 * Needs a running stack started with a raised API rate limit (every bench request comes from
 * one address): RATE_LIMIT_MAX=1000000 npm start
 */
import { parseArgs } from 'node:util';
import {
  type CallFigures,
  figuresOf,
  finishRun,
  formatTable,
  missesOf,
  positiveOption,
  preflight,
  shareRate,
  TARGETS,
} from './report';
import { openLoop } from './open-loop';

/** The keyword, then a common word and a longer phrase, without diacritics or with. */
export const SEARCH_CALLS = [
  { name: 'co phieu', path: '/api/v1/search?keyword=co%20phieu&locale=vi' },
  { name: 'chứng khoán', path: '/api/v1/search?keyword=ch%E1%BB%A9ng%20kho%C3%A1n&locale=vi' },
  { name: 'mo tai khoan p2', path: '/api/v1/search?keyword=mo%20tai%20khoan&locale=vi&page=2' },
  { name: 'securities (en)', path: '/api/v1/search?keyword=securities&locale=en' },
] as const;

/** Issue 26, item 6: 300 req/s, p99 ≤ 50 ms. */
const SEARCH_TARGETS = { ...TARGETS, rate: 300, p99: 50 };

const HELP = `Usage: npm run bench:search --workspace @brokerage/bench -- [options]

  --url URL          the proxy (default http://127.0.0.1:8080)
  --rate N           requests per second over all keywords (default ${SEARCH_TARGETS.rate})
  --duration S       seconds of the measured run (default 30)
  --p99 MS           highest acceptable p99 per keyword (default ${SEARCH_TARGETS.p99})
  --connections N    connections per keyword (default 16)
  --warmup S         seconds of unmeasured load first (default 5)
  --json FILE        also write the figures as JSON

Start the stack with RATE_LIMIT_MAX=1000000: all bench requests come from one address.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    rate: { type: 'string', default: String(SEARCH_TARGETS.rate) },
    duration: { type: 'string', default: '30' },
    p99: { type: 'string', default: String(SEARCH_TARGETS.p99) },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '5' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const positive = (name: string, raw: string | undefined, allowZero = false) =>
  positiveOption(name, raw, HELP, allowZero);

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const base = values.url.replace(/\/+$/, '');
const rate = Math.round(positive('rate', values.rate));
const duration = positive('duration', values.duration);
const targets = { ...SEARCH_TARGETS, rate, p99: positive('p99', values.p99) };
const connections = Math.round(positive('connections', values.connections));
const warmup = positive('warmup', values.warmup, true);
const headers = {
  accept: 'application/json',
  'accept-encoding': 'gzip, br',
  'user-agent': 'brokerage-bench-search',
};

/** One keyword's share, open-loop at its rate (open-loop.ts). */
function run(callPath: string, callRate: number, seconds: number) {
  return openLoop({
    url: base + callPath,
    headers,
    connections,
    rate: callRate,
    duration: seconds,
    timeout: 10,
  });
}

async function measure(): Promise<(CallFigures & { misses: string[]; intended: number })[]> {
  const rates = shareRate(rate, SEARCH_CALLS.length);
  if (warmup > 0) {
    await Promise.all(SEARCH_CALLS.map((call, i) => run(call.path, rates[i]!, warmup)));
  }
  const results = await Promise.all(
    SEARCH_CALLS.map((call, i) => run(call.path, rates[i]!, duration)),
  );
  return results.map((result, i) => {
    const figures = figuresOf(SEARCH_CALLS[i]!.name, result);
    return { ...figures, intended: rates[i]!, misses: missesOf(figures, rates[i]!, targets) };
  });
}

async function main() {
  await preflight(base, SEARCH_CALLS, rate * (duration + warmup), headers);
  console.log(
    `${base}: search for ${SEARCH_CALLS.map((c) => c.name).join(', ')} side by side, ` +
      `${rate} req/s for ${duration} s (+${warmup} s warm-up), target p99 ≤ ${targets.p99} ms, ` +
      'no errors\n',
  );
  const rows = await measure();
  console.log(formatTable(rows));
  const total = rows.reduce((sum, r) => sum + r.rate, 0);
  console.log(`\n${total.toFixed(0)} req/s answered over all keywords`);
  finishRun(rows, values.json, { url: base, rate, duration, targets, calls: rows });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
