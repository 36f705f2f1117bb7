import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { type TestAppOptions, buildTestApp, useTestApp } from './build-test-app';

/**
 * A describe block's app with RECAPTCHA_SECRET set and `fetch` (the verify call to Google)
 * mocked: each test says what Google answers with `fetchMock.mockResolvedValueOnce`.
 */
export function recaptchaSuite(
  build: (options: TestAppOptions) => Promise<FastifyInstance> = buildTestApp,
) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => fetchMock.mockReset());
  return { fetchMock, app: useTestApp({ env: { RECAPTCHA_SECRET: 'test-secret' } }, build) };
}
