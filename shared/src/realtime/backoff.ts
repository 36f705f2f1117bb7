export interface BackoffOptions {
  /** Delay before the first retry. */
  initialDelayMs: number;
  /** No delay is ever longer than this. */
  maxDelayMs: number;
  /** Growth per attempt. */
  factor: number;
  /**
   * Share of the delay that is random, 0–1: the delay is drawn from [d·(1 − jitter), d], so many
   * tabs dropped by one server restart do not all come back in the same instant.
   */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  factor: 2,
  jitter: 0.3,
};

/** The wait before retry number `attempt` (1-based): exponential, capped, jittered downwards. */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempt - 1);
  const capped = Math.min(options.maxDelayMs, options.initialDelayMs * options.factor ** exponent);
  const jitter = Math.min(1, Math.max(0, options.jitter));
  return Math.round(capped * (1 - jitter * random()));
}
