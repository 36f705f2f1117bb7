import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's `db` option over the app's own PGlite (the embedded default has one owner, so the
 * queue cannot open a pool of its own). PGlite's `query()` refuses text with several
 * statements, which pg-boss sends without parameters (schema installs, maintenance): that text
 * goes through `exec()`, and the last statement's result is the answer.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
