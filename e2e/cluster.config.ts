import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumProject } from './support/browser';
import { CLUSTER } from './support/cluster';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const CI = Boolean(process.env.CI);

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
    command: `node_modules/.bin/tsx scripts/start.ts --cluster --temp-data${process.env.E2E_CLUSTER_BUILD ? '' : ' --skip-build'}`,
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
      CLUSTER_PG_PORT: String(CLUSTER.pgPort),
      CLUSTER_REDIS_PORT: String(CLUSTER.redisPort),
      CLUSTER_S3_PORT: String(CLUSTER.s3Port),
      PUBLIC_URL: CLUSTER.baseUrl,
      // Low on purpose: the smoke proves a form limit counted on one replica holds on the other.
      FORM_RATE_LIMIT_MAX: String(CLUSTER.formLimit),
      UPSTREAM_TIMEOUT_MS: '30000',
      // As the main suite: a session replayed from 09:20 (prices from the first push, and no
      // wrap back to the pre-open during the run), slowly enough to stay in continuous trading.
      PRICEBOARD_CLOCK: process.env.PRICEBOARD_CLOCK ?? 'replay:2026-11-20:3:09:20',
      // The test stack reads the mails and SMS it sends (GET /api/v1/dev/outbox, loopback only),
      // as npm run dev does; a plain npm start never opens it.
      DEV_OUTBOX: 'true',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      NO_COLOR: '1',
    },
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
