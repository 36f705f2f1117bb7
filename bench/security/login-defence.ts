/**
 * Which 429s of the direct login are the login policy (shared/src/server/loginPolicy.ts) doing
 * its job against the scan's hundreds of wrong passwords, rather than a limit that cut the scan
 * short. No account is ever locked: one client's guesses at one account are spaced 2, 4, 8… s
 * apart (429 `login_delayed`, up to LOGIN_LOCK_MINUTES), and an address failing on too many
 * accounts is refused for the window (429 `too_many_attempts`).
 */

/** From this wait on, `login_delayed` is the policy holding the guesses off: not worth waiting out. */
export const LONG_LOGIN_WAIT_SECONDS = 60;

export interface LoginAnswer {
  status: number;
  /** The parsed body; anything (an HTML page, nothing) when it was not JSON. */
  body: unknown;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
}

const codeOf = (body: unknown): string | undefined => {
  const errors = (body as { errors?: { code?: unknown }[] } | null)?.errors;
  const code = Array.isArray(errors) ? errors[0]?.code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/**
 * True for `too_many_attempts`, and for `login_delayed` with a Retry-After of at least
 * LONG_LOGIN_WAIT_SECONDS. A short `login_delayed` is waited out; `rate_limited` (the per-route
 * limit) and `login_busy` (a full hashing pool) are limits to raise for the scan.
 */
export function isLoginDefence({ status, body, retryAfter }: LoginAnswer): boolean {
  if (status !== 429) return false;
  const code = codeOf(body);
  if (code === 'too_many_attempts') return true;
  const seconds = Number(retryAfter ?? '');
  return code === 'login_delayed' && Number.isFinite(seconds) && seconds >= LONG_LOGIN_WAIT_SECONDS;
}
