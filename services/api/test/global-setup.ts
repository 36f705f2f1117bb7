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
  const dump = await client.dumpDataDir('none');
  const template = path.join(dataDir, 'template.tar');
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
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
