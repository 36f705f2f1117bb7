/**
 * `tsx seed/run.ts`: fills an empty database with the demo content and writes the demo files
 * into DATA_DIR, then exits. It opens the database exactly as the server does (DATA_DIR or
 * DATABASE_URL, same migrations), so the launcher runs it before the API starts: PGlite has one
 * owner at a time. A database that already holds content is left as it is.
 */
import { ConfigError, loadConfig } from '../src/config';
import { seedConfigured } from './seed-configured';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const seeded = await seedConfigured(config);
  console.log(seeded ? 'seeded an empty database with demo content' : 'database already seeded');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
