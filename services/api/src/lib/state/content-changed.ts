import { RedisState } from './redis';
import type { SharedState } from './shared-state';

/**
 * The channel (after REDIS_PREFIX) on which whoever wrote content tells every API replica to
 * drop its content cache and the proxy to drop its CMS lookups.
 */
export const CONTENT_CHANGED = 'content-changed';

/** The message: when and who, nothing else (a subscriber drops everything it holds). */
export interface ContentChanged {
  at: string;
  source: string;
}

export async function publishContentChanged(
  state: SharedState,
  source: string,
  at = new Date(),
): Promise<void> {
  const message: ContentChanged = { at: at.toISOString(), source };
  await state.publish(CONTENT_CHANGED, JSON.stringify(message));
}

/**
 * For a command that wrote content or market data beside running replicas (the seed, an
 * import): with a Redis URL, tells them all through it; without one there is nobody to tell
 * (the embedded database has one owner, so no API was running).
 */
export async function announceContentChanged(
  redis: { url?: string; prefix: string },
  source: string,
): Promise<void> {
  if (!redis.url) return;
  const state = await RedisState.connect(redis.url, redis.prefix);
  try {
    await publishContentChanged(state, source);
  } finally {
    await state.close();
  }
}
