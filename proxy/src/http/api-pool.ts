import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { UNCOMPRESSED } from './headers';
import type { UpstreamOutcome } from './observability';

/** One process of a pooled upstream (an API replica, a price-board instance). */
export interface ApiReplica {
  /** Its origin, e.g. http://127.0.0.1:5101. */
  readonly target: string;
  /** Pooled keep-alive connections to it; destroyed on shutdown. */
  readonly agent: http.Agent;
  /** False after a failed connection (refused, unreachable) until its probe answers well again. */
  up: boolean;
}

export interface ApiPoolOptions {
  /** Socket silence on a forwarded request before the caller gets a 503. */
  timeoutMs: number;
  /**
   * How long an idle pooled connection is kept (4 s): under the replica's own keep-alive
   * timeout, so a request never goes out on a connection the replica is closing. The replica's
   * `Keep-Alive: timeout=` hint lowers it to a second under the hint.
   */
  idleMs?: number;
  /** How often a replica that is down is asked for its /readyz. */
  probeIntervalMs?: number;
  /** What a replica is called in the log ('API replica'). */
  label?: string;
  /** The probe of a replica that is down (default: its /readyz answering 200). */
  probe?: { path: string; ok: (status: number) => boolean };
  /**
   * Methods whose request, once it may have reached a replica, can still be sent to another
   * if its body did not go out (default GET, HEAD, OPTIONS). A keep-alive connection the
   * replica closed as it stopped fails exactly so.
   */
  repeatable?: ReadonlySet<string>;
  log: (message: string) => void;
  /** Every attempt's outcome, for `upstream_requests_total`. */
  onAttempt?: (target: string, outcome: UpstreamOutcome) => void;
}

export interface ForwardOptions {
  /** Called when no replica could take the request: the caller answers 503 (page or JSON). */
  unavailable: () => void;
  /** Called with the replica that answered, for the access log. */
  answeredBy?: (target: string) => void;
  /** Limits a chunked body as it streams; true when it went over and was answered here. */
  onData?: (chunk: Buffer, proxyReq: http.ClientRequest) => boolean;
  /** This request's upstream silence limit, when it is not the pool's (the eKYC uploads). */
  timeoutMs?: number;
  /**
   * A key whose requests must all reach one replica (the price-board hub's connection id, whose
   * state lives on the instance it opened on): the same key picks the same replica while the
   * replicas' health holds, instead of the round robin.
   */
  affinity?: string;
}

/** FNV-1a: a cheap, stable spread of keys over the replicas. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface ApiPool {
  readonly replicas: readonly ApiReplica[];
  /** The next healthy replica, round robin; undefined when none is up (or all were tried). */
  pick(exclude?: ReadonlySet<ApiReplica>): ApiReplica | undefined;
  /** An origin for code that calls the API itself (the server render): a healthy one if any. */
  baseUrl(): string;
  /** Forwards one request (/api/*), retrying on another replica when that is safe. */
  forward(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): Promise<void>;
  /** A GET of the API (the proxy's CMS lookups) on a healthy replica, tried on another on a
   *  connection error. Rejects when no replica answers. */
  fetch(
    pathAndQuery: string,
    init: { headers?: Record<string, string>; timeoutMs: number },
  ): Promise<Response>;
  /**
   * Forwards a WebSocket upgrade to the next healthy replica, round robin, trying another when
   * one cannot be reached before it answers; its refusal (404, 429, 503) is relayed as it is.
   * `unavailable` is called (the socket untouched) when no replica could take it.
   */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, unavailable: () => void): void;
  /** True when at least one replica's /readyz answers 200 (asked now). */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** Methods a retry cannot repeat the effect of. */
export const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, not the message. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** `req`'s method and path to `target`, over http or https; `agent` false: a connection of its own. */
function forwardTo(
  target: URL,
  req: IncomingMessage,
  headers: http.OutgoingHttpHeaders,
  agent: http.Agent | false,
): http.ClientRequest {
  const request = target.protocol === 'https:' ? https.request : http.request;
  return request({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers,
    agent,
  });
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Why an attempt failed before any answer, and whether anything of the request went out. */
interface Failure {
  outcome: Exclude<UpstreamOutcome, 'response'>;
  /** The connection was made (so the request line and headers may have reached it). */
  connected: boolean;
  /** Bytes of the body were handed to the connection. */
  bodySent: boolean;
  /**
   * A pooled connection, reused, broke before a byte of an answer came back: the replica
   * closed it as it sat idle while the request was on its way (the keep-alive race).
   */
  stale: boolean;
  code: string;
}

const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);

