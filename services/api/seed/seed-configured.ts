import type { AppConfig } from '../src/config';
import { openMigrated } from '../src/db/client';
import { seedDatabase } from '.';
import { ensureSeedFiles } from './files';

/**
 * Seeds the configured database (migrating it first, as the server would) and copies the demo
 * files into DATA_DIR. True when rows were added.
 */
export async function seedConfigured(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<boolean> {
  const database = await openMigrated(config);
  try {
    const seeded = await seedDatabase(database.db);
    await ensureSeedFiles(config.dataDir);
    return seeded;
  } finally {
    await database.close();
  }
}
