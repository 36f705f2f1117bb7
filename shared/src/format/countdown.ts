/** Whole seconds from `now` until `target` (epoch ms), never below 0; null target = 0. */
export function secondsUntil(target: number | null, now: number): number {
  if (target === null || !Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** `m:ss` for a countdown (`4:05`, `0:09`). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** An ISO instant from the server as epoch ms; null when it cannot be read. */
export function parseInstant(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
