/**
 * Security scan gate (issue 9, gate 16): sqlmap against every parameterised API request and
 * wapiti over the site, against a running stack. Exits 1 on any finding (an injectable
 * parameter; a wapiti vulnerability of any category, or an anomaly of level medium or above),
 * or when a scan could not finish.
 *
 *   npm run bench:security --workspace @brokerage/bench -- --url http://127.0.0.1:8080
 *     [--only sqlmap|wapiti] [--level 1] [--risk 1] [--jobs 2] [--wapiti-minutes 5] [--out DIR]
 *
 * The scans post hundreds of contact forms, ratings and wrong passwords: run them against a
 * throw-away stack (`npm start -- --temp-data`, or the e2e stack) with the rate limits raised
 * (RATE_LIMIT_MAX, FORM_RATE_LIMIT_MAX, AUTH_RATE_LIMIT_MAX, LOGIN_MAX_FAILURES_PER_ADDRESS),
 * never against production. Needs sqlmap and wapiti (Debian: apt-get install sqlmap wapiti).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import {
  formatFindings,
  triageFindings,
  sqlmapLogFindings,
  sqlmapResultFindings,
  wapitiFindings,
  type Finding,
} from './findings';
import { isLoginDefence } from './login-defence';
import { collectSamples } from './samples';
import { sqlmapTargets, type OpenApiDocument, type SqlmapTarget } from './targets';

const USAGE = `Usage: tsx security/run.ts [--url http://127.0.0.1:8080] [--only sqlmap|wapiti]
  [--level 1] [--risk 1] [--jobs 2] [--wapiti-minutes 5] [--out DIR] [--list]

  --list         print the API requests sqlmap would attack, and stop
  --match TEXT   attack only the API requests whose route contains TEXT (a re-run)`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    only: { type: 'string' },
    level: { type: 'string', default: '1' },
    risk: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '2' },
    'wapiti-minutes': { type: 'string', default: '5' },
    out: { type: 'string' },
    list: { type: 'boolean', default: false },
    match: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const origin = new URL(values.url!).origin;
const bounded = (name: string, value: string, min: number, max: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  return n;
};
// sqlmap's level 3+ and risk 2+ multiply the requests (and risk 3 runs OR-based payloads that
// can update rows): bounded so the whole scan stays within about fifteen minutes.
const level = bounded('level', values.level!, 1, 2);
const risk = bounded('risk', values.risk!, 1, 2);
const jobs = bounded('jobs', values.jobs!, 1, 4);
const wapitiSeconds = bounded('wapiti-minutes', values['wapiti-minutes']!, 1, 30) * 60;
const only = values.only;
if (only && only !== 'sqlmap' && only !== 'wapiti') throw new Error(USAGE);
const outDir = values.out ?? mkdtempSync(path.join(os.tmpdir(), 'security-scan-'));
mkdirSync(outDir, { recursive: true });

const SQLMAP = process.env.SQLMAP_PATH ?? '/usr/bin/sqlmap';
const WAPITI = process.env.WAPITI_PATH ?? '/usr/bin/wapiti';
// One sqlmap run may not take more than this (a hung target must not hang the gate).
const SQLMAP_TARGET_TIMEOUT_MS = 240_000;

function say(line: string) {
  process.stdout.write(`[security] ${line}\n`);
}

interface RunResult {
  code: number | null;
  output: string;
  timedOut: boolean;
}

function run(
  command: string,
  args: string[],
  timeoutMs: number,
  logFile: string,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      writeFileSync(logFile, output);
      resolve({ code, output, timedOut });
    });
  });
}

async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${origin}${pathname}`);
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

// ---- sqlmap ----------------------------------------------------------------------------------

/**
 * The route's own rate limit, from one plain request: a limit below what sqlmap sends (the
 * page-view beacon allows 60 a minute whatever the configuration) paces sqlmap to it, and a
 * spent bucket is waited out first, so the scan sees answers instead of 429s.
 */