/**
 * The API replicas behind the proxy (API_URLS): round robin over the healthy ones, a keep-alive
 * agent each, a replica marked down when a connection to it cannot be made (refused,
 * unreachable) and asked for its /readyz every probe interval until it answers 200. Nothing a
 * single request does on a connection that was made marks a replica down: a slow request gets
 * its 503 after the timeout, a reset (a visitor's body the replica would not read) its own
 * error, and every other request is served as before (issue 20 #2, #4).
 *
 * A failed attempt is tried on another replica only when repeating it is safe: always when
 * the connection was never made (nothing was sent), and for GET/HEAD/OPTIONS without a body
 * when the connection broke before an answer (never after a timeout: a slow request repeated
 * elsewhere doubles the load that made it slow). A request whose body went out is never sent
 * twice. A safe request whose reused connection broke before any answer is asked again once,
 * of the same replica, on a new connection. The body is only piped once the connection is up,
 * so a refused connection leaves it unread for the next replica.
 */
export function createApiPool(targets: readonly string[], options: ApiPoolOptions): ApiPool {
  if (targets.length === 0) throw new Error('createApiPool: no API replica');
  const probeEvery = options.probeIntervalMs ?? 1000;
  const label = options.label ?? 'API replica';
  const repeatable = options.repeatable ?? IDEMPOTENT;
  const probe = options.probe ?? { path: '/readyz', ok: (status: number) => status === 200 };
  const agentOptions = {
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 64,
    // Node's agent closes an idle socket after this (and honours a Keep-Alive hint under it);
    // without it, an idle socket is kept until the replica closes it, possibly under a request.
    timeout: options.idleMs ?? 4000,
  };
  const replicas: ApiReplica[] = targets.map((target) => ({
    target,
    agent: target.startsWith('https:')
      ? new https.Agent(agentOptions)
      : new http.Agent(agentOptions),
    up: true,
  }));
  const probes = new Map<ApiReplica, NodeJS.Timeout>();
  /**
   * Where the next pick starts, one rotation for requests and one for WebSocket upgrades: a hub
   * client's negotiate and upgrade come in pairs, and with one shared rotation over two
   * replicas every socket would land on the same one.
   */
  const next = { request: 0, upgrade: 0 };
  let closed = false;

  const readyz = async (
    replica: ApiReplica,
    timeoutMs: number,
    check = probe,
  ): Promise<boolean> => {
    try {
      const response = await fetch(`${replica.target}${check.path}`, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel();
      return check.ok(response.status);
    } catch {
      return false;
    }
  };

  function markDown(replica: ApiReplica, reason: string): void {
    if (!replica.up || closed) return;
    replica.up = false;
    options.log(`${label} ${replica.target} is down (${reason}); probing its ${probe.path}`);
    let probing = false;
    const timer = setInterval(() => {
      if (probing) return;
      probing = true;
      void readyz(replica, Math.max(200, probeEvery - 100)).then((ready) => {
        probing = false;
        if (!ready || closed) return;
        clearInterval(timer);
        probes.delete(replica);
        replica.up = true;
        options.log(`${label} ${replica.target} is back`);
      });
    }, probeEvery);
    timer.unref();
    probes.set(replica, timer);
  }

  function pick(
    exclude: ReadonlySet<ApiReplica> = new Set(),
    rotation: keyof typeof next = 'request',
  ): ApiReplica | undefined {
    for (let i = 0; i < replicas.length; i += 1) {
      const replica = replicas[(next[rotation] + i) % replicas.length]!;
      if (replica.up && !exclude.has(replica)) {
        next[rotation] = (next[rotation] + i + 1) % replicas.length;
        return replica;
      }
    }
    return undefined;
  }

  /** The replica a key belongs to: its own while up, else the next one up (not in `exclude`). */
  function pinned(key: string, exclude: ReadonlySet<ApiReplica>): ApiReplica | undefined {
    const start = hashKey(key) % replicas.length;
    for (let i = 0; i < replicas.length; i += 1) {
      const replica = replicas[(start + i) % replicas.length]!;
      if (replica.up && !exclude.has(replica)) return replica;
    }
    return undefined;
  }

  /**
   * One try on one replica: 'answered' once its response is being relayed, else why not.
   * `fresh`: on a connection of its own rather than a pooled one.
   */
  function attempt(
    replica: ApiReplica,
    req: IncomingMessage,
    res: ServerResponse,
    forward: ForwardOptions,
    fresh = false,
  ): Promise<'answered' | 'refused-here' | Failure> {
    return new Promise((resolve) => {
      const url = new URL(replica.target);
      const headers = withoutHopByHop(req.headers);
      // Real upstreams route by Host; the browser's host travels in X-Forwarded-Host.
      headers.host = url.host;
      if (req.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked';
      const proxyReq = forwardTo(url, req, headers, fresh ? false : replica.agent);
      let connected = false;
      let bodySent = false;
      /** What the connection had read before this request: more later means an answer began. */
      let readBefore = 0;
      let settled = false;
      let tooLarge = false;
      const settle = (result: 'answered' | 'refused-here' | Failure) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };

      const sendBody = () => {
        connected = true;
        if (!hasBody(req)) {
          proxyReq.end();
          return;
        }
        bodySent = true;
        req.on('data', (chunk: Buffer) => {
          if (tooLarge) return;
          if (forward.onData?.(chunk, proxyReq)) {
            tooLarge = true;
            req.unpipe(proxyReq);
            proxyReq.destroy();
            settle('refused-here');
          }
        });
        req.pipe(proxyReq);
      };
      proxyReq.on('socket', (socket) => {
        readBefore = socket.bytesRead;
        if (socket.connecting) socket.once('connect', sendBody);
        else sendBody();
      });
      proxyReq.setTimeout(forward.timeoutMs ?? options.timeoutMs, () => {
        proxyReq.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' }));
      });

      // The visitor left: stop the upstream request too.
      const onClientGone = () => {
        if (!res.writableFinished) {
          proxyReq.destroy();
          if (!settled) options.onAttempt?.(replica.target, 'aborted');
          settle('answered');
        }
      };
      res.once('close', onClientGone);

      proxyReq.on('response', (proxyRes) => {
        options.onAttempt?.(replica.target, 'response');
        forward.answeredBy?.(replica.target);
        settle('answered');
        if (tooLarge || res.headersSent) {
          proxyRes.resume();
          return;
        }
        res.statusCode = proxyRes.statusCode ?? 502;
        // The upstream's own headers win over the security defaults already set (as before).
        for (const [name, value] of Object.entries(withoutHopByHop(proxyRes.headers)))
          if (value !== undefined) res.setHeader(name, value);
        // An upstream that dies mid-answer: end the visitor's response rather than hang it.
        proxyRes.once('close', () => {
          if (!proxyRes.complete && !res.writableEnded) res.destroy();
        });
        proxyRes.pipe(res);
      });

      proxyReq.on('error', (error: NodeJS.ErrnoException) => {
        if (settled) return;
        const code = error.code ?? error.message;
        const outcome: Failure['outcome'] =
          code === 'ETIMEDOUT'
            ? 'timeout'
            : CONNECT_ERRORS.has(code) && !connected
              ? 'refused'
              : 'reset';
        options.onAttempt?.(replica.target, outcome);
        res.off('close', onClientGone);
        const stale =
          outcome === 'reset' &&
          proxyReq.reusedSocket &&
          (proxyReq.socket?.bytesRead ?? readBefore) === readBefore;
        settle({ outcome, connected, bodySent, stale, code });
      });
    });
  }

  async function forward(req: IncomingMessage, res: ServerResponse, fwd: ForwardOptions) {
    const tried = new Set<ApiReplica>();
    /** A replica to ask again on a new connection (its pooled one went stale), once. */
    let again: ApiReplica | undefined;
    let askedAgain = false;
    for (;;) {
      const replica =
        again ?? (fwd.affinity === undefined ? pick(tried) : pinned(fwd.affinity, tried));
      if (!replica) {
        fwd.unavailable();
        return;
      }
      tried.add(replica);
      const result = await attempt(replica, req, res, fwd, replica === again);
      again = undefined;
      if (result === 'answered' || result === 'refused-here') return;
      // Only a connection that could not be made says the replica is gone.
      if (!result.connected) markDown(replica, result.code);
      const repeats = repeatable.has(req.method ?? 'GET') && !result.bodySent;
      const safe = !result.connected || (result.outcome === 'reset' && repeats);
      if (safe && result.stale && !askedAgain) {
        askedAgain = true;
        again = replica;
      }
      options.log(
        `${label} error on ${req.method} ${req.url?.split('?')[0]} at ${replica.target}: ${result.code}` +
          (again
            ? '; asking it again on a new connection'
            : safe
              ? '; trying another replica'
              : ''),
      );
      if (!safe || res.headersSent || res.destroyed) {
        if (!res.headersSent && !res.destroyed) fwd.unavailable();
        else if (!res.writableEnded) res.destroy();
        return;
      }
    }
  }

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, unavailable: () => void) {
    const tried = new Set<ApiReplica>();
    const tryNext = () => {
      const replica = socket.destroyed ? undefined : pick(tried, 'upgrade');
      if (!replica) {
        if (!socket.destroyed) unavailable();
        return;
      }
      tried.add(replica);
      upgradeOn(replica, req, socket, head, (code, connected) => {
        // An upgrade carries no body: another may be asked whatever broke.
        if (!connected) markDown(replica, code);
        options.log(
          `${label} error on the WebSocket ${req.url?.split('?')[0]} at ${replica.target}: ${code}; trying another`,
        );
        tryNext();
      });
    };
    tryNext();
  }

  /**
   * One try; `failed` when no answer came (nothing reached the client, so another may be tried),
   * `connected` when the connection had been made.
   */
  function upgradeOn(
    replica: ApiReplica,
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    failed: (code: string, connected: boolean) => void,
  ): void {
    const url = new URL(replica.target);
    // Connection and Upgrade stay: they are the request. Real upstreams route by Host.
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: url.host };
    // No agent: an upgraded socket leaves any pool, and a refused one must not be reused.
    const proxyReq = forwardTo(url, req, headers, false);
    let settled = false;
    let connected = false;
    proxyReq.once('socket', (upstream) =>
      upstream.once('connect', () => {
        connected = true;
      }),
    );
    const onClientGone = () => proxyReq.destroy();
    socket.once('close', onClientGone);
    const answered = () => {
      settled = true;
      socket.off('close', onClientGone);
      options.onAttempt?.(replica.target, 'response');
    };
    /** The status line and headers as the upstream sent them; a refusal's body ends with the socket. */
    const responseHead = (res: IncomingMessage, upgraded: boolean) => {
      const lines = [`HTTP/1.1 ${res.statusCode ?? 502} ${res.statusMessage ?? ''}`];
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i]!;
        if (!upgraded && /^(connection|transfer-encoding|keep-alive)$/i.test(name)) continue;
        lines.push(`${name}: ${res.rawHeaders[i + 1]!}`);
      }
      if (!upgraded) lines.push('Connection: close');
      return `${lines.join('\r\n')}\r\n\r\n`;
    };
    proxyReq.setTimeout(options.timeoutMs, () => {
      proxyReq.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT' }));
    });
    proxyReq.on(
      'upgrade',
      (
        res: IncomingMessage,
        upstream: Duplex & { setTimeout?: (ms: number) => void },
        upstreamHead: Buffer,
      ) => {
        answered();
        upstream.setTimeout?.(0);
        // Either side going, for whatever reason, takes the other with it.
        upstream.once('close', () => socket.destroy());
        socket.once('close', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
        if (socket.destroyed) {
          upstream.destroy();
          return;
        }
        socket.write(responseHead(res, true));
        if (upstreamHead.length > 0) socket.write(upstreamHead);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(socket).pipe(upstream);
      },
    );
    proxyReq.on('response', (res) => {
      // The upstream refused the upgrade (an unknown id, too many connections): relay its answer.
      answered();
      if (socket.destroyed) {
        res.resume();
        return;
      }
      socket.write(responseHead(res, false));
      res.pipe(socket);
      res.once('close', () => {
        if (!res.complete) socket.destroy();
      });
    });
    proxyReq.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      socket.off('close', onClientGone);
      const code = error.code ?? error.message;
      options.onAttempt?.(
        replica.target,
        code === 'ETIMEDOUT' ? 'timeout' : CONNECT_ERRORS.has(code) ? 'refused' : 'reset',
      );
      failed(code, connected);
    });
    proxyReq.end();
  }

  async function fetchApi(
    pathAndQuery: string,
    init: { headers?: Record<string, string>; timeoutMs: number },
  ): Promise<Response> {
    const tried = new Set<ApiReplica>();
    let lastError: unknown = new Error('no API replica is up');
    for (;;) {
      const replica = pick(tried);
      if (!replica) throw lastError;
      tried.add(replica);
      try {
        const response = await fetch(`${replica.target}${pathAndQuery}`, {
          headers: { ...UNCOMPRESSED, ...init.headers },
          signal: AbortSignal.timeout(init.timeoutMs),
        });
        options.onAttempt?.(replica.target, 'response');
        return response;
      } catch (error) {
        const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
        const timedOut = (error as Error).name === 'TimeoutError';
        const code = timedOut ? 'ETIMEDOUT' : (cause?.code ?? (error as Error).message);
        const unreachable = CONNECT_ERRORS.has(code) || code === 'UND_ERR_CONNECT_TIMEOUT';
        options.onAttempt?.(
          replica.target,
          timedOut ? 'timeout' : unreachable ? 'refused' : 'reset',
        );
        // A slow answer is this lookup's failure, not the replica's; asking another would only
        // double the wait.
        if (timedOut) throw error;
        lastError = error;
        if (unreachable) markDown(replica, code);
      }
    }
  }

  return {
    replicas,
    pick,
    baseUrl: () => (replicas.find((r) => r.up) ?? replicas[0]!).target,
    forward,
    fetch: fetchApi,
    upgrade,
    async ready(timeoutMs = 1000) {
      const readyzOk = { path: '/readyz', ok: (status: number) => status === 200 };
      const answers = await Promise.all(replicas.map((r) => readyz(r, timeoutMs, readyzOk)));
      return answers.some(Boolean);
    },
    close() {
      closed = true;
      for (const timer of probes.values()) clearInterval(timer);
      probes.clear();
      for (const replica of replicas) replica.agent.destroy();
    },
  };
}
