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
