/**
 * `tsx seed/run.ts`: fills an empty database with the demo content and writes the demo files
 * into DATA_DIR, then exits. It opens the database exactly as the server does (DATA_DIR or
 * DATABASE_URL, same migrations), so the launcher runs it before the API starts: PGlite has one
 * owner at a time. A database that already holds content is left as it is.
 */
import { loadConfigOrExit } from '../src/config';
import { seedConfigured } from './seed-configured';

async function main() {
  const seeded = await seedConfigured(loadConfigOrExit());
  console.log(seeded ? 'seeded an empty database with demo content' : 'database already seeded');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
