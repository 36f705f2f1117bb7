/**
 * `npm test --workspace @brokerage/api` (part of `npm test`): the API suite, once.
 *
 * With TEST_DATABASE_URL, TEST_REDIS_URL and TEST_STORAGE_URL set (.ci/run starts the three
 * servers) every file runs on the production engines (API_TEST_BACKEND=cluster: PostgreSQL,
 * Redis, S3; test/backend.ts), then the files about the embedded default run again on it
 * (PGlite, the database as the shared state, DATA_DIR). The rest of the embedded default is
 * what the e2e stack runs on: every page and form of `npm run test:e2e` goes through PGlite.
 * The whole suite on PGlite took 14 min of CI's 16 in `turbo run test` (a PGlite copy per
 * file, a single-connection engine), on PostgreSQL under 5.
 *
 * Without the servers the whole suite runs on the embedded default, with a note; CI, which
 * always has them, fails instead. Arguments go to vitest (`npm test -- src/routes/bonds`).
 * `npm run test:embedded` and `npm run test:cluster` run the whole suite on one backend.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The files whose subject differs on the embedded default: its rate limits in memory, its
 * start-up and probes on PGlite, content events and SSO states through the database, the seed
 * on PGlite, the report files in DATA_DIR. The adapters' own files (shared state, object store,
 * job queue) test every engine in one run and are not repeated.
 */
export const EMBEDDED_FILES = [
  'src/plugins/external/rate-limit.test.ts',
  'src/server.test.ts',
  'src/routes/probes/probes.test.ts',
  'src/plugins/app/content-cache.test.ts',
  'src/repositories/sso-states.test.ts',
  'seed/seed.test.ts',
  'test/seeded/files.test.ts',
  'test/seeded/report-access.test.ts',
];

const SERVERS = ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'TEST_STORAGE_URL'] as const;

type Backend = 'embedded' | 'cluster';

function vitest(backend: Backend, args: string[]): number {
  console.log(`\nAPI suite on the ${backend} backend${args.length ? `: ${args.join(' ')}` : ''}`);
  const run = spawnSync('vitest', ['run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, API_TEST_BACKEND: backend },
  });
  return run.status ?? 1;
}

function main(): number {
  const given = process.argv.slice(2);
  const mode = given[0] === 'embedded' || given[0] === 'cluster' ? given[0] : 'auto';
  const args = mode === 'auto' ? given : given.slice(1);
  const missing = SERVERS.filter((name) => !process.env[name]);
  if (mode === 'embedded') return vitest('embedded', args);
  if (missing.length > 0) {
    const note = `API suite on PostgreSQL + Redis + S3: ${missing.join(', ')} not set`;
    if (process.env.CI) {
      console.error(`${note} (CI must run it: see .ci/run)`);
      return 1;
    }
    if (mode === 'cluster') {
      console.error(`${note} (.ci/run shows how to start the three servers)`);
      return 1;
    }
    console.warn(`${note}: it runs on the embedded default instead`);
    return vitest('embedded', args);
  }
  if (mode === 'cluster') return vitest('cluster', args);
  const gone = EMBEDDED_FILES.filter((file) => !existsSync(file));
  if (gone.length > 0) {
    console.error(`test/suite.ts EMBEDDED_FILES names files that are gone: ${gone.join(', ')}`);
    return 1;
  }
  // Given files or filters run on both backends; without, the whole suite and the embedded files.
  const cluster = vitest('cluster', args);
  const embedded = vitest('embedded', args.length > 0 ? args : EMBEDDED_FILES);
  return cluster !== 0 ? cluster : embedded;
}

process.exit(main());
