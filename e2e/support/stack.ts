/**
 * What the main suite's stack (playwright.config.ts) and the cluster smoke's
 * (cluster.config.ts) have in common: where the launcher runs, the environment both add to
 * their own, and how the launcher's output is kept and the launcher stopped.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where `scripts/start.ts` runs. */
export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const CI = Boolean(process.env.CI);

/** The variables both test stacks set; each config adds its ports and limits. */
export const STACK_ENV = {
  // Two browsers and the whole stack share two cores: a slow answer under that load is
  // not a hung API (the proxy's own tests prove the 5 s default turns a hang into a 503).
  UPSTREAM_TIMEOUT_MS: '30000',
  // The price board replays the last stored session (Friday 2026-11-20, the seed's last day)
  // from 09:20 at 3× (a board minute every 20 s): every run sees the same day moving in
  // continuous trading, whatever the hour, and the morning lasts 43 minutes, longer than the
  // suite, so the live specs (e2e/analysis/*.spec.ts) never meet the lunch break; the prices
  // come from the first push, with no wrap back to the pre-open during the run.
  PRICEBOARD_CLOCK: process.env.PRICEBOARD_CLOCK ?? 'replay:2026-11-20:3:09:20',
  // The test stack reads the mails and SMS it sends (GET /api/v1/dev/outbox, loopback only),
  // as npm run dev does; a plain npm start never opens it.
  DEV_OUTBOX: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  NO_COLOR: '1',
};

/** The launcher's output and its stop, for `webServer`. */
export const STACK_PROCESS = {
  stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
  stderr: 'pipe',
  // SIGTERM lets the launcher stop the API (PGlite) cleanly and delete the temp DATA_DIR;
  // the default would SIGKILL the launcher and orphan its process groups.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
} as const;
