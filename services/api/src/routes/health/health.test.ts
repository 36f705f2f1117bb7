import { useTestApp } from '../../test/build-test-app';

describe('GET /api/v1/health', () => {
  const app = useTestApp();

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
