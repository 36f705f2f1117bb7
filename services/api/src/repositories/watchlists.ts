import { and, asc, eq } from 'drizzle-orm';
import { WATCHLIST_LIMITS } from '@brokerage/shared/validation/watchlists.ts';
import type { Db } from '../db/client';
import { customers, customerWatchlists } from '../db/schema';
import { bindDb } from './bind-db';

export type WatchlistRow = typeof customerWatchlists.$inferSelect;

/**
 * Why a change was refused: too many lists (`lists`), a list that would pass its symbols' limit
 * (`symbols`), no list of this customer's by that id (`missing`: someone else's answers the
 * same as none), or an order that does not name each of the customer's lists once (`order`).
 */
export class WatchlistRefusal extends Error {
  constructor(readonly reason: 'lists' | 'symbols' | 'missing' | 'order') {
    super(`watchlist change refused: ${reason}`);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The customer's row locked for the rest of the transaction: every change of one customer's
 * lists runs after the one before, so two devices adding at once cannot pass a limit together.
 */
async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

const ofCustomer = (customerId: number, id: number) =>
  and(eq(customerWatchlists.id, id), eq(customerWatchlists.customerId, customerId));

/** The customer's lists in their order. */
async function list(db: Db | Tx, customerId: number): Promise<WatchlistRow[]> {
  return db
    .select()
    .from(customerWatchlists)
    .where(eq(customerWatchlists.customerId, customerId))
    .orderBy(asc(customerWatchlists.position), asc(customerWatchlists.id));
}

/** A new list at the end; refused past `WATCHLIST_LIMITS.lists`, or with too many symbols. */
async function create(
  db: Db,
  customerId: number,
  values: { name: string; symbols: string[] },
  now: Date,
): Promise<WatchlistRow> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await list(tx, customerId);
    if (existing.length >= WATCHLIST_LIMITS.lists) throw new WatchlistRefusal('lists');
    if (values.symbols.length > WATCHLIST_LIMITS.symbols) throw new WatchlistRefusal('symbols');
    const position = Math.max(-1, ...existing.map((row) => row.position)) + 1;
    const [row] = await tx
      .insert(customerWatchlists)
      .values({ customerId, ...values, position, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
}

/**
 * Changes one of the customer's lists with `change` (from its row as it is, under the lock);
 * refused when the list is not the customer's or would pass the symbols' limit.
 */
async function update(
  db: Db,
  customerId: number,
  id: number,
  change: (row: WatchlistRow) => { name?: string; symbols?: string[] },
  now: Date,
): Promise<WatchlistRow> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [row] = await tx.select().from(customerWatchlists).where(ofCustomer(customerId, id));
    if (!row) throw new WatchlistRefusal('missing');
    const values = change(row);
    if (values.symbols && values.symbols.length > WATCHLIST_LIMITS.symbols)
      throw new WatchlistRefusal('symbols');
    const [updated] = await tx
      .update(customerWatchlists)
      .set({ ...values, updatedAt: now })
      .where(ofCustomer(customerId, id))
      .returning();
    return updated!;
  });
}

/** Deletes one of the customer's lists; false when there was none of theirs by that id. */
async function remove(db: Db, customerId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(customerWatchlists)
    .where(ofCustomer(customerId, id))
    .returning({ id: customerWatchlists.id });
  return gone.length > 0;
}

/** Puts the customer's lists in the order of `ids`, which must name each of them once. */
async function reorder(db: Db, customerId: number, ids: number[]): Promise<WatchlistRow[]> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const existing = await list(tx, customerId);
    const mine = new Set(existing.map((row) => row.id));
    if (
      ids.length !== mine.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => mine.has(id))
    )
      throw new WatchlistRefusal('order');
    for (const [position, id] of ids.entries()) {
      await tx.update(customerWatchlists).set({ position }).where(ofCustomer(customerId, id));
    }
    return list(tx, customerId);
  });
}

/** A customer's watchlists (routes/watchlists): every call is scoped to the customer's own rows. */
export const watchlistsRepository = (db: Db) =>
  bindDb(db, {
    list: (database: Db, customerId: number) => list(database, customerId),
    create,
    update,
    remove,
    reorder,
  });

export type WatchlistsRepository = ReturnType<typeof watchlistsRepository>;
