import { ApiErrorBodySchema } from '@brokerage/shared/validation/common.ts';
import { buildTestApp, useTestApp } from './test/build-test-app';
import { post } from './test/requests';
import { expectApiError } from './test/responses';

describe('app-wide behaviour', () => {
  const app = useTestApp({
    before: (instance) => {
      instance.get('/api/v1/test-boom', async () => {
        throw new Error('secret stack detail');
      });
    },
  });

  it('answers an unknown route with 404 not_found in Vietnamese by default', async () => {
    const res = await app.inject('/api/v1/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(res.json())).toEqual({
      errors: [{ code: 'not_found', message: 'Không tìm thấy đường dẫn được yêu cầu.' }],
    });
  });

  it('speaks English with locale=en and Vietnamese for any other locale', async () => {
    const en = await app.inject('/api/v1/does-not-exist?locale=en');
    expect(en.json().errors[0].message).toBe('The requested address was not found.');
    const fr = await app.inject('/api/v1/does-not-exist?locale=fr');
    expect(fr.json().errors[0].message).toBe('Không tìm thấy đường dẫn được yêu cầu.');
  });

  it('hides the details of an unexpected error', async () => {
    const res = await app.inject('/api/v1/test-boom?locale=en');
    expectApiError(res, 500, {
      code: 'internal_error',
      message: 'An error has occurred. Please try again.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('rejects malformed JSON and unsupported bodies with the envelope', async () => {
    const bad = await post(app, '/api/v1/page-views', '{"path":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('invalid_json');

    const xml = await post(app, '/api/v1/page-views?locale=en', '<path/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expectApiError(xml, 415, {
      code: 'unsupported_media_type',
      message: 'This content type is not supported.',
    });
  });

  it('sends rate-limit headers on normal answers', async () => {
    const res = await app.inject('/api/v1/systems/general');
    expect(res.headers['x-ratelimit-limit']).toBe('600');
  });
});

describe('rate limit', () => {
  const app = useTestApp({ env: { RATE_LIMIT_MAX: '2' } });

  it('answers 429 rate_limited with Retry-After once the budget is spent', async () => {
    await app.inject('/api/v1/menus');
    await app.inject('/api/v1/menus');
    const res = await app.inject('/api/v1/menus?locale=en');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'rate_limited',
          message: `Too many requests. Please try again in ${retryAfter} seconds.`,
        },
      ],
    });
  });

  it('keeps health reachable', async () => {
    expect((await app.inject('/api/v1/health')).statusCode).toBe(200);
  });
});

describe('client address behind the proxy (issue 9 finding 5)', () => {
  const app = useTestApp({ env: { RATE_LIMIT_MAX: '2' } });

  const get = (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      url: '/api/v1/systems/general',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('gives each client the proxy forwards its own bucket', async () => {
    // Many visitors through the one local proxy: none of them spends another's budget.
    for (const client of ['198.51.100.1', '198.51.100.2', '2001:db8::7', '198.51.100.3']) {
      const res = await get('127.0.0.1', client);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe('1');
    }
    expect((await get('::1', '198.51.100.9')).headers['x-ratelimit-remaining']).toBe('1');
    expect((await get('::ffff:127.0.0.1', '198.51.100.9')).headers['x-ratelimit-remaining']).toBe(
      '0',
    );
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const statuses = [];
    for (const spoofed of ['198.51.100.21', '198.51.100.22', '198.51.100.23'])
      statuses.push((await get('203.0.113.50', spoofed)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('takes the address the proxy saw, not one the client put in front of it', async () => {
    // The proxy overwrites the header, but a chain must still resolve to the hop next to us.
    const first = await get('127.0.0.1', '192.0.2.99, 198.51.100.40');
    const second = await get('127.0.0.1', '192.0.2.100, 198.51.100.40');
    expect([first, second].map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['1', '0']);
  });
});

describe('a trusted proxy list from TRUST_PROXY', () => {
  it('trusts only the configured proxies', async () => {
    const app = await buildTestApp({
      env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: '10.1.0.0/16, 192.0.2.5' },
    });
    try {
      const from = (remoteAddress: string, client: string) =>
        app.inject({
          url: '/api/v1/menus',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
        });
      expect((await from('10.1.2.3', '198.51.100.1')).statusCode).toBe(200);
      expect((await from('192.0.2.5', '198.51.100.2')).statusCode).toBe(200);
      // Loopback is not trusted once a list is given: both come from 127.0.0.1's bucket.
      expect((await from('127.0.0.1', '198.51.100.3')).statusCode).toBe(200);
      expect((await from('127.0.0.1', '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('body size (issue 9 finding 7)', () => {
  const app = useTestApp();

  it('answers an oversized JSON body with 413 payload_too_large in the envelope', async () => {
    const res = await post(
      app,
      '/api/v1/contacts?locale=en',
      JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
      { headers: { 'content-type': 'application/json' } },
    );
    expectApiError(res, 413, {
      code: 'payload_too_large',
      message: 'The request body is too large.',
    });
    const vi = await post(
      app,
      '/api/v1/page-views',
      JSON.stringify({ path: `/${'a'.repeat(1024 * 1024)}` }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(vi.statusCode).toBe(413);
    expect(vi.json().errors[0]).toEqual({
      code: 'payload_too_large',
      message: 'Dữ liệu gửi lên vượt quá dung lượng cho phép.',
    });
  });

  it('answers a body longer than its Content-Length says with 400, not 500', async () => {
    const res = await post(app, '/api/v1/page-views?locale=en', '{"path":"/gioi-thieu"}', {
      headers: { 'content-type': 'application/json', 'content-length': '5' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors[0].code).toEqual(expect.any(String));
  });
});

describe('maintenance mode', () => {
  const app = useTestApp({ env: { MAINTENANCE_MODE: 'true', MAINTENANCE_RETRY_AFTER: '120' } });

  it.each([
    '/api/v1/pages/static/home-page',
    '/api/v1/systems/general',
    '/api/v1/unknown',
    '/api/docs/json',
  ])('%s answers 503 maintenance with Retry-After', async (url) => {
    const res = await app.inject(url);
    expect(res.headers['retry-after']).toBe('120');
    expectApiError(res, 503, {
      code: 'maintenance',
      message: 'Rất tiếc, hệ thống đang được bảo trì. Quý khách vui lòng quay lại sau.',
    });
  });

  it('keeps health open', async () => {
    const res = await app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
  });
});
