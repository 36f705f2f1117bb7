import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { type Database, type Db, openMigrated } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already migrated database (tests: a seeded copy); otherwise opened from the config. */
  database?: Database;
}

/**
 * Opens PGlite under DATA_DIR (or PostgreSQL by DATABASE_URL), migrates, and closes it with the
 * app. The demo content is not the server's business: the launcher runs `seed/run.ts` first.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, { config, database: given }) => {
    const opened =
      given ??
      (await openMigrated(config, (error) =>
        app.log.warn(
          { err: error },
          'database: an idle connection ended; the next query opens another',
        ),
      ));
    app.decorate('database', opened);
    app.decorate('db', opened.db);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'db' },
);
