/**
 * The pure half of the static-file bench (issue 26 #2): nginx's configuration, wrk's output,
 * and the comparison of the two servers. run.ts starts the processes.
 */
import { textTable } from '@brokerage/shared/format/textTable.ts';

/** Issue 26 #2: the proxy serves a hashed asset at least at 0.8× nginx's rate. */
export const MIN_RATIO = 0.8;

export interface NginxOptions {
  port: number;
  /** The repository's sites/ (each site's build is `<sitesDir>/<site>/dist`). */
  sitesDir: string;
  sites: readonly string[];
  /** A scratch folder for nginx's pid, log and temp files. */
  workDir: string;
  workers: number;
  /** Path of ngx_http_brotli_static_module.so when installed: serves the builds' .br files. */
  brotliModule?: string;
}

/** The types a Vite build emits, as the proxy names them (proxy/src/static/mime.ts). */
const TYPES: Record<string, string[]> = {
  'text/html; charset=utf-8': ['html'],
  'text/javascript; charset=utf-8': ['js', 'mjs'],
  'text/css; charset=utf-8': ['css'],
  'application/json; charset=utf-8': ['json', 'map'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'font/woff2': ['woff2'],
};

/**
 * nginx serving the same builds under the same `/_site/<site>/` paths with the proxy's caching
 * policy: the precompressed files (gzip_static, brotli_static when the module is there), long
 * cache for hashed assets, ETag and Last-Modified, no access log (the proxy writes none for a
 * 200 at the default level either).
 */
export function nginxConfig(options: NginxOptions): string {
  const { workDir } = options;
  const locations = options.sites.flatMap((site) => {
    const dist = `${options.sitesDir}/${site}/dist`;
    return [
      `    location /_site/${site}/assets/ {`,
      `      alias ${dist}/assets/;`,
      '      add_header Cache-Control "public, max-age=31536000, immutable";',
      '      add_header X-Content-Type-Options nosniff;',
      '    }',
      `    location /_site/${site}/ {`,
      `      alias ${dist}/;`,
      '      add_header Cache-Control "public, max-age=300";',
      '      add_header X-Content-Type-Options nosniff;',
      '    }',
    ];
  });
  const types = Object.entries(TYPES).map(
    ([type, exts]) => `    ${type.includes(';') ? `"${type}"` : type} ${exts.join(' ')};`,
  );
  return [
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    `worker_processes ${options.workers};`,
    'daemon off;',
    `pid ${workDir}/nginx.pid;`,
    `error_log ${workDir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${workDir}/client_body;`,
    `  proxy_temp_path ${workDir}/proxy;`,
    `  fastcgi_temp_path ${workDir}/fastcgi;`,
    `  uwsgi_temp_path ${workDir}/uwsgi;`,
    `  scgi_temp_path ${workDir}/scgi;`,
    '  types {',
    ...types,
    '  }',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    // The proxy keeps a visitor's connection 75 s and never caps its requests.
    '  keepalive_timeout 75s;',
    '  keepalive_requests 1000000;',
    '  gzip_static on;',
    '  gzip_vary on;',
    ...(options.brotliModule ? ['  brotli_static on;'] : []),
    '  server {',
    `    listen 127.0.0.1:${options.port};`,
    ...locations,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** wrk's `Requests/sec:` line; undefined when wrk printed none (it failed). */
export function parseWrkRate(output: string): number | undefined {
  const match = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  return match ? Number(match[1]) : undefined;
}

/** Answers wrk counted as failures: socket errors and non-2xx/3xx. */
export function parseWrkFailures(output: string): number {
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketTotal = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return Number(non2xx?.[1] ?? 0) + socketTotal;
}

/**
 * A `/proc/<pid>/stat` line: its process group and the CPU it has used (user + system, in
 * clock ticks). The command name may hold spaces and parentheses: fields count from its end.
 */
export function parseProcStat(line: string): { group: number; ticks: number } | undefined {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // After the name: state, ppid, pgrp, …, utime (the 12th), stime (the 13th).
  const group = Number(fields[2]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(group) && Number.isFinite(ticks) ? { group, ticks } : undefined;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface RunFigures {
  /** Requests per second, nginx and the proxy, measured back to back. */
  nginx: number;
  proxy: number;
  /**
   * CPU time each server spent per request, in µs (all its processes): what the machine's
   * other load disturbs least.
   */
  nginxCpuUs?: number;
  proxyCpuUs?: number;
}

export interface StaticReport {
  runs: (RunFigures & { ratio: number })[];
  median: RunFigures & { ratio: number };
  minRatio: number;
  pass: boolean;
}

/** Each run's ratio, and the median of the three figures over the runs. */
export function compareRuns(runs: readonly RunFigures[], minRatio = MIN_RATIO): StaticReport {
  const withRatio = runs.map((run) => ({ ...run, ratio: run.proxy / run.nginx }));
  const ratio = median(withRatio.map((run) => run.ratio));
  const cpu = (pick: (run: RunFigures) => number | undefined) => {
    const values = runs.map(pick).filter((value): value is number => value !== undefined);
    return values.length === runs.length && runs.length > 0 ? median(values) : undefined;
  };
  const nginxCpuUs = cpu((run) => run.nginxCpuUs);
  const proxyCpuUs = cpu((run) => run.proxyCpuUs);
  return {
    runs: withRatio,
    median: {
      nginx: median(runs.map((run) => run.nginx)),
      proxy: median(runs.map((run) => run.proxy)),
      ratio,
      ...(nginxCpuUs !== undefined && proxyCpuUs !== undefined ? { nginxCpuUs, proxyCpuUs } : {}),
    },
    minRatio,
    pass: ratio >= minRatio,
  };
}

const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const times = (value: number) => `${value.toFixed(2)}×`;
const micros = (value: number | undefined) =>
  value === undefined ? '' : `${Math.round(value)} µs`;

/** The table the bench prints: one row per run, then the medians and the verdict. */
export function formatReport(report: StaticReport): string {
  const withCpu = report.median.nginxCpuUs !== undefined;
  const row = (name: string, figures: RunFigures & { ratio: number }) => [
    name,
    rate(figures.nginx),
    rate(figures.proxy),
    times(figures.ratio),
    ...(withCpu ? [micros(figures.nginxCpuUs), micros(figures.proxyCpuUs)] : []),
  ];
  const header = ['', 'nginx req/s', 'proxy req/s', 'proxy/nginx'];
  if (withCpu) header.push('nginx CPU/req', 'proxy CPU/req');
  const rows = [
    header,
    ...report.runs.map((run, i) => row(`run ${i + 1}`, run)),
    row('median', report.median),
  ];
  const verdict = report.pass
    ? `PASS: median ratio ${times(report.median.ratio)} ≥ ${times(report.minRatio)}`
    : `FAIL: median ratio ${times(report.median.ratio)} < ${times(report.minRatio)}`;
  return `${textTable(rows, { rule: true })}\n${verdict}`;
}
