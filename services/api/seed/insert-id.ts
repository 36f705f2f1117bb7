import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../src/db/client';

/** Inserts one row and returns its id, which the rows under it point to. */
export async function insertId<T extends PgTable & { id: PgColumn }>(
  db: Db | Tx,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error(`${getTableName(table)}: the insert returned nothing`);
  return row.id as number;
}
