import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { type TestAppOptions, buildTestApp } from './build-test-app';

/**
 * A describe block's app with RECAPTCHA_SECRET set and `fetch` (the verify call to Google)
 * mocked: each test says what Google answers with `fetchMock.mockResolvedValueOnce`.
 */
export function recaptchaSuite(
  build: (options: TestAppOptions) => Promise<FastifyInstance> = buildTestApp,
) {
  const fetchMock = vi.fn<typeof fetch>();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    app = await build({ env: { RECAPTCHA_SECRET: 'test-secret' } });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await app?.close();
  });
  afterEach(() => fetchMock.mockReset());
  return {
    fetchMock,
    app: (): FastifyInstance => {
      if (!app) throw new Error('the reCAPTCHA suite app is not built yet');
      return app;
    },
  };
}
