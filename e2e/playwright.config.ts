import { defineConfig } from '@playwright/test';
import { chromiumCameraProject, chromiumProject } from './support/browser';
import { FAKE_CAMERA_FILE } from './support/ekyc-samples';
import {
  BASE_URL,
  E2E_API_PORT,
  E2E_EKYC_PORT,
  E2E_PORT,
  E2E_PRICEBOARD_PORT,
  E2E_SSO_PORT,
} from './support/env';
import { CI, ROOT, STACK_ENV, STACK_PROCESS } from './support/stack';

/** The eKYC specs that film with Chromium's fake camera (their own project, below). */
const EKYC_CAMERA_SPECS = 'onboarding/ekyc-*.camera.spec.ts';
/**
 * Turns the bond flow off for the whole stack: its own project, after every other one. (Naming
 * this file on the command line pulls in its dependencies whole; alone:
 * `npx playwright test --project stack-wide-flags --no-deps`.)
 */
const BOND_FLAG_SPEC = 'onboarding/bond-flag.spec.ts';

/**
 * End-to-end tests through the proxy, against a stack started fresh for the run by the same
 * launcher as `npm start`, on its own ports and a throw-away DATA_DIR (--temp-data), so every
 * run sees the seed and nothing a developer's `npm start` wrote.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['{platform,corporate,analysis,recruitment,onboarding}/**/*.spec.ts'],
  outputDir: 'test-results',
  // Two workers: one core for the browser, one shared by the API and proxy on a 2-core box.
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Failures keep a trace and a screenshot under e2e/test-results/ (show-trace opens them).
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // A trace only when a failed test runs again: recording one for every test costs about a
    // fifth of the suite's time on a two-core runner (screencast and DOM snapshots).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { ...chromiumProject, testIgnore: [EKYC_CAMERA_SPECS, BOND_FLAG_SPEC] },
    // The eKYC sample photos, face video and fake camera file, written before the camera's
    // browser starts (support/ekyc-samples.ts; the other specs write them on first use).
    { name: 'ekyc-samples', testMatch: 'onboarding/ekyc.setup.ts' },
    {
      ...chromiumCameraProject(FAKE_CAMERA_FILE),
      testMatch: EKYC_CAMERA_SPECS,
      dependencies: ['ekyc-samples'],
    },
    {
      ...chromiumProject,
      name: 'stack-wide-flags',
      testMatch: BOND_FLAG_SPEC,
      dependencies: ['debian-chromium', 'debian-chromium-camera'],
    },
  ],
  webServer: {
    command: 'node scripts/launch.mjs --temp-data',
    cwd: ROOT,
    url: `${BASE_URL}/api/v1/health`,
    // Locally an already running test stack may be reused; CI always starts a fresh one.
    reuseExistingServer: !CI,
    // A fresh clone builds four sites and seeds a database before this answers.
    timeout: 300_000,
    env: {
      PORT: String(E2E_PORT),
      API_PORT: String(E2E_API_PORT),
      SSO_PORT: String(E2E_SSO_PORT),
      PRICEBOARD_PORT: String(E2E_PRICEBOARD_PORT),
      EKYC_PORT: String(E2E_EKYC_PORT),
      // The browser is on BASE_URL: the SSO's redirect URIs and issuer must be on that origin.
      PUBLIC_URL: BASE_URL,
      // Every test comes from 127.0.0.1: one rate-limit bucket for the whole suite.
      RATE_LIMIT_MAX: '1000000',
      FORM_RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      SSO_RATE_LIMIT_MAX: '1000000',
      // Wrong-password tests from parallel workers share the address; the per-account lockout
      // still applies (the API's own tests cover both limits).
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      // Parallel workers' wrong-password tests on the demo accounts share 127.0.0.1: eight free
      // failures per (account, address) pair before the 2ⁿ s delays (hardening.spec.ts checks them).
      LOGIN_DELAY_AFTER_FAILURES: '8',
      // …and are one client network to the password-hashing pool, whose default share per
      // network (4 places) a parallel burst in one test would take from the other workers.
      LOGIN_HASH_QUEUE_PER_NETWORK: '1000',
      LOGIN_HASH_MAX_WAIT_MS: '60000',
      // The replayed session, the outbox, the log level (support/stack.ts).
      ...STACK_ENV,
    },
    ...STACK_PROCESS,
  },
});