async function paceFor(target: SqlmapTarget): Promise<number> {
  const send = () =>
    fetch(target.url.replaceAll('*', ''), {
      method: target.method,
      headers: target.data ? { 'content-type': 'application/json' } : {},
      body: target.data?.replaceAll('*', ''),
    });
  let response = await send();
  // The login policy's long waits and refused addresses last up to a quarter of an hour:
  // nothing a wait here would change.
  if (response.status === 429 && !(await lockedOut(target))) {
    const wait = Number(response.headers.get('retry-after') ?? '60');
    say(`${target.route} is rate limited: waiting ${wait} s`);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
    response = await send();
  }
  const limit = Number(response.headers.get('x-ratelimit-limit') ?? 'Infinity');
  // @fastify/rate-limit's windows here are one minute; sqlmap sends a few hundred requests.
  return limit < 1000 ? Math.ceil((60 / limit) * 1.1 * 100) / 100 : 0;
}

/**
 * Whether the route's 429s are the login policy doing its job (the scan sends hundreds of wrong
 * passwords: login-defence.ts) rather than a rate limit cutting the scan short.
 */
async function lockedOut(target: SqlmapTarget): Promise<boolean> {
  const response = await fetch(target.url.replaceAll('*', ''), {
    method: target.method,
    headers: target.data ? { 'content-type': 'application/json' } : {},
    body: target.data?.replaceAll('*', ''),
  });
  return isLoginDefence({
    status: response.status,
    body: await response.json().catch(() => null),
    retryAfter: response.headers.get('retry-after'),
  });
}

async function sqlmapOne(target: SqlmapTarget, index: number): Promise<Finding[]> {
  const delay = await paceFor(target);
  const dir = path.join(outDir, 'sqlmap');
  mkdirSync(dir, { recursive: true });
  const results = path.join(dir, `results-${index}.csv`);
  const args = [
    '-u',
    target.url,
    '--batch',
    `--level=${level}`,
    `--risk=${risk}`,
    // The database is PostgreSQL (PGlite embedded): other dialects' payloads only add time.
    '--dbms=PostgreSQL',
    '--time-sec=1',
    '--timeout=10',
    '--retries=1',
    `--threads=${delay > 0 ? 1 : 2}`,
    '--flush-session',
    '--disable-coloring',
    // Validation answers (400/422), unknown slugs (404) and refused logins (401/403) are
    // answers to compare, not reasons to stop.
    '--ignore-code=400,401,403,404,409,413,415,422',
    `--output-dir=${path.join(dir, 'out')}`,
    `--results-file=${results}`,
  ];
  if (delay > 0) args.push(`--delay=${delay}`);
  if (target.data !== undefined)
    args.push('--method=POST', `--data=${target.data}`, '-H', 'Content-Type: application/json');
  const log = path.join(dir, `log-${index}.txt`);
  // A paced run takes its time: a few hundred requests at the route's own rate.
  const timeoutMs = delay > 0 ? 900_000 : SQLMAP_TARGET_TIMEOUT_MS;
  const result = await run(SQLMAP, args, timeoutMs, log);
  const findings = [
    ...(existsSync(results) ? sqlmapResultFindings(readFileSync(results, 'utf8')) : []),
    ...sqlmapLogFindings(result.output, target.route),
  ];
  const unique = findings.filter((f, i) => findings.findIndex((g) => g.where === f.where) === i);
  const problems: Finding[] = [];
  if (result.timedOut)
    problems.push({
      tool: 'sqlmap',
      category: 'scan incomplete',
      where: target.route,
      detail: `not done in ${timeoutMs / 1000} s; log ${log}`,
    });
  else if (/\b429 \(Too Many Requests\)/.test(result.output) && !(await lockedOut(target)))
    problems.push({
      tool: 'sqlmap',
      category: 'scan incomplete',
      where: target.route,
      detail: `rate limited (429): start the stack with the rate limits raised; log ${log}`,
    });
  else if (
    /\[CRITICAL\]/.test(result.output) &&
    !/do not appear to be injectable/.test(result.output)
  )
    problems.push({
      tool: 'sqlmap',
      category: 'scan incomplete',
      where: target.route,
      detail: `${/\[CRITICAL\] ([^\n]*)/.exec(result.output)?.[1] ?? 'sqlmap stopped'}; log ${log}`,
    });
  say(
    `sqlmap ${target.route} [${target.points.join(', ')}]: ${unique.length ? `${unique.length} injectable` : problems.length ? problems[0]!.detail : 'clean'}`,
  );
  return [...unique, ...problems];
}

