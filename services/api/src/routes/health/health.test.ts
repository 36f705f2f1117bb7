import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/build-test-app';

describe('GET /api/v1/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers ok after a database round trip', async () => {
    const res = await app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('is not rate limited', async () => {
    const res = await app.inject('/api/v1/health');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
