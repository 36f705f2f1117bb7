/**
 * `tsx seed/run.ts`: fills an empty database with the demo content and writes the demo files
 * into DATA_DIR, then exits. It opens the database exactly as the server does (DATA_DIR or
 * DATABASE_URL, same migrations), so the launcher runs it before the API starts: PGlite has one
 * owner at a time. A database that already holds content is left as it is.
 *
 * With REDIS_URL, after writing content it publishes `content-changed` so running API replicas
 * (and the proxy) drop what they cached.
 */
import { loadConfigOrExit } from '../src/config';
import { announceContentChanged } from '../src/lib/state/content-changed';
import { RedisUnreachableError } from '../src/lib/state/redis';
import { seedConfigured } from './seed-configured';

async function main() {
  const config = loadConfigOrExit();
  const seeded = await seedConfigured(config);
  console.log(seeded ? 'seeded an empty database with demo content' : 'database already seeded');
  if (seeded)
    await announceContentChanged({ url: config.redisUrl, prefix: config.redisPrefix }, 'seed');
}

main().catch((error: unknown) => {
  console.error(error instanceof RedisUnreachableError ? error.message : error);
  process.exit(1);
});
