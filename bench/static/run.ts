/**
 * Static files at nginx's pace (issue 26 #2): the proxy and nginx serve the same hashed JS file
 * of the same build (the largest of the corporate site's) to the same load, run after run
 * interleaved; prints the requests per second of both, the ratio per run and the medians, and
 * exits 1 when the median ratio is below 0.8.
 *
 *   npm run bench:static --workspace @brokerage/bench -- [--duration 10] [--connections 50]
 *     [--runs 3] [--threads 2] [--nginx-workers 1] [--site corporate] [--json results/static.json]
 *
 * Needs the sites built (npm run build), nginx (`apt-get install -y nginx`; with
 * libnginx-mod-http-brotli-static it serves the builds' .br files as the proxy does) and wrk
 * (`apt-get install -y wrk`; without it autocannon loads, which tops out below both servers).
 * Both servers run on loopback ports of their own; nothing else of the stack is needed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { positiveOption } from '../load/report';
import {
  MIN_RATIO,
  compareRuns,
  formatReport,
  nginxConfig,
  parseWrkFailures,
  parseProcStat,
  parseWrkRate,
  type RunFigures,
} from './report';

const HELP = `Usage: npm run bench:static --workspace @brokerage/bench -- [options]

  --duration S        seconds per measured run (default 10)
  --connections N     concurrent connections (default 50)
  --runs N            runs per server, interleaved (default 3)
  --threads N         wrk threads (default 2)
  --nginx-workers N   nginx worker processes (default 1: the proxy is one process)
  --site NAME         the site whose largest assets/*.js is loaded (default corporate)
  --json FILE         also write the figures as JSON

Needs sites/<site>/dist (npm run build), nginx and wrk (apt-get install -y nginx wrk).`;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    threads: { type: 'string', default: '2' },
    'nginx-workers': { type: 'string', default: '1' },
    site: { type: 'string', default: 'corporate' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const positive = (name: string, raw: string | undefined) =>
  Math.round(positiveOption(name, raw, HELP));
const duration = positive('duration', values.duration);
const connections = positive('connections', values.connections);
const runCount = positive('runs', values.runs);
const threads = Math.min(positive('threads', values.threads), connections);
const nginxWorkers = positive('nginx-workers', values['nginx-workers']);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITES_DIR = path.join(ROOT, 'sites');
const SITES = ['corporate', 'analysis', 'recruitment', 'onboarding'];
const ACCEPT_ENCODING = 'gzip, br';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const which = (command: string): string | undefined => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
};

const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : which('nginx');
if (!nginxBin) fail('nginx is not installed: apt-get install -y nginx (Debian), then run again.');
const wrkBin = which('wrk');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const brotliModule = existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined;

/** The largest hashed JS file of the site's build: the one a first visit waits for. */
function pickAsset(site: string): { url: string; file: string; size: number } {
  const assets = path.join(SITES_DIR, site, 'dist', 'assets');
  if (!existsSync(assets)) fail(`${assets} is missing: build the sites first (npm run build).`);
  const [largest] = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size);
  if (!largest) fail(`no .js file in ${assets}`);
  return {
    url: `/_site/${site}/assets/${largest.name}`,
    file: path.join(assets, largest.name),
    size: largest.size,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  encoding: string;
  bytes: number;
}

