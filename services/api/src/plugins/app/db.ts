import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { type Database, type Db, openPglite, openPostgres } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { ensureSeedFiles } from '../../db/seed/files';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already migrated and seeded database (tests); otherwise opened from the config. */
  database?: Database;
}

/**
 * Opens PGlite under DATA_DIR (or PostgreSQL by DATABASE_URL), migrates, seeds an empty
 * database, and closes it with the app.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, { config, database: given }) => {
    let database = given;
    if (!database) {
      database = config.databaseUrl
        ? openPostgres(config.databaseUrl)
        : await openPglite(path.join(config.dataDir, 'pglite'));
      try {
        await database.migrate();
        const seeded = await seedDatabase(database.db);
        if (seeded) app.log.info('seeded an empty database with demo content');
        await ensureSeedFiles(config.dataDir);
      } catch (error) {
        await database.close();
        throw error;
      }
    }
    const opened = database;
    app.decorate('database', opened);
    app.decorate('db', opened.db);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'db' },
);
