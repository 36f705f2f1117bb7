/**
 * The board's clock (issue 12, PRICEBOARD_CLOCK): live, where board time is wall time, or a
 * replay of one session at a speed factor, so the demo has a moving market at any hour and the
 * tests a deterministic one.
 */
import { z } from 'zod';
import {
  isTradingDay,
  previousTradingDay,
  vietnamDate,
} from '@brokerage/shared/market/calendar.ts';
import { boardMsOfDay, instantOf, msOfClock } from './boardTime.ts';

export type ClockSpec =
  | { mode: 'live' }
  /** Replays `sessionDate` from `from` (HH:mm board time, default '08:55') at `speed`x wall time; loops to `from` after 15:05. */
  | { mode: 'replay'; sessionDate: string; speed: number; from?: string };

/** Board time now for a clock: live = wall time; replay = mapped (deterministic from `startedAt`). */
export interface BoardClock {
  now(): Date;
  spec: ClockSpec;
}

export const REPLAY_FROM = '08:55';
/** A replay runs to 15:05, a few minutes past the last phase, then starts again from `from`. */
export const REPLAY_END = '15:05';
/** The pre-open: from here on a trading day the board shows that day's session. */
export const SESSION_OPENS = '08:30';
export const SESSION_CLOSES = '15:00';

const ACCEPTED =
  'PRICEBOARD_CLOCK must be "live", "replay", "replay:<YYYY-MM-DD>", "replay:<YYYY-MM-DD>:<speed>" or ' +
  '"replay::<speed>" (no date: the last stored session), optionally followed by ":<HH:mm>" to start there';

const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (date) =>
      !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
      new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
  );
const SpeedSchema = z.coerce.number().positive().max(100_000);
const FromSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .refine((from) => msOfClock(from) < msOfClock(REPLAY_END));

function clockError(text: string, why: string): Error {
  return new Error(`PRICEBOARD_CLOCK="${text}": ${why}. ${ACCEPTED}.`);
}

/**
 * Reads PRICEBOARD_CLOCK: "live", "replay", "replay:2026-11-20", "replay:2026-11-20:60",
 * "replay::60" (date omitted = the last stored session, resolved by the server: `sessionDate`
 * is then ''), and, beyond the brief, ":HH:mm" after the speed to start the replay there
 * ("replay:2026-11-20:30:14:20" shows the ATC within a minute). Unset or empty means live.
 * Throws an Error whose message names PRICEBOARD_CLOCK and the accepted forms.
 */
export function parseClock(text: string | undefined): ClockSpec {
  const value = (text ?? '').trim();
  if (value === '' || value === 'live') return { mode: 'live' };
  const [mode, date = '', speed = '', ...rest] = value.split(':');
  if (mode !== 'replay') throw clockError(value, `unknown mode "${mode}"`);
  if (date !== '') {
    if (!DateSchema.safeParse(date).success) throw clockError(value, `"${date}" is not a date`);
    if (!isTradingDay(date)) throw clockError(value, `${date} is not a trading day`);
  }
  let parsedSpeed = 1;
  if (speed !== '') {
    const result = SpeedSchema.safeParse(speed);
    if (!result.success)
      throw clockError(value, `speed "${speed}" is not a positive number up to 100000`);
    parsedSpeed = result.data;
  }
  const spec: ClockSpec = { mode: 'replay', sessionDate: date, speed: parsedSpeed };
  if (rest.length > 0) {
    const from = rest.join(':');
    if (!FromSchema.safeParse(from).success)
      throw clockError(value, `start "${from}" is not a time HH:mm before ${REPLAY_END}`);
    spec.from = from;
  }
  return spec;
}

/**
 * A clock for `spec`. Replay: board time = `from` on `sessionDate` + (wall time since `startedAt`)
 * × speed, modulo the stretch from `from` to 15:05, so it loops; two processes given the same
 * `startedAt` show the same board time. A replay whose `sessionDate` is '' (the server has not
 * resolved "replay::60") is refused: pass `{ ...spec, sessionDate }`.
 */
export function createBoardClock(
  spec: ClockSpec & { sessionDate?: string },
  options: { startedAt?: number; wallNow?: () => number } = {},
): BoardClock {
  const wallNow = options.wallNow ?? Date.now;
  if (spec.mode === 'live') return { spec: { mode: 'live' }, now: () => new Date(wallNow()) };

  const { sessionDate, speed } = spec;
  const from = spec.from ?? REPLAY_FROM;
  if (!sessionDate)
    throw new Error(
      'PRICEBOARD_CLOCK replay needs a session date: resolve "replay::<speed>" first',
    );
  if (!(speed > 0) || !Number.isFinite(speed))
    throw new RangeError(`replay speed must be positive, got ${speed}`);
  if (!FromSchema.safeParse(from).success)
    throw new RangeError(`replay start must be HH:mm before ${REPLAY_END}, got ${from}`);
  const startedAt = options.startedAt ?? wallNow();
  const start = instantOf(sessionDate, msOfClock(from));
  const period = instantOf(sessionDate, msOfClock(REPLAY_END)) - start;
  const resolved: ClockSpec = { mode: 'replay', sessionDate, speed, from };
  return {
    spec: resolved,
    now: () => {
      const elapsed = Math.max(0, wallNow() - startedAt) * speed;
      return new Date(start + (elapsed % period));
    },
  };
}

/**
 * Which session the board shows at board time `at`: the day itself when it is a trading day at
 * or after the pre-open (08:30), else the last trading day before (shown finished). `trading`
 * is true from 08:30 to 15:00 of a trading day.
 */
export function sessionDateAt(at: Date): { sessionDate: string; trading: boolean } {
  const date = vietnamDate(at);
  const ms = boardMsOfDay(at.getTime());
  if (isTradingDay(date) && ms >= msOfClock(SESSION_OPENS))
    return { sessionDate: date, trading: ms < msOfClock(SESSION_CLOSES) };
  return { sessionDate: previousTradingDay(date), trading: false };
}

/** Whether board time `at` is inside `sessionDate`'s hours (08:30–15:00 of that day). */
export function isTradingAt(sessionDate: string, at: Date): boolean {
  const time = at.getTime();
  return (
    isTradingDay(sessionDate) &&
    time >= instantOf(sessionDate, msOfClock(SESSION_OPENS)) &&
    time < instantOf(sessionDate, msOfClock(SESSION_CLOSES))
  );
}
