import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  formatReport,
  median,
  nginxConfig,
  parseWrkFailures,
  parseProcStat,
  parseWrkRate,
} from './report';

const WRK_OUTPUT = `Running 10s test @ http://127.0.0.1:40000/_site/corporate/assets/index-abc.js
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.10ms    1.20ms  30.00ms   90.00%
    Req/Sec     4.10k   300.00     5.00k    70.00%
  81234 requests in 10.00s, 7.00GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   8123.40
Transfer/sec:    700.00MB
`;

describe('nginxConfig', () => {
  const config = nginxConfig({
    port: 40000,
    sitesDir: '/repo/sites',
    sites: ['corporate', 'analysis'],
    workDir: '/tmp/bench',
    workers: 1,
  });

  it("serves each site's dist under the proxy's paths with its caching", () => {
    expect(config).toContain('listen 127.0.0.1:40000;');
    expect(config).toContain('worker_processes 1;');
    expect(config).toMatch(
      /location \/_site\/corporate\/assets\/ \{\s+alias \/repo\/sites\/corporate\/dist\/assets\/;\s+add_header Cache-Control "public, max-age=31536000, immutable";/,
    );
    expect(config).toMatch(
      /location \/_site\/analysis\/ \{\s+alias \/repo\/sites\/analysis\/dist\/;\s+add_header Cache-Control "public, max-age=300";/,
    );
    expect(config).toContain('"text/javascript; charset=utf-8" js mjs;');
  });

  it('serves the precompressed files, brotli only with its module', () => {
    expect(config).toContain('gzip_static on;');
    expect(config).not.toContain('brotli');
    const withBrotli = nginxConfig({
      port: 1,
      sitesDir: '/s',
      sites: ['corporate'],
      workDir: '/w',
      workers: 2,
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(withBrotli.startsWith('load_module /usr/lib/nginx/modules/')).toBe(true);
    expect(withBrotli).toContain('brotli_static on;');
  });

  it('keeps every file it writes in the work folder', () => {
    for (const directive of ['pid', 'error_log', 'client_body_temp_path', 'proxy_temp_path'])
      expect(config).toMatch(new RegExp(`${directive} /tmp/bench/`));
    expect(config).toContain('access_log off;');
  });
});

describe('wrk output', () => {
  it('reads the rate and the failures', () => {
    expect(parseWrkRate(WRK_OUTPUT)).toBe(8123.4);
    expect(parseWrkFailures(WRK_OUTPUT)).toBe(7);
    expect(parseWrkRate('unable to connect to 127.0.0.1:1 Connection refused')).toBeUndefined();
    expect(parseWrkFailures('Requests/sec: 1.00')).toBe(0);
  });
});

describe('comparison', () => {
  it('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('the ratio per run, and the median ratio decides', () => {
    const report = compareRuns([
      { nginx: 10_000, proxy: 9_000 },
      { nginx: 10_000, proxy: 7_000 },
      { nginx: 8_000, proxy: 6_800 },
    ]);
    expect(report.runs.map((run) => run.ratio)).toEqual([0.9, 0.7, 0.85]);
    expect(report.median).toEqual({ nginx: 10_000, proxy: 7_000, ratio: 0.85 });
    expect(report.pass).toBe(true);
    expect(compareRuns([{ nginx: 10_000, proxy: 7_900 }]).pass).toBe(false);
  });

  it('prints one row per run, the medians and the verdict', () => {
    const text = formatReport(compareRuns([{ nginx: 10_000, proxy: 7_500 }]));
    expect(text).toContain('run 1   10,000       7,500        0.75×');
    expect(text).toContain('median  10,000       7,500        0.75×');
    expect(text).toContain('FAIL: median ratio 0.75× < 0.80×');
  });
});

describe('CPU per request', () => {
  it('reads a process group and its CPU ticks from /proc/<pid>/stat', () => {
    const line =
      '4242 (node (tsx) x) S 4200 4241 4241 0 -1 4194560 5000 0 0 0 1234 567 0 0 20 0 11 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ group: 4241, ticks: 1801 });
    expect(parseProcStat('garbage')).toBeUndefined();
  });

  it('adds the medians and two columns when every run has them', () => {
    const report = compareRuns([
      { nginx: 10_000, proxy: 8_000, nginxCpuUs: 40, proxyCpuUs: 70 },
      { nginx: 10_000, proxy: 8_500, nginxCpuUs: 44, proxyCpuUs: 66 },
      { nginx: 10_000, proxy: 8_200, nginxCpuUs: 42, proxyCpuUs: 68 },
    ]);
    expect(report.median).toMatchObject({ nginxCpuUs: 42, proxyCpuUs: 68 });
    expect(formatReport(report)).toContain('0.82×        42 µs          68 µs');
    expect(compareRuns([{ nginx: 1, proxy: 1, nginxCpuUs: 1 }]).median.nginxCpuUs).toBeUndefined();
  });
});
