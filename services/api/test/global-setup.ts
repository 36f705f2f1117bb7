import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, fromPglite, openPostgres } from '../src/db/client';
import { JOBS } from '../src/lib/jobs/catalogue';
import { JobQueue, type JobQueueOptions } from '../src/lib/jobs/job-queue';
import { pgliteExecutor } from '../src/lib/jobs/pglite-executor';
import { openObjectStore } from '../src/lib/storage/open-store';
import { seedDatabase } from '../seed';
import { ensureSeedFiles } from '../seed/files';
import {
  type ClusterEngines,
  clusterServers,
  createDatabase,
  databaseUrl,
  dropRunDatabases,
  testBackend,
  uniqueName,
} from './backend';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR with the seeded public and private report files (read only for tests). */
    apiTestDataDir: string;
    /** Tarball of a migrated and seeded PGlite data directory. */
    apiTestTemplate: string;
    /** The cluster pass's engines (API_TEST_BACKEND=cluster), else null. */
    apiTestCluster: ClusterEngines | null;
  }
}

/** The job queue's schema and queues (pg-boss), once in the template rather than per test app. */
async function installJobQueue(connection: JobQueueOptions<typeof JOBS>['connection']) {
  const jobs = new JobQueue({
    connection,
    jobs: JOBS,
    onFailure: () => Promise.resolve(),
    log: console,
  });
  await jobs.start({ workers: false });
  await jobs.stop();
}

/**
 * The dump without the WAL segments PostgreSQL keeps for reuse: after the checkpoint only the
 * current one (`wal`) is read at start-up, and the spare ones were about 80 MB of the 146 MB
 * that every test file's copy unpacked. A tar entry is a 512-byte header (name at 0, size in
 * octal at 124, name prefix at 345) and its data padded to 512 bytes; two empty blocks end it.
 */
function withoutSpareWal(tar: Buffer, wal: string): Buffer {
  const field = (header: Buffer, start: number, length: number) =>
    header
      .subarray(start, start + length)
      .toString('latin1')
      .replace(/\0.*$/s, '');
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (segment === undefined || segment === wal) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brokerage-api-test-'));
  await ensureSeedFiles(dataDir);
  const cluster = testBackend() === 'cluster' ? await prepareCluster() : null;

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  await seedDatabase(database.db);
  await installJobQueue({ db: pgliteExecutor(client) });
  // Written out of the WAL into the table files first: every test app loads this copy, and a
  // checkpointed one replays nothing (about 0.15 s less per load with the market dataset).
  await client.exec('CHECKPOINT');
  const { rows } = await client.query<{ wal: string }>(
    'select pg_walfile_name(pg_current_wal_lsn()) as wal',
  );
  const wal = rows[0]?.wal;
  if (!wal) throw new Error('PGlite named no current WAL file');
  const dump = await client.dumpDataDir('none');
  const template = path.join(dataDir, 'template.tar');
  await writeFile(template, withoutSpareWal(Buffer.from(await dump.arrayBuffer()), wal));
  await database.close();

  project.provide('apiTestDataDir', dataDir);
  project.provide('apiTestTemplate', template);
  project.provide('apiTestCluster', cluster);
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
    // The run's objects stay in the S3 server's folder, which .ci/run deletes.
    if (cluster) await dropRunDatabases(cluster.adminUrl, cluster.runTag);
  };
}

/** A seeded template database on PostgreSQL and the demo files in the bucket, for the run. */
async function prepareCluster(): Promise<ClusterEngines> {
  const servers = clusterServers();
  const runTag = uniqueName('run');
  const templateDatabase = `brokerage_tpl_${runTag}`;
  await createDatabase(servers.adminUrl, templateDatabase);
  const url = databaseUrl(servers.adminUrl, templateDatabase);
  const database = openPostgres(url);
  try {
    await database.migrate();
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  await installJobQueue({ connectionString: url, max: 2 });

  const storageUrl = `${servers.storageUrl.replace(/\/+$/, '')}/${uniqueName('api-suite')}`;
  const store = openObjectStore({ dataDir: os.tmpdir(), storageUrl });
  try {
    await ensureSeedFiles(store);
  } finally {
    await store.close();
  }
  return { ...servers, storageUrl, templateDatabase, runTag };
}