async function sqlmapAll(targets: SqlmapTarget[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next++;
      findings.push(...(await sqlmapOne(targets[index]!, index)));
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return findings;
}

// ---- wapiti ----------------------------------------------------------------------------------

/**
 * Wapiti's modules: injections (SQL error-based and time-based, XSS reflected and stored,
 * command, file, CRLF, open redirect) and the header/cookie/CSP checks. Left out: brute-force
 * and dictionary modules (buster, nikto, backup, brute_login_form) that take hours, and ssrf,
 * which needs wapiti's Internet endpoint.
 */
export const WAPITI_MODULES = [
  'sql',
  'blindsql',
  'xss',
  'permanentxss',
  'exec',
  'file',
  'crlf',
  'redirect',
  'http_headers',
  'cookieflags',
  'csp',
];

async function wapiti(targets: SqlmapTarget[]): Promise<Finding[]> {
  const report = path.join(outDir, 'wapiti.json');
  // The sites are client-rendered, so the crawler finds few links: it starts from every site's
  // first page, the contact form, and each API request with its parameters.
  const pages: RouteId[] = [
    'home',
    'contact',
    'searchResults',
    'analysisCenter',
    'recruitment',
    'ekyc',
  ];
  const starts = [
    ...pages
      .flatMap((id) => [buildPath(id, 'vi'), buildPath(id, 'en')])
      .map((p) => `${origin}${p}`),
    ...targets.filter((t) => t.method === 'GET').map((t) => t.url.replaceAll('*', '')),
  ];
  const args = [
    '-u',
    `${origin}/`,
    '--scope',
    'folder',
    ...starts.flatMap((url) => ['-s', url]),
    // No -x exclusions: Debian's wapiti 3.0.4 turns each into a regex that Python 3.11
    // refuses ("global flags not at the start"); its crawler cannot reach the JSON-only logout.
    '-m',
    WAPITI_MODULES.join(','),
    '-d',
    '3',
    '--max-links-per-page',
    '40',
    '--max-scan-time',
    String(wapitiSeconds),
    '--max-attack-time',
    String(Math.max(30, Math.floor(wapitiSeconds / WAPITI_MODULES.length))),
    '-t',
    '10',
    '--flush-session',
    '--store-session',
    path.join(outDir, 'wapiti-session'),
    '--no-bugreport',
    '-v',
    '1',
    '-f',
    'json',
    '-o',
    report,
  ];
  const log = path.join(outDir, 'wapiti-log.txt');
  const result = await run(WAPITI, args, (wapitiSeconds + 300) * 1000, log);
  if (!existsSync(report))
    return [
      {
        tool: 'wapiti',
        category: 'scan incomplete',
        where: origin,
        detail: `no report (exit ${result.code}${result.timedOut ? ', timed out' : ''}); log ${log}`,
      },
    ];
  const findings = wapitiFindings(JSON.parse(readFileSync(report, 'utf8')));
  say(`wapiti: ${findings.length ? `${findings.length} findings` : 'clean'} (report ${report})`);
  return findings;
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  await getJson('/api/v1/health').catch((error: Error) => {
    throw new Error(
      `no stack at ${origin} (${error.message}): start one, e.g. npm start -- --temp-data`,
    );
  });
  const doc = await getJson<OpenApiDocument>('/api/docs/json');
  const targets = sqlmapTargets(doc, origin, await collectSamples(origin, doc)).filter(
    (t) => !values.match || t.route.includes(values.match),
  );
  if (values.list) {
    for (const t of targets)
      say(`${t.route} [${t.points.join(', ')}]\n    ${t.url}${t.data ? `\n    ${t.data}` : ''}`);
    return;
  }
  say(`${targets.length} API requests to attack, output in ${outDir}`);
  const started = Date.now();
  const findings: Finding[] = [];
  if (only !== 'wapiti') findings.push(...(await sqlmapAll(targets)));
  if (only !== 'sqlmap') findings.push(...(await wapiti(targets)));
  const { failing, accepted } = triageFindings(findings, origin);
  writeFileSync(path.join(outDir, 'findings.json'), JSON.stringify({ failing, accepted }, null, 2));
  say(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const f of accepted) say(`accepted: [${f.tool}] ${f.category}: ${f.detail} (${f.reason})`);
  if (failing.length) {
    process.stdout.write(`\n${failing.length} finding(s):\n${formatFindings(failing)}\n`);
    process.exit(1);
  }
  say('no findings');
}

main().catch((error: unknown) => {
  process.stderr.write(`[security] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
