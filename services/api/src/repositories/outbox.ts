import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';
import { bindDb } from './bind-db';

export type OutboxRow = typeof devOutbox.$inferSelect;

async function add(db: Db, values: Omit<typeof devOutbox.$inferInsert, 'id'>): Promise<void> {
  await db.insert(devOutbox).values(values);
}

/** One page of the messages for an address or number, newest first. */
async function listFor(
  db: Db,
  recipient: string,
  page: number,
  limit: number,
): Promise<{ items: OutboxRow[]; total: number }> {
  const where = eq(devOutbox.recipient, recipient);
  const items = await db
    .select()
    .from(devOutbox)
    .where(where)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [row] = await db.select({ total: count() }).from(devOutbox).where(where);
  return { items, total: row?.total ?? 0 };
}

/** Deletes the messages written before `before`; how many. */
/** The development outbox (mail and SMS not sent outside production). */
export const outboxRepository = (db: Db) => bindDb(db, { add, listFor });
export type OutboxRepository = ReturnType<typeof outboxRepository>;
