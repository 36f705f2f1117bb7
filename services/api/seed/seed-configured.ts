import type { AppConfig } from '../src/config';
import { openMigrated } from '../src/db/client';
import { openObjectStore } from '../src/lib/storage/open-store';
import { seedDatabase } from '.';
import { ensureSeedFiles } from './files';

/**
 * Seeds the configured database (migrating it first, as the server would) and writes the demo
 * files into the configured object store: DATA_DIR/uploads, or STORAGE_URL's bucket (made when
 * missing). True when rows were added.
 */
export async function seedConfigured(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'storageUrl'>,
): Promise<boolean> {
  const database = await openMigrated(config);
  const store = openObjectStore(config);
  try {
    const seeded = await seedDatabase(database.db);
    await ensureSeedFiles(store);
    return seeded;
  } finally {
    await store.close();
    await database.close();
  }
}
