import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { MemoryCounter } from './rate-limit';
import { loadConfig } from '../../config';
import { ephemeralEntries } from '../../db/schema';
import { openTemplateDatabase, useTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';
import { type TcpRelay, startTcpRelay } from '../../test/tcp-relay';
import { onCluster, testServerUrl } from '../../../test/backend';

/**
 * Rate limits count in the shared state: every limit in memory on the embedded default (PGlite
 * has one owner process), a route's own limit in the database on PostgreSQL without Redis,
 * every limit in Redis with REDIS_URL (TEST_REDIS_URL here; CI fails without it).
 */
const redisUrl = testServerUrl('TEST_REDIS_URL');

const LOGIN = '/api/v1/customers/auth/login';
/** The message in English (`?locale=en`); Vietnamese is the default. */
const LOGIN_EN = `${LOGIN}?locale=en`;
const GENERAL = '/api/v1/systems/general';
/** An empty body: 400 from validation, after the limit has counted the request. */
const login = (app: FastifyInstance, url = LOGIN) => post(app, url, {});
const status = async (answer: Promise<{ statusCode: number }>) => (await answer).statusCode;

async function buildRedisApp(
  url: string,
  env: Record<string, string>,
  logStream?: Writable,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('apiTestDataDir'),
    REDIS_URL: url,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const app = await buildApp(config, { database: await openTemplateDatabase(), logStream });
  await app.ready();
  return app;
}

// The cluster pass runs every test app on Redis; this one is about the embedded default.
describe.skipIf(onCluster)('rate limits on the embedded default (no REDIS_URL)', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '2' } });

  it("counts a route's own limit in memory on PGlite, in the database on PostgreSQL", async () => {
    expect([await status(login(app)), await status(login(app))]).toEqual([400, 400]);
    expect(await status(login(app))).toBe(429);
    const rows = await app.db
      .select()
      .from(ephemeralEntries)
      .where(like(ephemeralEntries.key, `rate:POST ${LOGIN}:%`));
    // TEST_DATABASE_URL runs the suite on a PostgreSQL server, where replicas may share it.
    expect(rows).toEqual(
      app.database.driver === 'pglite' ? [] : [expect.objectContaining({ count: 3 })],
    );
  });

  it('keeps the global limit in memory (one process owns the embedded database)', async () => {
    expect(await status(app.inject(GENERAL))).toBe(200);
    expect(await status(app.inject(GENERAL))).toBe(200);
    expect(await status(app.inject(GENERAL))).toBe(429);
    const rows = await app.db
      .select()
      .from(ephemeralEntries)
      .where(like(ephemeralEntries.key, 'rate:global:%'));
    expect(rows).toEqual([]);
  });
});

describe.skipIf(!redisUrl)('rate limits across two API replicas sharing Redis', () => {
  const env = {
    REDIS_PREFIX: `test:rate:${randomUUID()}:`,
    RATE_LIMIT_MAX: '3',
    AUTH_RATE_LIMIT_MAX: '2',
  };
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildRedisApp(redisUrl!, env);
    second = await buildRedisApp(redisUrl!, env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('holds the global limit counted on one replica on the other', async () => {
    expect(await status(first.inject(GENERAL))).toBe(200);
    expect(await status(first.inject(GENERAL))).toBe(200);
    expect(await status(second.inject(GENERAL))).toBe(200);
    const refused = await second.inject(GENERAL);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'rate_limited' }] });
  });

  it("holds a route's own limit counted on one replica on the other", async () => {
    expect(await status(login(first))).toBe(400);
    expect(await status(login(second))).toBe(400);
    expect(await status(login(first))).toBe(429);
    expect(await status(login(second))).toBe(429);
  });
});

describe.skipIf(!redisUrl)('Redis lost while the API runs', () => {
  const warnings: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        warnings.push(String((JSON.parse(line) as { msg?: unknown }).msg));
      done();
    },
  });
  let relay: TcpRelay;
  let app: FastifyInstance;
  beforeAll(async () => {
    const target = new URL(redisUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    const url = new URL(redisUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    app = await buildRedisApp(
      url.toString(),
      { REDIS_PREFIX: `test:rate-lost:${randomUUID()}:` },
      logStream,
    );
  });
  afterAll(async () => {
    await app?.close();
    await relay?.close();
  });

  it('lets unlimited traffic through, refuses limited routes with 503, and recovers', async () => {
    expect(await status(login(app))).toBe(400);

    await relay.stop();
    await vi.waitFor(() => expect(app.state.ping()).rejects.toThrow(), { timeout: 10_000 });

    // The global limit fails open, and says so once, not once a request.
    expect(await status(app.inject(GENERAL))).toBe(200);
    expect(await status(app.inject(GENERAL))).toBe(200);
    expect(warnings.filter((m) => m.startsWith('global rate limit not counted'))).toHaveLength(1);

    // A route's own limit fails closed.
    const refused = await login(app, LOGIN_EN);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'rate_limit_unavailable',
          message: 'This action is temporarily unavailable. Please try again in a few minutes.',
        },
      ],
    });
    const readiness = await app.inject('/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'unready', checks: { database: 'ok' } });
    expect((await login(app)).json()).toMatchObject({
      errors: [
        { message: 'Chức năng này tạm thời gián đoạn. Quý khách vui lòng thử lại sau ít phút.' },
      ],
    });

    await relay.start();
    await vi.waitFor(() => app.state.ping(), { timeout: 15_000, interval: 200 });
    expect(await status(login(app))).toBe(400);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('MemoryCounter', () => {
  it('keeps its room: ended windows go first, then the oldest down to nine tenths', async () => {
    let clock = 0;
    const counter = new MemoryCounter(() => clock, 10);
    for (let i = 0; i < 10; i += 1) await counter.increment(`k${i}`, 1000);
    expect((await counter.increment('k9', 1000)).count).toBe(2);
    // Full and every window running: the new key pushes out the oldest, down to 9.
    await counter.increment('new', 1000);
    expect((await counter.increment('k0', 1000)).count).toBe(1);
    expect((await counter.increment('k9', 1000)).count).toBe(3);
    // Ended windows start again at 1.
    clock = 2000;
    expect((await counter.increment('k9', 1000)).count).toBe(1);
  });
});
