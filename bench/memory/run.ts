/**
 * Memory bench (issue 26): the memory of the whole stack `npm start` runs, idle. Each run starts
 * the launcher on a fresh temporary DATA_DIR (`--temp-data --skip-build`, on ports of its own),
 * waits for its ready line, lets it settle, then reads the memory of every process under the
 * launcher (/proc/<pid>/smaps_rollup), grouped by service (the folder it runs in), and stops it.
 * Two measures: PSS, what the stack takes from the machine (a page that several processes share,
 * such as Node's own code, split among them), which the goal is judged on; and the sum of every
 * process's RSS, which counts each shared page once per process (about 45 MB of Node's code
 * six times over). Prints each service's median over the runs, the totals, and the totals
 * without the eKYC vendor stand-in (an outside service in production: docs/ekyc.md); exits 1
 * when the whole stack's PSS is over --goal MB.
 *
 *   npm run bench:memory --workspace @brokerage/bench -- [--runs 3] [--settle 60] [--goal 700]
 *     [--port 24681] [--json FILE]
 *
 * Build first (`npm run build`): the launcher bundles stale services itself, the sites not.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { finishRun, positiveOption } from '../load/report';
import { medianOf, parseSmapsRollup, processTree, serviceOf, type MemoryKb } from './tree';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VENDOR = 'services/ekyc-vendor';

const USAGE =
  'Usage: npm run bench:memory --workspace @brokerage/bench -- [--runs 3] [--settle 60] [--goal 700] [--port 24681] [--json FILE]';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    settle: { type: 'string', default: '60' },
    goal: { type: 'string', default: '700' },
    port: { type: 'string', default: '24681' },
    json: { type: 'string' },
  },
});
const runs = positiveOption('runs', values.runs, USAGE);
const settleMs = positiveOption('settle', values.settle, USAGE) * 1000;
const goalMb = positiveOption('goal', values.goal, USAGE);
const basePort = positiveOption('port', values.port, USAGE);

/** One process's memory in kB (zero when it is gone). */
function memoryKb(pid: number): MemoryKb {
  try {
    return parseSmapsRollup(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  } catch {
    return { rss: 0, pss: 0 };
  }
}

function cwdOf(pid: number): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/** Every pid's parent, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return map;
}

/** MB by service, PSS and RSS. */
type Sample = Map<string, { pss: number; rss: number }>;

async function oneRun(index: number): Promise<Sample> {
  const port = basePort + index * 10;
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(port + 1),
    SSO_PORT: String(port + 2),
    PRICEBOARD_PORT: String(port + 3),
    EKYC_PORT: String(port + 4),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NO_COLOR: '1',
  };
  const launcher = spawn(process.execPath, ['scripts/launch.mjs', '--temp-data', '--skip-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      launcher.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/\bready\b.*http/.test(out)) resolve();
      });
      launcher.once('exit', (code) => reject(new Error(`the stack stopped (exit ${code})`)));
    });
    launcher.stdout.resume();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const tree = processTree(launcher.pid!, parents());
    const byService: Sample = new Map();
    for (const pid of tree) {
      const service = serviceOf(ROOT, cwdOf(pid));
      const { pss, rss } = memoryKb(pid);
      const sum = byService.get(service) ?? { pss: 0, rss: 0 };
      byService.set(service, { pss: sum.pss + pss / 1024, rss: sum.rss + rss / 1024 });
    }
    return byService;
  } finally {
    launcher.kill('SIGTERM');
    await new Promise((resolve) => launcher.once('exit', resolve));
  }
}

const results: Sample[] = [];
for (let i = 0; i < runs; i += 1) {
  console.log(`run ${i + 1} of ${runs} (load ${os.loadavg()[0]!.toFixed(2)})…`);
  results.push(await oneRun(i));
}
const services = [...new Set(results.flatMap((r) => [...r.keys()]))].sort();
/** The median over the runs of the services `keep` takes, added up, in each measure. */
const medianOver = (keep: (service: string) => boolean) => {
  const median = (measure: 'pss' | 'rss') =>
    medianOf(
      results.map((r) => [...r].reduce((sum, [s, mb]) => (keep(s) ? sum + mb[measure] : sum), 0)),
    );
  return { pss: median('pss'), rss: median('rss') };
};
const medians = Object.fromEntries(services.map((s) => [s, medianOver((t) => t === s)]));
const total = medianOver(() => true);
const withoutVendor = medianOver((s) => s !== VENDOR);
const row = (label: string, mb: { pss: number; rss: number }) =>
  console.log(
    `${label.padEnd(22)} ${mb.pss.toFixed(0).padStart(5)} MB ${mb.rss.toFixed(0).padStart(8)} MB`,
  );
console.log(`${''.padEnd(22)} ${'PSS'.padStart(8)} ${'RSS'.padStart(11)}`);
for (const s of services) row(s, medians[s]!);
row('total', total);
row('without the vendor', withoutVendor);
console.log(`median of ${runs} runs, ${settleMs / 1000} s idle after ready`);
finishRun(
  [
    // Issue 26's goal is the whole stack idle, the stand-in included (its face models load
    // only while checks come: services/ekyc-vendor/src/face/face-process.ts).
    {
      name: 'the whole stack',
      misses: total.pss > goalMb ? [`PSS ${total.pss.toFixed(0)} MB > ${goalMb} MB`] : [],
    },
  ],
  values.json,
  {
    runs,
    settleSeconds: settleMs / 1000,
    loadAverage: os.loadavg(),
    medians,
    total,
    withoutVendor,
    goalMb,
  },
);
