import type { Db } from '../db/client';
import { contactMessages, newsletterSubscriptions, pageViews } from '../db/schema';
import { bindDb } from './bind-db';

/** A contact-form message; its id. */
async function createContactMessage(
  db: Db,
  values: Omit<typeof contactMessages.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return row!.id;
}

/**
 * A newsletter signup; an address already signed up (any letter case) stays as it was. Whether
 * the address is new (only the caller's welcome e-mail may depend on it, never the answer).
 */
async function subscribe(
  db: Db,
  values: Omit<typeof newsletterSubscriptions.$inferInsert, 'id'>,
): Promise<boolean> {
  // The unique index on lower(email) keeps one row per address, racing signups included.
  const rows = await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

async function recordPageView(
  db: Db,
  values: Omit<typeof pageViews.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(pageViews).values(values);
}

/** What visitors send: contact messages, newsletter signups, page-view beacons. */
export const submissionsRepository = (db: Db) =>
  bindDb(db, { createContactMessage, subscribe, recordPageView });
