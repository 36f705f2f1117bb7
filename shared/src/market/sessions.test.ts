import { describe, expect, it } from 'vitest';
import { SESSION_TABLE, isMatchingPhase, phaseAt } from './sessions.ts';
import type { Phase } from './sessions.ts';
import type { Exchange } from './exchanges.ts';

/** Instants are written in UTC; the comment gives the time in Vietnam (+07:00). 7/2/2024 is a trading Wednesday. */
const at = (utc: string) => new Date(utc);

function expectPhases(exchange: Exchange, cases: [utc: string, phase: Phase][]) {
  for (const [utc, phase] of cases) expect(phaseAt(exchange, at(utc)), `${exchange} ${utc}`).toBe(phase);
}

describe('phaseAt', () => {
  it('walks HOSE through its day, each boundary minute opening the next phase', () => {
    expectPhases('HOSE', [
      ['2024-02-07T01:29:59Z', 'closed'], // 08:29:59 +07:00
      ['2024-02-07T01:30:00Z', 'pre-open'], // 08:30
      ['2024-02-07T01:59:59Z', 'pre-open'], // 08:59:59
      ['2024-02-07T02:00:00Z', 'ato'], // 09:00
      ['2024-02-07T02:14:59Z', 'ato'], // 09:14:59
      ['2024-02-07T02:15:00Z', 'continuous'], // 09:15
      ['2024-02-07T04:29:59Z', 'continuous'], // 11:29:59
      ['2024-02-07T04:30:00Z', 'lunch'], // 11:30
      ['2024-02-07T05:59:59Z', 'lunch'], // 12:59:59
      ['2024-02-07T06:00:00Z', 'continuous'], // 13:00
      ['2024-02-07T07:30:00Z', 'atc'], // 14:30
      ['2024-02-07T07:44:59Z', 'atc'], // 14:44:59
      ['2024-02-07T07:45:00Z', 'put-through'], // 14:45
      ['2024-02-07T07:59:59Z', 'put-through'], // 14:59:59
      ['2024-02-07T08:00:00Z', 'closed'], // 15:00
    ]);
  });

  it('opens HNX continuously at 9:00 and ends it with ATC and PLO', () => {
    expectPhases('HNX', [
      ['2024-02-07T02:00:00Z', 'continuous'], // 09:00
      ['2024-02-07T02:14:59Z', 'continuous'], // 09:14:59
      ['2024-02-07T04:30:00Z', 'lunch'], // 11:30
      ['2024-02-07T06:00:00Z', 'continuous'], // 13:00
      ['2024-02-07T07:30:00Z', 'atc'], // 14:30
      ['2024-02-07T07:45:00Z', 'plo'], // 14:45
      ['2024-02-07T08:00:00Z', 'closed'], // 15:00
    ]);
  });

  it('keeps UPCOM continuous until 15:00', () => {
    expectPhases('UPCOM', [
      ['2024-02-07T02:00:00Z', 'continuous'], // 09:00
      ['2024-02-07T04:30:00Z', 'lunch'], // 11:30
      ['2024-02-07T07:30:00Z', 'continuous'], // 14:30
      ['2024-02-07T07:59:59Z', 'continuous'], // 14:59:59
      ['2024-02-07T08:00:00Z', 'closed'], // 15:00
    ]);
  });

  it('reads the hour in Vietnam whatever the offset an instant is written with', () => {
    expect(phaseAt('HOSE', new Date('2024-02-07T09:15:00+07:00'))).toBe('continuous');
    expect(phaseAt('HOSE', new Date('2024-02-07T03:14:00+01:00'))).toBe('ato'); // 02:14Z = 09:14 +07:00
  });

  it('is closed all day on a holiday and a weekend', () => {
    for (const exchange of ['HOSE', 'HNX', 'UPCOM'] as const) {
      expect(phaseAt(exchange, at('2024-02-08T03:00:00Z')), 'Tết, Thursday 10:00').toBe('closed');
      expect(phaseAt(exchange, at('2024-04-30T03:00:00Z')), '30/4, 10:00').toBe('closed');
      expect(phaseAt(exchange, at('2024-02-17T03:00:00Z')), 'Saturday 10:00').toBe('closed');
    }
  });

  it('takes the Vietnamese date: Monday 08:30 is Sunday 01:30 UTC', () => {
    expect(phaseAt('HOSE', at('2024-02-18T01:30:00Z'))).toBe('closed'); // Sunday 08:30 +07
    expect(phaseAt('HOSE', at('2024-02-19T01:30:00Z'))).toBe('pre-open'); // Monday 08:30 +07
    expect(phaseAt('HOSE', at('2024-02-18T17:00:00Z'))).toBe('closed'); // Monday 00:00 +07
  });

  it('lists the slots in order, without gaps inside the day', () => {
    for (const slots of Object.values(SESSION_TABLE))
      for (let i = 1; i < slots.length; i++) expect(slots[i]!.from).toBe(slots[i - 1]!.to);
  });

  it('matches orders only in the auctions and the continuous session', () => {
    expect((['ato', 'continuous', 'atc'] as const).every(isMatchingPhase)).toBe(true);
    expect((['pre-open', 'lunch', 'put-through', 'plo', 'closed'] as const).some(isMatchingPhase)).toBe(false);
  });
});
