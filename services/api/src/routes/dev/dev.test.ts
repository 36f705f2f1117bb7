import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/build-test-app';
import { outboxOf } from '../../test/outbox';
import { expectApiError } from '../../test/responses';

/** What an unknown route answers: the outbox, when closed, must look exactly like one. */
const NOT_FOUND = { code: 'not_found', message: 'Không tìm thấy đường dẫn được yêu cầu.' };
const OUTBOX = '/api/v1/dev/outbox?to=hoa@example.vn';
/** The outbox asked by `client` through the local proxy (from loopback, X-Forwarded-For). */
const throughProxy = (app: FastifyInstance, client: string) =>
  app.inject({ url: OUTBOX, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
/** What production requires besides NODE_ENV. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SSO_CLIENT_SECRET: 'secret',
  LOGIN_DEVICE_SECRET: 'a-device-cookie-key-of-32-characters',
};

describe('GET dev/outbox', () => {
  // The unit tests' app builder turns DEV_OUTBOX on, as `npm run dev` and the e2e stack do.
  const app = useTestApp();

  it("lists one address's messages newest first in the list envelope, any letter case", async () => {
    const message = {
      channel: 'mail' as const,
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      locale: 'vi',
      reference: 'job-1',
    };
    await app.repos.outbox.add({
      ...message,
      recipient: 'hoa@example.vn',
      subject: 'older',
      createdAt: new Date('2026-03-01T08:00:00Z'),
    });
    await app.repos.outbox.add({
      ...message,
      recipient: 'hoa@example.vn',
      subject: 'newer',
      createdAt: new Date('2026-03-02T08:00:00Z'),
    });
    await app.repos.outbox.add({
      ...message,
      recipient: 'other@example.vn',
      createdAt: new Date(),
    });

    const res = await app.inject('/api/v1/dev/outbox?to=Hoa@Example.VN');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(body.data.map((m: { subject: string }) => m.subject)).toEqual(['newer', 'older']);
    expect(body.data[0]).toMatchObject({
      channel: 'mail',
      to: 'hoa@example.vn',
      text: 'T',
      html: '<p>T</p>',
      reference: 'job-1',
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    expect(await outboxOf(app, 'nobody@example.vn')).toEqual([]);
  });

  it('needs the address', async () => {
    const res = await app.inject('/api/v1/dev/outbox?locale=en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('to');
  });

  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])(
    'answers a loopback client (%s)',
    async (remoteAddress) => {
      const res = await app.inject({ url: OUTBOX, remoteAddress });
      expect(res.statusCode).toBe(200);
    },
  );

  it.each(['192.0.2.7', '10.0.0.8', '::ffff:192.0.2.7', '2001:db8::1', '128.0.0.1'])(
    'is not there for any other client (%s): 404 like an unknown route',
    async (remoteAddress) => {
      const res = await app.inject({ url: OUTBOX, remoteAddress });
      expectApiError(res, 404, NOT_FOUND);
    },
  );

  it('answers an outside client with the very headers of an unknown route', async () => {
    const names = (res: { headers: Record<string, unknown> }) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'x-request-id'].includes(name))
        .sort();
    const remoteAddress = '192.0.2.8';
    const outbox = await app.inject({ url: OUTBOX, remoteAddress });
    const unknown = await app.inject({ url: '/api/v1/dev/nothing?to=x', remoteAddress });
    expect(outbox.body).toBe(unknown.body);
    expect(names(outbox)).toEqual(names(unknown));
  });

  it('judges the client the trusted proxy forwards, not the proxy', async () => {
    // The proxy listens on 0.0.0.0 and always connects from loopback: a visitor from the
    // internet reaches the API from 127.0.0.1 with their own address in X-Forwarded-For.
    const through = (client: string) => throughProxy(app, client);
    expectApiError(await through('203.0.113.9'), 404, NOT_FOUND);
    expectApiError(await through('2001:db8::9'), 404, NOT_FOUND);
    // A chain: only the hop the proxy saw counts, not what the client wrote in front of it.
    expectApiError(await through('127.0.0.1, 203.0.113.9'), 404, NOT_FOUND);
    // A browser on the developer's own machine, through the proxy.
    expect((await through('127.0.0.1')).statusCode).toBe(200);
    // A peer that is not a trusted proxy cannot claim to be loopback.
    const spoofed = await app.inject({
      url: OUTBOX,
      remoteAddress: '198.51.100.4',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expectApiError(spoofed, 404, NOT_FOUND);
  });
});

describe('dev/outbox when no proxy is trusted (TRUST_PROXY=none)', () => {
  // request.ip is then the peer: the local proxy's loopback address for every visitor.
  const app = useTestApp({ env: { TRUST_PROXY: 'none' } });

  it('still refuses a visitor the local proxy forwards', async () => {
    const through = (client: string) => throughProxy(app, client);
    expectApiError(await through('203.0.113.9'), 404, NOT_FOUND);
    expectApiError(await through('127.0.0.1, 203.0.113.9'), 404, NOT_FOUND);
    expect((await through('127.0.0.1')).statusCode).toBe(200);
    expect((await app.inject({ url: OUTBOX, remoteAddress: '::1' })).statusCode).toBe(200);
  });
});

describe('DEV_OUTBOX', () => {
  it('is off unless set, whatever NODE_ENV says (a plain npm start sets neither)', () => {
    const unset = loadConfig({});
    expect(unset.nodeEnv).toBe('development');
    expect(unset.devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('is off in production unless asked for (the test stack runs the production build)', () => {
    expect(loadConfig(PRODUCTION).devOutbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });
});

describe('dev/outbox without DEV_OUTBOX in development', () => {
  const app = useTestApp({
    env: {
      NODE_ENV: 'development',
      DEV_OUTBOX: 'false',
      JOBS_WORKERS: 'false',
      LOG_LEVEL: 'silent',
    },
  });

  it('does not exist, not even for loopback', async () => {
    expectApiError(await app.inject(OUTBOX), 404, NOT_FOUND);
    expectApiError(await app.inject({ url: OUTBOX, remoteAddress: '::1' }), 404, NOT_FOUND);
  });
});

describe('dev/outbox in production', () => {
  const app = useTestApp({
    env: { ...PRODUCTION, DEV_OUTBOX: 'false', LOG_LEVEL: 'silent', JOBS_WORKERS: 'false' },
  });

  it('does not exist', async () => {
    expectApiError(await app.inject(OUTBOX), 404, NOT_FOUND);
  });
});

describe('dev/outbox in production when asked for', () => {
  const app = useTestApp({
    env: { ...PRODUCTION, DEV_OUTBOX: 'true', LOG_LEVEL: 'silent', JOBS_WORKERS: 'false' },
  });

  it('answers loopback clients only', async () => {
    expect((await app.inject({ url: OUTBOX, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expectApiError(await throughProxy(app, '203.0.113.9'), 404, NOT_FOUND);
  });
});
