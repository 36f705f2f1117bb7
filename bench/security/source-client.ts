/**
 * An HTTP client that connects from one loopback source address (127.x.y.z: every address of
 * 127.0.0.0/8 is the machine itself on Linux) and keeps its own cookies, so one process can act
 * as many visitors, each seen by the proxy as a different client. Keep-alive per source, no
 * redirects followed (the SSO round trip reads each Location itself).
 */
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Time to the end of the body, ms. */
  ms: number;
}

/** Status 0: the request failed (reset, refused, timed out): `error` says how. */
export interface Failure extends Answer {
  status: 0;
  error: string;
}

interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** A raw body (its content type in `headers`). */
  raw?: Buffer | string;
  timeoutMs?: number;
}

interface Cookie {
  value: string;
  path: string;
}

/** The cookies a Set-Cookie list sets (name → value and path); a Max-Age=0 one is removed. */
export function parseSetCookies(
  setCookie: readonly string[],
): { name: string; cookie: Cookie | null }[] {
  return setCookie.map((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let path = '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', val = ''] = attribute.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'path') path = val || '/';
      if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      if (key.toLowerCase() === 'expires' && Date.parse(val) < Date.now()) expired = true;
    }
    return { name, cookie: expired ? null : { value, path } };
  });
}

/** Whether a cookie of `cookiePath` goes with a request for `requestPath` (RFC 6265 5.1.4). */
export const pathMatches = (cookiePath: string, requestPath: string): boolean =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) &&
    (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

export class SourceClient {
  readonly #agent: http.Agent;
  readonly #cookies = new Map<string, Cookie>();

  constructor(
    readonly base: URL,
    readonly address: string,
  ) {
    this.#agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 16 });
  }

  /**
   * Drops the cookies (the same address as a new browser), or those `keep` does not name (a
   * browser whose sessions ended but which keeps its long-lived cookies).
   */
  forgetCookies(keep: (name: string) => boolean = () => false): void {
    for (const name of [...this.#cookies.keys()]) if (!keep(name)) this.#cookies.delete(name);
  }

  hasCookie(name: string): boolean {
    return this.#cookies.has(name);
  }

  #cookieHeader(path: string): string {
    return [...this.#cookies]
      .filter(([, c]) => pathMatches(c.path, path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  request(method: string, target: string, options: RequestOptions = {}): Promise<Answer | Failure> {
    const url = new URL(target, this.base);
    // Links the SSO or the API give back name the public origin, maybe as the other loopback
    // name: the request goes to the stack under test either way.
    const path = `${url.pathname}${url.search}`;
    let body: Buffer | undefined;
    const headers: Record<string, string> = { ...options.headers };
    if (options.form) {
      body = Buffer.from(new URLSearchParams(options.form).toString());
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.raw !== undefined) {
      body = Buffer.isBuffer(options.raw) ? options.raw : Buffer.from(options.raw);
    }
    if (body) headers['content-length'] = String(body.length);
    const cookie = this.#cookieHeader(url.pathname);
    if (cookie) headers.cookie = cookie;
    headers.host ??= this.base.host;

    const started = performance.now();
    return new Promise((resolve) => {
      const fail = (error: Error) =>
        resolve({
          status: 0,
          headers: {},
          body: '',
          ms: performance.now() - started,
          error: (error as NodeJS.ErrnoException).code ?? error.message,
        });
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers,
          agent: this.#agent,
          timeout: options.timeoutMs ?? 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', fail);
          res.on('end', () => {
            for (const { name, cookie: set } of parseSetCookies(res.headers['set-cookie'] ?? [])) {
              if (set) this.#cookies.set(name, set);
              else this.#cookies.delete(name);
            }
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(body);
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}
