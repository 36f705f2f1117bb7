/**
 * Which engines the API suite runs on. By default the embedded ones (PGlite, the database as
 * the shared state, DATA_DIR/uploads). `API_TEST_BACKEND=cluster` (what `npm test` runs where the
 * three servers are set, as in CI: test/suite.ts) runs the same suite on the production ones: PostgreSQL (TEST_DATABASE_URL,
 * one database per test app, copied from a seeded template), Redis (TEST_REDIS_URL, a key
 * prefix per test app) and an S3-compatible server (TEST_STORAGE_URL, the seeded files under a
 * prefix of the run).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestBackend = 'embedded' | 'cluster';

export const testBackend = (): TestBackend =>
  process.env.API_TEST_BACKEND === 'cluster' ? 'cluster' : 'embedded';

/** True in the cluster pass: a test about an embedded engine itself (PGlite) skips there. */
export const onCluster = testBackend() === 'cluster';

export interface ClusterEngines {
  /** A superuser connection to the server (to create and drop the test databases). */
  adminUrl: string;
  redisUrl: string;
  /** The bucket and the run's prefix, with the seeded demo files in it. */
  storageUrl: string;
  /** The migrated, seeded database every test app copies. */
  templateDatabase: string;
  /** Starts the name of every database of this run, so its teardown can find the leftovers. */
  runTag: string;
}

const REQUIRED = ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'TEST_STORAGE_URL'] as const;

/**
 * A server a test needs (TEST_DATABASE_URL, TEST_REDIS_URL, TEST_STORAGE_URL): undefined on a
 * machine without it, where those tests skip; CI, whose .ci/run starts them all, fails without.
 */
export function testServerUrl(variable: (typeof REQUIRED)[number]): string | undefined {
  const url = process.env[variable];
  if (!url && process.env.CI) throw new Error(`${variable} must be set in CI (see .ci/run)`);
  return url;
}

/** The cluster pass's servers from the environment (.ci/run starts them), or a clear error. */
export function clusterServers(): { adminUrl: string; redisUrl: string; storageUrl: string } {
  const missing = REQUIRED.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `API_TEST_BACKEND=cluster needs ${missing.join(', ')} (PostgreSQL, Redis and an S3 ` +
        'server; .ci/run starts them: see its "postgresql" and "s3 server" sections)',
    );
  }
  return {
    adminUrl: process.env.TEST_DATABASE_URL!,
    redisUrl: process.env.TEST_REDIS_URL!,
    storageUrl: process.env.TEST_STORAGE_URL!,
  };
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other test app of any run uses (PostgreSQL identifiers: lower case, ≤ 63). */
export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (adminUrl: string, name: string, template?: string) =>
  withAdmin(adminUrl, (c) =>
    c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );

/**
 * Drops a database once its connections are gone. A pool that has just been closed may still
 * have backends on their way out: the drop waits for them (up to 5 s) rather than terminate
 * them, since a terminated connection of this process's own would raise an 'error' event
 * (57P01) on a client that no longer listens, an unhandled error that fails the run. Only a
 * database still in use after that is dropped WITH (FORCE).
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * An empty database of the enclosing `describe`'s own on the server of `adminUrl`, created
 * before its first test and dropped after its last (after the describe's own `afterAll`s).
 */
export function useScratchDatabase(adminUrl: string | undefined, prefix: string) {
  const name = uniqueName(prefix);
  // Without a server the describe skips: nothing to create.
  if (!adminUrl) return { name, url: '' };
  beforeAll(() => createDatabase(adminUrl, name));
  afterAll(() => dropDatabase(adminUrl, name));
  return { name, url: databaseUrl(adminUrl, name) };
}

/**
 * Drops a test app's database once nothing uses it. Still in use (a pool that has not let go
 * yet) it stays, and the run's teardown drops it with the others.
 */
export async function dropDatabaseIfIdle(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`)).catch(
    (error: { code?: string }) => {
      // 55006: "database is being accessed by other users".
      if (error.code !== '55006') throw error;
    },
  );
}

/** Drops every database of a run (its teardown: every test app has closed by then). */
export const dropRunDatabases = (adminUrl: string, runTag: string) =>
  withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`%${runTag}%`],
    );
    for (const { datname } of rows)
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
