import { defineConfig } from '@playwright/test';
import { chromiumProject } from './support/browser';
import { CLUSTER } from './support/cluster';
import { CI, ROOT, STACK_ENV, STACK_PROCESS } from './support/stack';

/**
 * The cluster smoke: `npm run start:cluster` (PostgreSQL, Redis, an S3 server, two API replicas
 * and two price-board instances behind the proxy) on its own ports and a throw-away DATA_DIR,
 * then one API replica and one board instance are killed mid-run (cluster/cluster.spec.ts). Runs after the main suite, whose stack is gone by then.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['cluster/**/*.spec.ts'],
  outputDir: 'test-results/cluster',
  // One story in order: the kill in one test is what the next ones look at.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: { baseURL: CLUSTER.baseUrl, locale: 'vi-VN', screenshot: 'only-on-failure' },
  projects: [chromiumProject],
  webServer: {
    // The main suite has built the sites already (npm test builds before it).
    command: `node scripts/launch.mjs --cluster --temp-data${process.env.E2E_CLUSTER_BUILD ? '' : ' --skip-build'}`,
    cwd: ROOT,
    url: `${CLUSTER.baseUrl}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(CLUSTER.port),
      API_PORT: String(CLUSTER.apiPorts[0]),
      SSO_PORT: String(CLUSTER.ssoPort),
      PRICEBOARD_PORT: String(CLUSTER.priceboardPorts[0]),
      CLUSTER_PRICEBOARD_REPLICAS: String(CLUSTER.priceboardPorts.length),
      EKYC_PORT: String(CLUSTER.ekycPort),
      CLUSTER_PG_PORT: String(CLUSTER.pgPort),
      CLUSTER_REDIS_PORT: String(CLUSTER.redisPort),
      CLUSTER_S3_PORT: String(CLUSTER.s3Port),
      PUBLIC_URL: CLUSTER.baseUrl,
      // Low on purpose: the smoke proves a form limit counted on one replica holds on the other.
      FORM_RATE_LIMIT_MAX: String(CLUSTER.formLimit),
      // As the main suite (support/stack.ts): the same replayed session, outbox and logs.
      ...STACK_ENV,
    },
    ...STACK_PROCESS,
  },
});
