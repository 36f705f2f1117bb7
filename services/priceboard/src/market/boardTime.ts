/**
 * Board time: Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving), so a board instant is
 * plain arithmetic on epoch milliseconds. The simulator keeps its events as milliseconds since
 * the session day's midnight and turns them into instants with `instantOf`.
 */

export const VIETNAM_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Milliseconds since midnight of `hhmm` ("HH:mm" or "HH:mm:ss"). */
export function msOfClock(hhmm: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = hhmm.split(':').map(Number);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** Epoch milliseconds of `msOfDay` after midnight (board time) of the ISO date `sessionDate`. */
export function instantOf(sessionDate: string, msOfDay: number): number {
  const [year = 0, month = 1, day = 1] = sessionDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) - VIETNAM_OFFSET_MS + msOfDay;
}

/** Milliseconds since board midnight of the instant `at`. */
export function boardMsOfDay(at: number): number {
  return (((at + VIETNAM_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** HH:mm:ss of `msOfDay` (whole seconds, truncated). */
export function clockText(msOfDay: number): string {
  const seconds = Math.floor(msOfDay / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** ISO 8601 with the board's offset: 2026-11-20T09:15:00.000+07:00. */
export function boardIso(at: Date): string {
  return `${new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 23)}+07:00`;
}
