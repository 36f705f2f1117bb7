// @vitest-environment node
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  createHttpMetrics,
  createLogger,
  createPeerAllowList,
  errorFields,
  type HttpMetrics,
  type Logger,
  observed,
  requestIdOf,
  runInRequest,
  statusLevel,
} from './observability';

const captured = (level: Parameters<typeof createLogger>[0]) => {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: createLogger(level, (line) => lines.push(JSON.parse(line))) };
};

describe('createLogger', () => {
  it('writes pino-shaped lines, with the request id inside a request', () => {
    const { lines, logger } = captured('debug');
    logger.debug('starting', { port: 1 });
    runInRequest('req-0123456789', () => logger.info('inside', { route: '/x' }));
    logger.warn('after');
    expect(lines).toEqual([
      { level: 20, time: expect.any(Number), port: 1, msg: 'starting' },
      { level: 30, time: expect.any(Number), reqId: 'req-0123456789', route: '/x', msg: 'inside' },
      { level: 40, time: expect.any(Number), msg: 'after' },
    ]);
  });

  it('logs an error as its class, code, message and stack, without its own properties', () => {
    const { lines, logger } = captured('info');
    const error = Object.assign(new TypeError('bad row'), { code: 'E_ROW', row: 'secret-value' });
    logger.error('failed', error);
    logger.error('thrown', 'a string');
    logger.error('plain');
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'failed',
      err: { type: 'TypeError', message: 'bad row', code: 'E_ROW' },
    });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('bad row');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    expect(lines[1]).toMatchObject({ err: { type: 'string', message: 'a string' } });
    expect(lines[2]).not.toHaveProperty('err');
    expect(errorFields(7)).toEqual({ type: 'number', message: '7' });
  });

  it('writes nothing below its level, which may change after start', () => {
    const { lines, logger } = captured('silent');
    logger.error('hidden', new Error('x'));
    expect(lines).toEqual([]);
    logger.level = 'warn';
    logger.info('still hidden');
    logger.warn('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });
});

describe('statusLevel', () => {
  it('logs successes at debug, 4xx at info, 5xx at error', () => {
    expect([200, 304, 404, 429, 503].map(statusLevel)).toEqual([
      'debug',
      'debug',
      'info',
      'info',
      'error',
    ]);
  });
});

describe('requestIdOf', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } });
  it('keeps a plausible id and replaces anything else', () => {
    const given = 'c0ffee00-1234-4abc-8def-0123456789ab';
    expect(requestIdOf(req(given))).toBe(given);
    for (const bad of [undefined, 'short', 'x'.repeat(65), 'has space in it'])
      expect(requestIdOf(req(bad))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('createHttpMetrics', () => {
  it('counts and times answers by method, route and status, with the default metrics', async () => {
    const metrics = createHttpMetrics({ buckets: [0.1, 1] });
    metrics.observe('GET', '/a/:id', 200, 0.05);
    metrics.observe('GET', '/a/:id', 200, 0.5);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/a/:id",status="200"} 2');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/a/:id",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="1",method="GET",route="/a/:id",status="200"} 2',
    );
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('uses prom-client’s buckets by default, and a registry of each server’s own', async () => {
    const one = createHttpMetrics();
    const two = createHttpMetrics();
    one.observe('POST', '/b', 500, 7);
    expect(await one.registry.metrics()).toContain(
      'http_request_duration_seconds_bucket{le="10",method="POST",route="/b",status="500"} 1',
    );
    expect(await two.registry.metrics()).not.toContain('route="/b"');
  });

  it('joins a registry that already has default metrics and gauges of its own', async () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    new Gauge({ name: 'hub_connections', help: 'open', registers: [registry] }).set(3);
    const metrics = createHttpMetrics({ registry });
    expect(metrics.registry).toBe(registry);
    metrics.observe('GET', '/c', 200, 0.001);
    const text = await registry.metrics();
    expect(text).toContain('hub_connections 3');
    expect(text).toContain('http_requests_total{method="GET",route="/c",status="200"} 1');
    expect(text.match(/^# TYPE process_cpu_user_seconds_total/gm)).toHaveLength(1);
  });
});

describe('observed', () => {
  const routeOf = (url: string) =>
    url.startsWith('/token') ? '/token' : url.startsWith('/readyz') ? '/readyz' : 'unmatched';

  async function serve(
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
    options: { logger: Logger; metrics: HttpMetrics; quietRoutes?: ReadonlySet<string> },
  ) {
    const server = http.createServer(observed(handle, { ...options, routeOf }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('writes one JSON line per request with its id and route pattern, never the query', async () => {
    const { lines, logger } = captured('debug');
    const metrics = createHttpMetrics();
    const server = await serve(
      (req, res) => {
        logger.warn('inside the handler');
        res.writeHead(req.url?.startsWith('/token') ? 400 : 200).end();
      },
      { logger, metrics },
    );
    try {
      const id = 'req-0123456789';
      const res = await fetch(`${server.url}/token?code=secret-code`, {
        method: 'POST',
        headers: { 'x-request-id': id },
      });
      expect(res.headers.get('x-request-id')).toBe(id);
      await expect.poll(() => lines.length).toBe(2);
      expect(lines[0]).toMatchObject({ level: 40, reqId: id, msg: 'inside the handler' });
      expect(lines[1]).toMatchObject({
        level: 30,
        reqId: id,
        method: 'POST',
        route: '/token',
        statusCode: 400,
        msg: 'request completed',
      });
      expect(typeof lines[1]!.responseTime).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('secret-code');
      expect(await metrics.registry.metrics()).toContain(
        'http_requests_total{method="POST",route="/token",status="400"} 1',
      );

      // No plausible id: a new one, on the answer and on the line.
      const fresh = await fetch(`${server.url}/elsewhere`, {
        headers: { 'x-request-id': 'bad id' },
      });
      const freshId = fresh.headers.get('x-request-id');
      expect(freshId).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => lines.length).toBe(4);
      expect(lines[3]).toMatchObject({
        level: 20,
        reqId: freshId,
        route: 'unmatched',
        statusCode: 200,
      });
    } finally {
      await server.close();
    }
  });

  it('logs a 5xx at error, except on the quiet routes', async () => {
    const { lines, logger } = captured('debug');
    const server = await serve((_req, res) => res.writeHead(503).end(), {
      logger,
      metrics: createHttpMetrics(),
      quietRoutes: new Set(['/readyz']),
    });
    try {
      await fetch(`${server.url}/readyz`);
      await fetch(`${server.url}/token`);
      await expect.poll(() => lines.length).toBe(2);
      expect(lines.map((line) => [line.route, line.level])).toEqual([
        ['/readyz', 20],
        ['/token', 50],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('createPeerAllowList', () => {
  it('lets loopback in always, and the listed addresses and CIDRs', () => {
    const allowed = createPeerAllowList(['10.1.0.0/16', '192.0.2.7', '2001:db8::/32']);
    for (const peer of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '192.0.2.7',
      '::ffff:192.0.2.7',
      '2001:db8::5',
    ])
      expect(allowed(peer), peer).toBe(true);
    for (const peer of [
      '10.2.0.1',
      '192.0.2.8',
      '::ffff:10.2.0.1',
      '2001:db9::1',
      undefined,
      '',
      'junk',
    ])
      expect(allowed(peer), String(peer)).toBe(false);
  });

  it('lets nobody but loopback in with an empty list', () => {
    const allowed = createPeerAllowList([]);
    expect(['127.0.0.2', '::1', '10.0.0.1', '::2'].map((peer) => allowed(peer))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('clientAddress', () => {
  const ctx = (peer: string, forwarded?: string) =>
    ({
      socket: { remoteAddress: peer },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('takes the entry the trusted proxies added, counted from the right', () => {
    expect(clientAddress(ctx('127.0.0.1', '6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(ctx('127.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.2'), 2)).toBe(
      '203.0.113.5',
    );
    expect(clientAddress(ctx('127.0.0.1', '203.0.113.5'), 2)).toBe('203.0.113.5');
  });

  it('falls back to the peer without the header, with hops 0, or for garbage', () => {
    expect(clientAddress(ctx('::ffff:127.0.0.1'), 1)).toBe('127.0.0.1');
    expect(clientAddress(ctx('127.0.0.1', '203.0.113.5'), 0)).toBe('127.0.0.1');
    expect(clientAddress(ctx('127.0.0.1', 'not-an-ip'), 1)).toBe('127.0.0.1');
    expect(clientAddress(ctx('127.0.0.1', '::ffff:203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(ctx('127.0.0.1', '2001:db8::1'), 1)).toBe('2001:db8::1');
  });
});
