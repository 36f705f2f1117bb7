/**
 * `npm run test:cluster --workspace @brokerage/api` (part of `npm test`): the whole API suite
 * again on PostgreSQL, Redis and an S3-compatible server (test/backend.ts). Needs
 * TEST_DATABASE_URL, TEST_REDIS_URL and TEST_STORAGE_URL; .ci/run starts the three servers. A
 * developer without them gets a note and a skip; CI never skips.
 */
import { spawnSync } from 'node:child_process';

const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'TEST_STORAGE_URL'].filter(
  (name) => !process.env[name],
);
if (missing.length > 0) {
  const note = `API suite on PostgreSQL + Redis + S3: ${missing.join(', ')} not set`;
  if (process.env.CI) {
    console.error(`${note} (CI must run it: see .ci/run)`);
    process.exit(1);
  }
  console.warn(`${note}: SKIPPED (.ci/run shows how to start the three servers)`);
  process.exit(0);
}
const run = spawnSync('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, API_TEST_BACKEND: 'cluster' },
});
process.exit(run.status ?? 1);
