/**
 * Drives the SSO the way a browser and the API would: fetch with a hand-made cookie jar and
 * manual redirects, against a provider started in-process on a free port.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { DEMO_PASSWORD } from '../accounts/demo-accounts';
import { startSso, type RunningSso } from '../app';
import { loadConfig, type SsoConfig } from '../config';

export const PUBLIC_URL = 'http://localhost:8080';
export const REDIRECT_URI = `${PUBLIC_URL}/login-sso`;
export const REDIRECT_URI_EN = `${PUBLIC_URL}/en/login-sso`;
export const CLIENT_ID = 'website';
export const CLIENT_SECRET = 'test-client-secret-0123456789abcdef';
export const SCOPE = 'openid profile Online-Read Online-Write';

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'sso-test-'));

export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): SsoConfig {
  return loadConfig({
    NODE_ENV: 'test',
    SSO_PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SSO_CLIENT_SECRET: CLIENT_SECRET,
    ...env,
  });
}

export const start = (dataDir: string, env?: NodeJS.ProcessEnv): Promise<RunningSso> =>
  startSso(testConfig(dataDir, env));

/**
 * Providers for the tests of a file, each on a data directory: after each test every one is
 * closed and its directory removed. `serve` starts one on a new directory, or on `dataDir` (a
 * restart on the same files).
 */
export function useProviders() {
  const dirs: string[] = [];
  const running: RunningSso[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return async function serve(
    env: NodeJS.ProcessEnv = {},
    dataDir?: string,
  ): Promise<RunningSso & { dataDir: string }> {
    const dir = dataDir ?? tempDataDir();
    if (!dataDir) dirs.push(dir);
    const sso = await start(dir, env);
    running.push(sso);
    return { ...sso, dataDir: dir };
  };
}

export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export const base64url = (buf: Buffer) => buf.toString('base64url');

export function pkce() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge };
}

export class Browser {
  readonly jar = new CookieJar();
  /** `address` plays the client's IP address, as the proxy would forward it. */
  constructor(
    readonly origin: string,
    readonly address?: string,
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.address) headers.set('x-forwarded-for', this.address);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' });
    this.jar.store(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request(url, { headers });
  }

  post(url: string, form: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export function location(res: Response): URL {
  const value = res.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(value, 'http://unused.invalid');
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, v);
  return `/sso/auth?${query.toString()}`;
}

export interface AuthRequest {
  state: string;
  nonce: string;
  verifier: string;
  url: string;
}

export function newAuthRequest(extra: Record<string, string | undefined> = {}): AuthRequest {
  const { verifier, challenge } = pkce();
  const state = base64url(randomBytes(12));
  const nonce = base64url(randomBytes(12));
  const url = authorizeUrl({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return { state, nonce, verifier, url };
}

/** /auth → the login page; returns the interaction path and the page. */
export async function openLogin(browser: Browser, auth: AuthRequest) {
  const res = await browser.get(auth.url);
  if (res.status !== 303) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  const interactionPath = location(res).pathname;
  const page = await browser.get(interactionPath);
  return { interactionPath, page, html: await page.text() };
}

/** Posts the login form and follows the provider's redirects to the website's redirect URI. */
export async function submitLogin(
  browser: Browser,
  interactionPath: string,
  accountNumber: string,
  password: string,
  lang = 'vi',
) {
  return browser.post(`${interactionPath}/login`, { accountNumber, password, lang });
}

/** A new browser (at `address`) on the login page of a new authorization request. */
export async function atLoginPage(origin: string, address?: string) {
  const browser = new Browser(origin, address);
  return { browser, ...(await openLogin(browser, newAuthRequest())) };
}

/**
 * A browser of its own at `address` logs in as `accountNumber` with the demo password, as the
 * account's owner would from elsewhere while others are refused: the post's answer (303 when in).
 */
export async function ownerLogin(
  origin: string,
  address: string,
  accountNumber: string,
): Promise<Response> {
  const { browser, interactionPath } = await atLoginPage(origin, address);
  return submitLogin(browser, interactionPath, accountNumber, DEMO_PASSWORD);
}

export async function followToClient(browser: Browser, res: Response): Promise<URL> {
  let current = res;
  for (let hops = 0; hops < 5; hops++) {
    const target = new URL(current.headers.get('location') ?? '', browser.origin);
    if (target.origin === PUBLIC_URL) return target;
    current = await browser.get(target.pathname + target.search);
    if (![302, 303].includes(current.status)) {
      throw new Error(`expected a redirect at ${target.pathname}, got ${current.status}`);
    }
  }
  throw new Error('too many redirects');
}

export function basicAuth(id = CLIENT_ID, secret = CLIENT_SECRET): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

export async function exchangeCode(
  origin: string,
  code: string,
  verifier: string,
  options: { authorization?: string; redirectUri?: string; extra?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.authorization !== '') headers.authorization = options.authorization ?? basicAuth();
  return fetch(`${origin}/sso/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: options.redirectUri ?? REDIRECT_URI,
      ...options.extra,
    }),
  });
}

export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
  };
}
