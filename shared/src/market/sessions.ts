/**
 * The trading day's phases per exchange (market-facts.md "Sessions", Monday–Friday,
 * Asia/Ho_Chi_Minh):
 *
 * |       | 9:00–9:15  | 9:15–11:30 | 11:30–13:00 | 13:00–14:30 | 14:30–14:45 | 14:45–15:00      |
 * |-------|------------|------------|-------------|-------------|-------------|------------------|
 * | HOSE  | ATO        | continuous | lunch       | continuous  | ATC         | put-through only |
 * | HNX   | continuous | continuous | lunch       | continuous  | ATC         | post-close (PLO) |
 * | UPCOM | continuous | continuous | lunch       | continuous  | continuous  | —                |
 *
 * Each slot starts at its first minute and ends before its last (9:15:00 on HOSE is continuous).
 * `pre-open` (8:30–9:00, orders queue for the opening) is this library's choice, not a fact of
 * market-facts.md. Outside the slots, and all day on weekends and holidays (calendar.ts), the
 * market is `closed`.
 */
import type { Exchange } from './exchanges.ts';
import { isTradingDay, vietnamDate } from './calendar.ts';

export type Phase = 'pre-open' | 'ato' | 'continuous' | 'lunch' | 'atc' | 'put-through' | 'plo' | 'closed';

export interface SessionSlot {
  /** Start, HH:MM in Asia/Ho_Chi_Minh, included. */
  from: string;
  /** End, HH:MM, excluded. */
  to: string;
  phase: Exclude<Phase, 'closed'>;
}

/** The session table of market-facts.md (plus the pre-open), per exchange, in order. */
export const SESSION_TABLE: Readonly<Record<Exchange, readonly SessionSlot[]>> = {
  HOSE: [
    { from: '08:30', to: '09:00', phase: 'pre-open' },
    { from: '09:00', to: '09:15', phase: 'ato' },
    { from: '09:15', to: '11:30', phase: 'continuous' },
    { from: '11:30', to: '13:00', phase: 'lunch' },
    { from: '13:00', to: '14:30', phase: 'continuous' },
    { from: '14:30', to: '14:45', phase: 'atc' },
    { from: '14:45', to: '15:00', phase: 'put-through' },
  ],
  HNX: [
    { from: '08:30', to: '09:00', phase: 'pre-open' },
    { from: '09:00', to: '11:30', phase: 'continuous' },
    { from: '11:30', to: '13:00', phase: 'lunch' },
    { from: '13:00', to: '14:30', phase: 'continuous' },
    { from: '14:30', to: '14:45', phase: 'atc' },
    { from: '14:45', to: '15:00', phase: 'plo' },
  ],
  UPCOM: [
    { from: '08:30', to: '09:00', phase: 'pre-open' },
    { from: '09:00', to: '11:30', phase: 'continuous' },
    { from: '11:30', to: '13:00', phase: 'lunch' },
    { from: '13:00', to: '15:00', phase: 'continuous' },
  ],
};

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Milliseconds since midnight in Asia/Ho_Chi_Minh (UTC+7 all year, no daylight saving). */
function vietnamTimeOfDayMs(at: Date): number {
  const day = 86_400_000;
  return (((at.getTime() + VIETNAM_OFFSET_MS) % day) + day) % day;
}

/** The phase of `exchange` at the instant `at`: `closed` on weekends, holidays and out of hours. */
export function phaseAt(exchange: Exchange, at: Date): Phase {
  if (Number.isNaN(at.getTime())) throw new RangeError('phaseAt needs a valid Date');
  if (!isTradingDay(vietnamDate(at))) return 'closed';
  const ms = vietnamTimeOfDayMs(at);
  const slot = SESSION_TABLE[exchange].find(
    (s) => ms >= minutesOf(s.from) * 60_000 && ms < minutesOf(s.to) * 60_000,
  );
  return slot?.phase ?? 'closed';
}

/** Whether orders match in `phase`: the auctions and the continuous session. */
export function isMatchingPhase(phase: Phase): boolean {
  return phase === 'ato' || phase === 'continuous' || phase === 'atc';
}
