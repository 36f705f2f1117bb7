import { EventEmitter } from 'node:events';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ephemeralEntries } from '../../db/schema';
import {
  type Counted,
  type SharedState,
  StateUnavailableError,
  type Unsubscribe,
  unavailableOnFailure,
} from './shared-state';

/** Expired rows are deleted by a write at most this often (per process). */
const PURGE_EVERY_MS = 60_000;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * SharedState in the `ephemeral_entries` table: the embedded default (one PGlite owner) or
 * PostgreSQL without Redis. Every operation is one statement, so two requests racing on a key
 * are serialised by the row. Pub/sub is an in-process event emitter: without Redis there is
 * one API process to tell.
 */
export class DatabaseState implements SharedState {
  readonly kind = 'database';
  private readonly events = new EventEmitter();
  private lastPurge = 0;

  constructor(
    /** Read on each use: the app opens the database after the state (Redis is checked first). */
    private readonly database: () => Db,
    /** The app's clock (tests move it forward). */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events.setMaxListeners(0);
  }

  private get db(): Db {
    return this.database();
  }

  private run<T>(command: () => Promise<T>): Promise<T> {
    return unavailableOnFailure('database', command);
  }

  private async purge(now: Date) {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    await this.db.delete(ephemeralEntries).where(lte(ephemeralEntries.expiresAt, now));
  }

  async increment(key: string, windowMs: number): Promise<Counted> {
    const now = this.now();
    const expired = sql`${ephemeralEntries.expiresAt} <= ${at(now)}`;
    const [row] = await this.run(async () => {
      await this.purge(now);
      return this.db
        .insert(ephemeralEntries)
        .values({ key, count: 1, expiresAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: ephemeralEntries.key,
          set: {
            // A value's key or an expired window starts a new window at 1.
            count: sql`CASE WHEN ${expired} OR ${ephemeralEntries.value} IS NOT NULL THEN 1 ELSE ${ephemeralEntries.count} + 1 END`,
            expiresAt: sql`CASE WHEN ${expired} OR ${ephemeralEntries.value} IS NOT NULL THEN excluded.expires_at ELSE ${ephemeralEntries.expiresAt} END`,
            value: sql`NULL`,
          },
        })
        .returning({ count: ephemeralEntries.count, expiresAt: ephemeralEntries.expiresAt });
    });
    if (!row) throw new StateUnavailableError('database: the counter was not written');
    return { count: row.count, resetAt: row.expiresAt };
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + Math.max(1, ttlMs));
    await this.run(async () => {
      await this.purge(now);
      await this.db
        .insert(ephemeralEntries)
        .values({ key, value, count: 0, expiresAt })
        .onConflictDoUpdate({
          target: ephemeralEntries.key,
          set: { value, count: 0, expiresAt },
        });
    });
  }

  async get(key: string): Promise<string | null> {
    const now = this.now();
    const [row] = await this.run(() =>
      this.db
        .select({ value: ephemeralEntries.value, expiresAt: ephemeralEntries.expiresAt })
        .from(ephemeralEntries)
        .where(eq(ephemeralEntries.key, key)),
    );
    return row && row.expiresAt > now ? row.value : null;
  }

  async take(key: string): Promise<string | null> {
    const now = this.now();
    const [row] = await this.run(() =>
      this.db
        .delete(ephemeralEntries)
        .where(eq(ephemeralEntries.key, key))
        .returning({ value: ephemeralEntries.value, expiresAt: ephemeralEntries.expiresAt }),
    );
    return row && row.expiresAt > now ? row.value : null;
  }

  async delete(key: string): Promise<void> {
    await this.run(() => this.db.delete(ephemeralEntries).where(eq(ephemeralEntries.key, key)));
  }

  async publish(channel: string, message: string): Promise<void> {
    // Asynchronously, as over Redis: a publisher never runs its subscribers' code in its stack.
    setImmediate(() => this.events.emit(channel, message));
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    this.events.on(channel, handler);
    return async () => {
      this.events.off(channel, handler);
    };
  }

  async ping(): Promise<void> {
    await this.run(() => this.db.execute(sql`select 1`));
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}
