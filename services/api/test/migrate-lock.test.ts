import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';

/**
 * Several API replicas (and the seed job) start at once on one PostgreSQL: without a lock two
 * of them would apply the same migration and one would fail on "relation already exists".
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI)
  throw new Error('TEST_DATABASE_URL must be set in CI (see .ci/run)');

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  const dbName = `brokerage_migrate_${process.pid}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
  });

  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin?.end();
  });

  it('are applied once when three processes migrate a new database at the same time', async () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const replicas = [1, 2, 3].map(() => openPostgres(url.toString()));
    try {
      await expect(Promise.all(replicas.map((r) => r.migrate()))).resolves.toBeDefined();
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('SELECT hash FROM drizzle.__drizzle_migrations');
      const hashes = applied.rows.map((r: { hash: string }) => r.hash);
      await check.end();
      expect(hashes.length).toBeGreaterThan(0);
      expect(new Set(hashes).size).toBe(hashes.length);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });
});
