import net from 'node:net';
import { Redis } from 'ioredis';
import { page, request, startProxyFixture } from '../test/test-helpers';
import {
  type ContentEvents,
  RedisUnavailableError,
  connectContentEvents,
  contentChangedChannel,
} from './content-events';

/**
 * The proxy's CMS lookups dropped on content-changed, on the real Redis of TEST_REDIS_URL
 * (`.ci/run` starts one). Skipped without it locally; CI fails without it.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI) throw new Error('TEST_REDIS_URL must be set in CI (see .ci/run)');

const prefix = `proxy-test-${process.pid}-${Date.now().toString(36)}:`;

async function eventually(check: () => boolean | Promise<boolean>, deadlineMs = 5000) {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A TCP relay in front of Redis that a test can cut and restore (Redis lost while running). */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: open,
  };
}

describe.skipIf(!redisUrl)('content-changed on Redis (TEST_REDIS_URL)', () => {
  let publisher: Redis;
  beforeAll(() => {
    publisher = new Redis(redisUrl!);
  });
  afterAll(() => publisher.quit());

  const pageCalls = (calls: string[]) =>
    calls.filter((c) => c.startsWith('/api/v1/pages/gioi-thieu'));

  it('drops the cached CMS lookups on a message, and only on its own prefix', async () => {
    const events = await connectContentEvents({ url: redisUrl!, prefix, log: () => undefined });
    const fixture = await startProxyFixture({}, { contentEvents: events });
    try {
      fixture.api.state.pages.set('vi:gioi-thieu', page());
      expect((await request(fixture.proxy.url, '/gioi-thieu')).status).toBe(200);
      await request(fixture.proxy.url, '/gioi-thieu');
      expect(pageCalls(fixture.api.state.calls)).toHaveLength(1);

      // Another deployment's channel is not ours.
      await publisher.publish(`other-${prefix}content-changed`, '{}');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await request(fixture.proxy.url, '/gioi-thieu');
      expect(pageCalls(fixture.api.state.calls)).toHaveLength(1);

      await publisher.publish(
        contentChangedChannel(prefix),
        JSON.stringify({ at: new Date().toISOString(), source: 'test' }),
      );
      await eventually(async () => {
        await request(fixture.proxy.url, '/gioi-thieu');
        return pageCalls(fixture.api.state.calls).length === 2;
      });
    } finally {
      await fixture.close();
      await events.close();
    }
  });

  it('keeps serving pages while Redis is lost (logged once) and drops the lookups when it is back', async () => {
    const relay = await startRelay(new URL(redisUrl!));
    const logs: string[] = [];
    let events: ContentEvents | undefined;
    const fixture = await (async () => {
      events = await connectContentEvents({ url: relay.url(), prefix, log: (m) => logs.push(m) });
      return startProxyFixture({}, { contentEvents: events });
    })();
    try {
      fixture.api.state.pages.set('vi:gioi-thieu', page());
      await request(fixture.proxy.url, '/gioi-thieu');
      await relay.cut();
      await eventually(() => logs.length > 0);
      for (let i = 0; i < 5; i += 1) {
        expect((await request(fixture.proxy.url, '/gioi-thieu')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(logs.filter((l) => l.includes('lost'))).toHaveLength(1);
      expect(logs[0]).not.toContain(prefix);
      expect(pageCalls(fixture.api.state.calls)).toHaveLength(1);

      await relay.restore();
      await eventually(() => logs.some((l) => l.endsWith('is back; dropping the CMS lookups')));
      await request(fixture.proxy.url, '/gioi-thieu');
      expect(pageCalls(fixture.api.state.calls)).toHaveLength(2);
    } finally {
      await fixture.close();
      await events?.close();
      await relay.cut();
    }
  });
});

describe('content-changed when Redis cannot be reached at start', () => {
  it('fails with one line naming REDIS_URL (and no password)', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const attempt = connectContentEvents({
      url: `redis://:hunter2@127.0.0.1:${port}`,
      prefix,
      log: () => undefined,
      connectTimeoutMs: 500,
    });
    await expect(attempt).rejects.toBeInstanceOf(RedisUnavailableError);
    await expect(attempt).rejects.toThrow(
      /^REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+/,
    );
    await expect(attempt).rejects.not.toThrow(/hunter2/);
  });
});
