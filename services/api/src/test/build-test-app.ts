import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { EkycVendor } from '../lib/ekyc-vendor/port';
import { type Database, PGLITE_EXTENSIONS, fromPglite, openPostgres } from '../db/client';
import {
  type ClusterEngines,
  createDatabase,
  databaseUrl,
  dropDatabaseIfIdle,
  uniqueName,
} from '../../test/backend';

export interface TestAppOptions {
  /** Extra environment, e.g. `{ MAINTENANCE_MODE: 'true' }`. */
  env?: Record<string, string>;
  /** Runs before `ready()`, e.g. to add a route that throws. */
  before?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's clock (see `testClock`); the system time otherwise. */
  now?: () => Date;
  /** The eKYC vendor (test/fake-ekyc-vendor.ts); the HTTP client at EKYC_VENDOR_URL otherwise. */
  ekycVendor?: EkycVendor;
  /** A database that outlives the app (a restart: the next app opens the same one). */
  shared?: SharedTestDatabase;
}

/** A seeded database several apps use in turn; the test closes it. */
export interface SharedTestDatabase {
  database: Database;
  /** Its DATABASE_URL in the cluster pass. */
  url?: string;
  close(): Promise<void>;
}

/** A private copy of the seeded template that apps built with `shared` do not close. */
export async function openSharedTestDatabase(): Promise<SharedTestDatabase> {
  const cluster = inject('apiTestCluster');
  if (!cluster) {
    const database = await openPgliteTemplate();
    return { database, close: () => database.close() };
  }
  const { database, url } = await openClusterDatabase(cluster);
  return { database, url, close: () => database.close() };
}

/** A clock that stands still until a test moves it (lockouts, expiries). */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * A private copy of the database migrated and seeded by the global setup: in memory (PGlite),
 * or in the cluster pass a new PostgreSQL database copied from the template, dropped on close.
 */
export async function openTemplateDatabase(): Promise<Database> {
  const cluster = inject('apiTestCluster');
  if (cluster) return (await openClusterDatabase(cluster)).database;
  return openPgliteTemplate();
}

/** The seeded template in PGlite, whatever the backend (tests of PGlite itself). */
export async function openPgliteTemplate(): Promise<Database> {
  const client = await PGlite.create({
    loadDataDir: await openAsBlob(inject('apiTestTemplate')),
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client);
}

async function openClusterDatabase({
  adminUrl,
  templateDatabase,
  runTag,
}: ClusterEngines): Promise<{ database: Database; url: string }> {
  const name = uniqueName(`brokerage_t_${runTag}`);
  await createDatabase(adminUrl, name, templateDatabase);
  const url = databaseUrl(adminUrl, name);
  const database = openPostgres(url);
  return {
    url,
    database: {
      ...database,
      async close() {
        await database.close();
        await dropDatabaseIfIdle(adminUrl, name);
      },
    },
  };
}

/**
 * The configuration of a test app: the seeded files in DATA_DIR, or in the cluster pass its own
 * database, a Redis key prefix of its own and the seeded bucket.
 */
async function testEnvironment(
  env: Record<string, string>,
  shared?: SharedTestDatabase,
): Promise<{ env: Record<string, string>; database: Database }> {
  const base = {
    NODE_ENV: 'test',
    DATA_DIR: inject('apiTestDataDir'),
    // As `npm run dev` and the e2e stack: tests read the messages sent through the outbox. A
    // production app refuses it.
    ...(env.NODE_ENV === 'production' ? {} : { DEV_OUTBOX: 'true' }),
  };
  const cluster = inject('apiTestCluster');
  const kept = shared && { ...shared.database, close: async () => {} };
  if (!cluster) return { env: { ...base, ...env }, database: kept ?? (await openPgliteTemplate()) };
  const { database, url } =
    kept && shared.url ? { database: kept, url: shared.url } : await openClusterDatabase(cluster);
  return {
    database,
    env: {
      ...base,
      DATABASE_URL: url,
      REDIS_URL: cluster.redisUrl,
      REDIS_PREFIX: `${uniqueName(`t_${cluster.runTag}`)}:`,
      STORAGE_URL: cluster.storageUrl,
      ...env,
    },
  };
}

/** The real app on a private in-memory copy of the seeded template database. */
export async function buildTestApp({
  env = {},
  before,
  now,
  ekycVendor,
  shared,
}: TestAppOptions = {}): Promise<FastifyInstance> {
  const setup = await testEnvironment(env, shared);
  const config = loadConfig(setup.env);
  const app = await buildApp(config, { database: setup.database, now, ekycVendor });
  await before?.(app);
  await app.ready();
  return app;
}

/**
 * The app of the enclosing `describe`: built before its first test, closed after its last.
 * The handle stands for the app once built (using it outside a test or hook throws), so a
 * suite reads `const app = useTestApp(…)` and its tests call `app.inject` as usual.
 */
export function useTestApp(
  options: TestAppOptions = {},
  build: (options: TestAppOptions) => Promise<FastifyInstance> = buildTestApp,
): FastifyInstance {
  let current: FastifyInstance | undefined;
  beforeAll(async () => {
    current = await build(options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as FastifyInstance, {
    get(_target, key) {
      if (!current) throw new Error('the test app is built in beforeAll: use it inside a test');
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
