import { createBoardClock, parseClock, sessionDateAt } from './clock.ts';

/** An instant given as board time (UTC+7). */
const board = (iso: string) => new Date(`${iso}+07:00`);

describe('parseClock', () => {
  it('reads live, unset and every replay form', () => {
    expect(parseClock(undefined)).toEqual({ mode: 'live' });
    expect(parseClock('')).toEqual({ mode: 'live' });
    expect(parseClock('live')).toEqual({ mode: 'live' });
    expect(parseClock('replay')).toEqual({ mode: 'replay', sessionDate: '', speed: 1 });
    expect(parseClock('replay:2026-11-20')).toEqual({
      mode: 'replay',
      sessionDate: '2026-11-20',
      speed: 1,
    });
    expect(parseClock('replay:2026-11-20:60')).toEqual({
      mode: 'replay',
      sessionDate: '2026-11-20',
      speed: 60,
    });
    expect(parseClock('replay::60')).toEqual({ mode: 'replay', sessionDate: '', speed: 60 });
    expect(parseClock('replay:2026-11-20:2.5:14:20')).toEqual({
      mode: 'replay',
      sessionDate: '2026-11-20',
      speed: 2.5,
      from: '14:20',
    });
  });

  it.each([
    ['fast', 'unknown mode'],
    ['replay:2026-13-01', 'is not a date'],
    ['replay:2026-02-30', 'is not a date'],
    ['replay:20261120', 'is not a date'],
    ['replay:2026-11-21', 'not a trading day'],
    ['replay:2026-11-20:0', 'speed'],
    ['replay:2026-11-20:-3', 'speed'],
    ['replay:2026-11-20:x', 'speed'],
    ['replay:2026-11-20:60:16:00', 'start'],
    ['replay:2026-11-20:60:9', 'start'],
  ])('refuses %s, naming PRICEBOARD_CLOCK and the accepted forms', (text, why) => {
    expect(() => parseClock(text)).toThrow(why);
    expect(() => parseClock(text)).toThrow(
      /^PRICEBOARD_CLOCK=.*"live", "replay", "replay:<YYYY-MM-DD>"/,
    );
  });
});

describe('createBoardClock', () => {
  it('live: board time is wall time', () => {
    const clock = createBoardClock({ mode: 'live' }, { wallNow: () => 1_763_600_000_000 });
    expect(clock.now().getTime()).toBe(1_763_600_000_000);
    expect(clock.spec).toEqual({ mode: 'live' });
  });

  it('replay: starts at 08:55 by default, runs at the speed, loops back after 15:05', () => {
    let wall = 1_000_000;
    const clock = createBoardClock(
      { mode: 'replay', sessionDate: '2026-11-20', speed: 60 },
      { startedAt: 1_000_000, wallNow: () => wall },
    );
    expect(clock.spec).toEqual({
      mode: 'replay',
      sessionDate: '2026-11-20',
      speed: 60,
      from: '08:55',
    });
    expect(clock.now()).toEqual(board('2026-11-20T08:55:00'));
    wall += 20_000; // 20 s at 60× = 20 board minutes
    expect(clock.now()).toEqual(board('2026-11-20T09:15:00'));
    // 08:55 → 15:05 is 370 board minutes = 370 wall seconds at 60×.
    wall = 1_000_000 + 369_000;
    expect(clock.now()).toEqual(board('2026-11-20T15:04:00'));
    wall = 1_000_000 + 370_000;
    expect(clock.now()).toEqual(board('2026-11-20T08:55:00'));
    wall = 1_000_000 + 371_000;
    expect(clock.now()).toEqual(board('2026-11-20T08:56:00'));
  });

  it('replay: from another start, and the same startedAt gives the same time in two clocks', () => {
    const wallNow = () => 5_000;
    const a = createBoardClock(
      { mode: 'replay', sessionDate: '2026-11-20', speed: 10, from: '14:20' },
      { startedAt: 2_000, wallNow },
    );
    const b = createBoardClock(
      { mode: 'replay', sessionDate: '2026-11-20', speed: 10, from: '14:20' },
      { startedAt: 2_000, wallNow },
    );
    expect(a.now()).toEqual(board('2026-11-20T14:20:30'));
    expect(b.now()).toEqual(a.now());
  });

  it('replay: refuses an unresolved date', () => {
    expect(() => createBoardClock(parseClock('replay::60'))).toThrow('PRICEBOARD_CLOCK');
    const resolved = createBoardClock(
      { ...parseClock('replay::60'), sessionDate: '2026-11-20' },
      { wallNow: () => 0 },
    );
    expect(resolved.spec).toMatchObject({ sessionDate: '2026-11-20', speed: 60 });
  });
});

describe('sessionDateAt', () => {
  const dayAt = (iso: string) => sessionDateAt(board(iso));

  it('shows a trading day from its pre-open, trading until 15:00', () => {
    expect(dayAt('2026-11-20T08:30:00')).toEqual({ sessionDate: '2026-11-20', trading: true });
    expect(dayAt('2026-11-20T10:00:00')).toEqual({ sessionDate: '2026-11-20', trading: true });
    expect(dayAt('2026-11-20T15:00:00')).toEqual({ sessionDate: '2026-11-20', trading: false });
    expect(dayAt('2026-11-20T23:59:59')).toEqual({ sessionDate: '2026-11-20', trading: false });
  });

  it('shows the last trading day before the pre-open, on weekends and on holidays', () => {
    expect(dayAt('2026-11-20T08:29:59')).toEqual({ sessionDate: '2026-11-19', trading: false });
    expect(dayAt('2026-11-22T11:00:00')).toEqual({ sessionDate: '2026-11-20', trading: false });
    expect(dayAt('2026-11-23T07:00:00')).toEqual({ sessionDate: '2026-11-20', trading: false });
    // 2 September (National Day) 2026 is a Wednesday.
    expect(dayAt('2026-09-02T10:00:00').sessionDate < '2026-09-02').toBe(true);
  });
});
