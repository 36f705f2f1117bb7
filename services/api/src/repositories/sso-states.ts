import { z } from 'zod';
import type { SharedState } from '../lib/state/shared-state';

/**
 * One SSO round trip in flight: the nonce and the PKCE verifier, the callback it was started
 * for and the browser that started it (sha256 of its binding cookie, routes/customers/
 * sso-binding). The state itself travels through the browser; only its hash names the entry.
 */
const SsoStateSchema = z.object({
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
  browserHash: z.string(),
  /** The app's clock decides (tests move it); the store's TTL only clears the entry away. */
  expiresAt: z.coerce.date(),
});

export type SsoState = z.infer<typeof SsoStateSchema>;

export interface StartedSsoState extends SsoState {
  stateHash: string;
  createdAt: Date;
}

/** The shared-state key of a state (by its hash: the state itself is never stored). */
export const ssoStateKey = (stateHash: string) => `sso-state:${stateHash}`;

function parse(raw: string | null): SsoState | null {
  if (raw === null) return null;
  const parsed = SsoStateSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

/**
 * The SSO round trips in flight, in the shared state (Redis with REDIS_URL, else the
 * `ephemeral_entries` table), so a login started through one API replica finishes through any
 * other. Single use, for the browser that started it, until it expires.
 */
export function ssoStatesRepository(state: SharedState) {
  /** The entry while it lives by the app's clock. */
  async function live(stateHash: string, now: Date): Promise<SsoState | null> {
    const found = parse(await state.get(ssoStateKey(stateHash)));
    return found && found.expiresAt > now ? found : null;
  }

  return {
    /** Keeps a new round trip's state until it expires (only hashes of state and browser). */
    async start({ stateHash, createdAt, ...value }: StartedSsoState): Promise<void> {
      const ttlMs = value.expiresAt.getTime() - createdAt.getTime();
      await state.set(ssoStateKey(stateHash), JSON.stringify(value), ttlMs);
    },

    /**
     * Uses up a live state, and only for the browser that started it: another browser leaves it
     * as it was. The entry is taken (got and deleted in one step), so of two parallel uses
     * exactly one gets it. Null when there is no such state for this browser.
     */
    async use(stateHash: string, browserHash: string, now: Date): Promise<SsoState | null> {
      const found = await live(stateHash, now);
      if (!found || found.browserHash !== browserHash) return null;
      const taken = parse(await state.take(ssoStateKey(stateHash)));
      // Null: a parallel use took it first. States are never rewritten, so `taken` is `found`.
      return taken && taken.browserHash === browserHash ? taken : null;
    },

    /** Whether the state is live (unused, unexpired), whichever browser it belongs to. */
    async isLive(stateHash: string, now: Date): Promise<boolean> {
      return (await live(stateHash, now)) !== null;
    },
  };
}