function fetchOnce(port: number, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes,
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

async function waitUntilServing(port: number, url: string, name: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${name} exited (${child.exitCode}) before serving`);
    try {
      const answer = await fetchOnce(port, url);
      if (answer.status === 200) return answer;
      fail(`${name} answered ${answer.status} for ${url}`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  fail(`${name} did not answer on port ${port} within 60 s`);
}

const children: ChildProcess[] = [];
let stopping = false;
function stopAll() {
  for (const child of children) {
    // Each runs in a group of its own: tsx's node child and nginx's workers go with it.
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) console.error(`${command} exited ${code}:\n${errors}`);
  });
  children.push(child);
  return child;
}

/** Requests per second of one server under the load; undefined when the load tool failed. */
async function measure(port: number, url: string, seconds: number): Promise<number> {
  const target = `http://127.0.0.1:${port}${url}`;
  if (wrkBin) {
    const result = spawnSync(
      wrkBin,
      [
        `-t${threads}`,
        `-c${connections}`,
        `-d${seconds}s`,
        '-H',
        `Accept-Encoding: ${ACCEPT_ENCODING}`,
        target,
      ],
      { encoding: 'utf8' },
    );
    const rate = parseWrkRate(result.stdout);
    if (rate === undefined) fail(`wrk failed against ${target}:\n${result.stdout}${result.stderr}`);
    const failures = parseWrkFailures(result.stdout);
    if (failures > 0) console.warn(`warning: ${failures} failed answers from ${target}`);
    return rate;
  }
  const result = await autocannon({
    url: target,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  if (result.errors + result.non2xx > 0)
    console.warn(`warning: ${result.errors + result.non2xx} failed answers from ${target}`);
  return result.requests.total / seconds;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds used so far by a process group (tsx and its node; nginx's master and workers). */
function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let line: string;
    try {
      line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const stat = parseProcStat(line);
    if (stat?.group === group) ticks += stat.ticks;
  }
  return ticks / CLOCK_TICKS;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const asset = pickAsset(values.site);
  const [nginxPort, proxyPort] = await Promise.all([freePort(), freePort()]);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  mkdirSync(path.join(workDir, 'logs'));
  writeFileSync(
    path.join(workDir, 'nginx.conf'),
    nginxConfig({
      port: nginxPort,
      sitesDir: SITES_DIR,
      sites: SITES,
      workDir,
      workers: nginxWorkers,
      brotliModule,
    }),
  );
  const loadBefore = load();

  const nginx = start(
    nginxBin!,
    ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', path.join(workDir, 'error.log')],
    process.env,
  );
  // The proxy alone, as `npm start` runs it, without an API: static files need none. Server
  // rendering is off: its render threads are not on this path.
  const proxy = start(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'proxy', 'src', 'server.ts')],
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(proxyPort),
      HOST: '127.0.0.1',
      SITES_DIR,
      API_URL: 'http://127.0.0.1:1',
      SSR: 'false',
      LOG_LEVEL: 'warn',
    },
  );

  try {
    const [fromNginx, fromProxy] = await Promise.all([
      waitUntilServing(nginxPort, asset.url, 'nginx', nginx),
      waitUntilServing(proxyPort, asset.url, 'proxy', proxy),
    ]);
    console.log(`file     ${asset.url} (${asset.size.toLocaleString('en-US')} bytes)`);
    console.log(
      `nginx    ${fromNginx.encoding}, ${fromNginx.bytes.toLocaleString('en-US')} bytes; ${nginxWorkers} worker(s), brotli_static ${brotliModule ? 'on' : 'off (module not installed)'}`,
    );
    console.log(
      `proxy    ${fromProxy.encoding}, ${fromProxy.bytes.toLocaleString('en-US')} bytes; one process`,
    );
    console.log(
      `load     ${wrkBin ? `wrk -t${threads}` : 'autocannon (wrk not installed: apt-get install -y wrk)'} -c${connections}, ${duration} s per run, ${runCount} runs each, Accept-Encoding: ${ACCEPT_ENCODING}`,
    );
    console.log(`machine  ${os.cpus().length} CPUs, load average ${loadBefore} before`);

    // Warm both (the proxy indexes the site on its first request, V8 compiles the hot path).
    await measure(nginxPort, asset.url, 2);
    await measure(proxyPort, asset.url, 2);

    const runs: RunFigures[] = [];
    for (let i = 0; i < runCount; i++) {
      // Alternate who goes first so drift in the machine's load falls on both alike.
      const order = i % 2 === 0 ? (['nginx', 'proxy'] as const) : (['proxy', 'nginx'] as const);
      const figures: Partial<RunFigures> = {};
      for (const server of order) {
        const group = (server === 'nginx' ? nginx : proxy).pid!;
        const cpuBefore = groupCpuSeconds(group);
        const rate = await measure(server === 'nginx' ? nginxPort : proxyPort, asset.url, duration);
        figures[server] = rate;
        figures[server === 'nginx' ? 'nginxCpuUs' : 'proxyCpuUs'] =
          ((groupCpuSeconds(group) - cpuBefore) / (rate * duration)) * 1e6;
      }
      runs.push(figures as RunFigures);
      console.log(
        `run ${i + 1}: nginx ${Math.round(figures.nginx!)} req/s, proxy ${Math.round(figures.proxy!)} req/s; CPU per request nginx ${Math.round(figures.nginxCpuUs!)} µs, proxy ${Math.round(figures.proxyCpuUs!)} µs (load ${load()})`,
      );
    }

    const report = compareRuns(runs, MIN_RATIO);
    const loadAfter = load();
    console.log(`\n${formatReport(report)}`);
    console.log(`load average ${loadBefore} before, ${loadAfter} after`);
    if (values.json) {
      mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
      writeFileSync(
        values.json,
        `${JSON.stringify(
          {
            ...report,
            file: asset.url,
            bytes: { file: asset.size, nginx: fromNginx, proxy: fromProxy },
            options: {
              duration,
              connections,
              runs: runCount,
              threads,
              nginxWorkers,
              tool: wrkBin ? 'wrk' : 'autocannon',
              brotliStatic: Boolean(brotliModule),
            },
            machine: { cpus: os.cpus().length, loadBefore, loadAfter },
          },
          null,
          2,
        )}\n`,
      );
    }
    return report.pass ? 0 : 1;
  } finally {
    stopping = true;
    stopAll();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
