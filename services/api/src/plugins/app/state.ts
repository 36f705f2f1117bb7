import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { DatabaseState } from '../../lib/state/database';
import { RedisState } from '../../lib/state/redis';
import type { SharedState } from '../../lib/state/shared-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** Short-lived state all replicas share: Redis by REDIS_URL, else the database. */
    state: SharedState;
  }
}

/** A log call that speaks at most once a minute (a lost Redis errors on every reconnect). */
export function onceAMinute(log: (message: string) => void): (message: string) => void {
  let last = -Infinity;
  return (message) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    log(message);
  };
}

function redisErrorLogger(log: FastifyBaseLogger) {
  const warn = onceAMinute((message) => log.warn(message));
  return (error: Error) => warn(`redis unavailable (reconnecting): ${error.message}`);
}

/**
 * Opens the shared state: with REDIS_URL a Redis connection that must answer now (else the
 * start fails with RedisUnreachableError, one line naming REDIS_URL), without it the
 * `ephemeral_entries` table. Adds a `redis` readiness check when Redis is used.
 */
export const statePlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const state: SharedState = config.redisUrl
      ? await RedisState.connect(config.redisUrl, config.redisPrefix, redisErrorLogger(app.log))
      : new DatabaseState(
          () => app.db,
          () => app.now(),
        );
    app.decorate('state', state);
    if (state.kind === 'redis') app.addReadinessCheck('redis', () => state.ping());
    app.addHook('onClose', async () => {
      await state.close();
    });
  },
  // Before the database: a set but unreachable REDIS_URL stops the start before PGlite opens.
  { name: 'state', dependencies: ['readiness'] },
);
