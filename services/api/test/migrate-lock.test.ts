import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { testServerUrl, useScratchDatabase } from './backend';

/**
 * Several API replicas (and the seed job) start at once on one PostgreSQL: without a lock two
 * of them would apply the same migration and one would fail on "relation already exists".
 */
const adminUrl = testServerUrl('TEST_DATABASE_URL');

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  const { url } = useScratchDatabase(adminUrl, 'brokerage_migrate');

  it('are applied once when three processes migrate a new database at the same time', async () => {
    const replicas = [1, 2, 3].map(() => openPostgres(url));
    try {
      await expect(Promise.all(replicas.map((r) => r.migrate()))).resolves.toBeDefined();
      const check = new pg.Client({ connectionString: url });
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
