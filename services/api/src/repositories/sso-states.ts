import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ssoLoginStates } from '../db/schema';
import { bindDb } from './bind-db';

export type SsoStateRow = typeof ssoLoginStates.$inferSelect;

/** A new round trip's state (only hashes of the state and the browser binding are kept). */
async function startState(
  db: Db,
  input: Omit<typeof ssoLoginStates.$inferInsert, 'id' | 'usedAt'> & { createdAt: Date },
): Promise<void> {
  // Rows a day past their expiry are of no use even to a late replay's error message.
  await db
    .delete(ssoLoginStates)
    .where(lt(ssoLoginStates.expiresAt, new Date(input.createdAt.getTime() - 86_400_000)));
  await db.insert(ssoLoginStates).values(input);
}

const live = (stateHash: string, now: Date) =>
  and(
    eq(ssoLoginStates.stateHash, stateHash),
    isNull(ssoLoginStates.usedAt),
    gt(ssoLoginStates.expiresAt, now),
  );

/**
 * Uses up a live state in one statement, and only for the browser that started it: of two
 * parallel uses one wins. Null when there is no such state for this browser.
 */
async function useState(
  db: Db,
  stateHash: string,
  browserHash: string,
  now: Date,
): Promise<SsoStateRow | null> {
  const [state] = await db
    .update(ssoLoginStates)
    .set({ usedAt: now })
    .where(and(live(stateHash, now), eq(ssoLoginStates.browserHash, browserHash)))
    .returning();
  return state ?? null;
}

/** Whether the state is live (unused, unexpired), whichever browser it belongs to. */
async function isLive(db: Db, stateHash: string, now: Date): Promise<boolean> {
  const [other] = await db
    .select({ id: ssoLoginStates.id })
    .from(ssoLoginStates)
    .where(live(stateHash, now));
  return other !== undefined;
}

/** The SSO round trips in flight (state, nonce, PKCE verifier, browser binding). */
export const ssoStatesRepository = (db: Db) =>
  bindDb(db, { start: startState, use: useState, isLive });
