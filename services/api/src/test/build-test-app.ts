import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, PGLITE_EXTENSIONS, fromPglite } from '../db/client';

export interface TestAppOptions {
  /** Extra environment, e.g. `{ MAINTENANCE_MODE: 'true' }`. */
  env?: Record<string, string>;
  /** Runs before `ready()`, e.g. to add a route that throws. */
  before?: (app: FastifyInstance) => void | Promise<void>;
  /** The app's clock (see `testClock`); the system time otherwise. */
  now?: () => Date;
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

/** A private in-memory copy of the database migrated and seeded by the global setup. */
export async function openTemplateDatabase(): Promise<Database> {
  const client = await PGlite.create({
    loadDataDir: await openAsBlob(inject('apiTestTemplate')),
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client);
}

/** The real app on a private in-memory copy of the seeded template database. */
export async function buildTestApp({
  env = {},
  before,
  now,
}: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: inject('apiTestDataDir'), ...env });
  const app = await buildApp(config, { database: await openTemplateDatabase(), now });
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
