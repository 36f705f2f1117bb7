/**
 * Load bench of the content API through the proxy (issue 9, finding 12): the home page, menus
 * and news calls at a fixed overall rate (default 500 req/s) for 60 s; prints p50/p90/p99,
 * errors and non-2xx answers per call and exits 1 when a call's p99 is above 50 ms, anything
 * failed, or the server fell behind the rate.
 *
 *   npm run bench:load --workspace @brokerage/bench -- --url http://127.0.0.1:8080
 *     [--rate 500] [--duration 60] [--p99 50] [--connections 16] [--sequential]
 *     [--warmup 5] [--json results/load.json]
 *
 * Needs a running stack (npm start, or scripts/start.ts) started with a raised API rate limit:
 * every bench request comes from one address and the proxy forwards that address to the API
 * (X-Forwarded-For, overwritten by the proxy, so the bench cannot spread itself over several
 * clients), so the default 600 requests a minute per client would answer 429 within a second:
 *
 *   RATE_LIMIT_MAX=1000000 npm start
 *
 * By default the three calls run side by side, each at a third of the rate; --sequential runs
 * them one after another, each at the whole rate.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  CALLS,
  TARGETS,
  type CallFigures,
  figuresOf,
  finishRun,
  formatTable,
  missesOf,
  positiveOption,
  preflight,
  shareRate,
} from './report';

const HELP = `Usage: npm run bench:load --workspace @brokerage/bench -- [options]

  --url URL          the proxy (default http://127.0.0.1:8080)
  --rate N           requests per second over all calls (default ${TARGETS.rate})
  --duration S       seconds per run (default 60)
  --p99 MS           highest acceptable p99 per call (default ${TARGETS.p99})
  --connections N    connections per call (default 16)
  --warmup S         seconds of unmeasured load first (default 5)
  --sequential       one call after another at the whole rate, not side by side
  --json FILE        also write the figures as JSON

Start the stack with RATE_LIMIT_MAX=1000000: all bench requests come from one address.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    rate: { type: 'string', default: String(TARGETS.rate) },
    duration: { type: 'string', default: '60' },
    p99: { type: 'string', default: String(TARGETS.p99) },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '5' },
    sequential: { type: 'boolean', default: false },
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
const targets = { ...TARGETS, rate, p99: positive('p99', values.p99) };
const connections = Math.round(positive('connections', values.connections));
const warmup = positive('warmup', values.warmup, true);
const headers = {
  accept: 'application/json',
  'accept-encoding': 'gzip',
  'user-agent': 'brokerage-bench-load',
};

function run(callPath: string, callRate: number, seconds: number) {
  return autocannon({
    url: base + callPath,
    headers,
    connections: Math.min(connections, Math.max(1, callRate)),
    overallRate: callRate,
    duration: seconds,
    timeout: 10,
  });
}

async function measure(): Promise<(CallFigures & { misses: string[]; intended: number })[]> {
  if (values.sequential) {
    const rows = [];
    for (const call of CALLS) {
      if (warmup > 0) await run(call.path, rate, warmup);
      const figures = figuresOf(call.name, await run(call.path, rate, duration));
      rows.push({ ...figures, intended: rate, misses: missesOf(figures, rate, targets) });
    }
    return rows;
  }
  const rates = shareRate(rate, CALLS.length);
  if (warmup > 0) await Promise.all(CALLS.map((call, i) => run(call.path, rates[i]!, warmup)));
  const results = await Promise.all(CALLS.map((call, i) => run(call.path, rates[i]!, duration)));
  return results.map((result, i) => {
    const figures = figuresOf(CALLS[i]!.name, result);
    return { ...figures, intended: rates[i]!, misses: missesOf(figures, rates[i]!, targets) };
  });
}

async function main() {
  await preflight(base, CALLS, rate * (duration + warmup), headers);
  const mode = values.sequential ? 'one after another' : 'side by side';
  console.log(
    `${base}: ${CALLS.map((c) => c.name).join(', ')} ${mode}, ${rate} req/s for ${duration} s ` +
      `(+${warmup} s warm-up), target p99 ≤ ${targets.p99} ms, no errors\n`,
  );
  const rows = await measure();
  console.log(formatTable(rows));
  finishRun(rows, values.json, { url: base, rate, duration, mode, targets, calls: rows });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
