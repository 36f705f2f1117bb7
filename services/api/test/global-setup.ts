import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, fromPglite } from '../src/db/client';
import { JOBS } from '../src/lib/jobs/catalogue';
import { JobQueue } from '../src/lib/jobs/job-queue';
import { pgliteExecutor } from '../src/lib/jobs/pglite-executor';
import { seedDatabase } from '../seed';
import { ensureSeedFiles } from '../seed/files';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR with the seeded public and private report files (read only for tests). */
    apiTestDataDir: string;
    /** Tarball of a migrated and seeded PGlite data directory. */
    apiTestTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'brokerage-api-test-'));
  await ensureSeedFiles(dataDir);

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  await seedDatabase(database.db);
  // The job queue's schema and queues (pg-boss), once here rather than in every test app.
  const jobs = new JobQueue({
    connection: { db: pgliteExecutor(client) },
    jobs: JOBS,
    onFailure: () => Promise.resolve(),
    log: console,
  });
  await jobs.start({ workers: false });
  await jobs.stop();
  const dump = await client.dumpDataDir('none');
  const template = path.join(dataDir, 'template.tar');
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  project.provide('apiTestDataDir', dataDir);
  project.provide('apiTestTemplate', template);
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}
