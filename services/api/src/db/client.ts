import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The same Drizzle API over either driver; route code never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /** Closing PGlite flushes its files; skipping it loses recent writes. */
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Both extensions need the option here and CREATE EXTENSION (in migration 0000). */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/** Wraps an open PGlite (file-backed, in-memory or loaded from a dump). */
export function fromPglite(client: PGlite, onClose?: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      if (!client.closed) await client.close();
      await onClose?.();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own, and a second process writing the same directory silently
 * loses data; a pid file makes the second start fail loudly instead.
 */
async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  const existing = await readFile(lockFile, 'utf8').catch(() => null);
  const pid = Number(existing);
  if (existing !== null && Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
    throw new Error(`The embedded database at ${dataDir} is already open by process ${pid}.`);
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly memory, which never gives back what it
 * touched: the default 128 MB filled to ~150 MB resident after the start-up reads. The demo data
 * fits several times over, and the pages it evicts are a read of a file the OS caches anyway.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const release = await acquireLock(dataDir);
  try {
    const client = await PGlite.create(dataDir, {
      extensions: PGLITE_EXTENSIONS,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    return fromPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** Any fixed number: the key of the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 0x62726b72; // "brkr"

export function openPostgres(
  connectionString: string,
  /** Told when an idle connection dies (server restart, admin termination); default: ignored. */
  onIdleError: (error: Error) => void = () => {},
): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // pg emits 'error' when the server ends an idle connection (57P01 on a restart or
  // pg_terminate_backend): the pool has already dropped it and the next query opens another,
  // but an 'error' event with no listener would end the process.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    // Several replicas (and the seed job) may start at once: each waits for the lock, and the
    // ones after the first find every migration applied.
    async migrate() {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The configured database, migrated: PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR.
 * The server and the seed CLI open it the same way (one at a time: PGlite has one owner).
 */
export async function openMigrated(
  where: { databaseUrl?: string | undefined; dataDir: string },
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  const database = where.databaseUrl
    ? openPostgres(where.databaseUrl, onIdleError)
    : await openPglite(path.join(where.dataDir, 'pglite'));
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
