import type { FastifyInstance } from 'fastify';
import { ApiErrorBodySchema } from '@brokerage/shared/validation';
import { buildTestApp } from './test/build-test-app';

describe('app-wide behaviour', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      before: (instance) => {
        instance.get('/api/v1/test-boom', async () => {
          throw new Error('secret stack detail');
        });
      },
    });
  });
  afterAll(() => app.close());

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
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      errors: [{ code: 'internal_error', message: 'An error has occurred. Please try again.' }],
    });
    expect(res.body).not.toContain('secret');
  });

  it('rejects malformed JSON and unsupported bodies with the envelope', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/page-views',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('invalid_json');

    const xml = await app.inject({
      method: 'POST',
      url: '/api/v1/page-views?locale=en',
      headers: { 'content-type': 'application/xml' },
      payload: '<path/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      errors: [{ code: 'unsupported_media_type', message: 'This content type is not supported.' }],
    });
  });

  it('sends rate-limit headers on normal answers', async () => {
    const res = await app.inject('/api/v1/systems/general');
    expect(res.headers['x-ratelimit-limit']).toBe('600');
  });
});

describe('rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => app.close());

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

describe('maintenance mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ env: { MAINTENANCE_MODE: 'true', MAINTENANCE_RETRY_AFTER: '120' } });
  });
  afterAll(() => app.close());

  it.each([
    '/api/v1/pages/static/home-page',
    '/api/v1/systems/general',
    '/api/v1/unknown',
    '/api/docs/json',
  ])('%s answers 503 maintenance with Retry-After', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('120');
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'maintenance',
          message: 'Rất tiếc, hệ thống đang được bảo trì. Quý khách vui lòng quay lại sau.',
        },
      ],
    });
  });

  it('keeps health open', async () => {
    const res = await app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
  });
});
