import { describe, expect, it } from 'vitest';
import { formatCountdown, parseInstant, secondsUntil } from './countdown';

describe('countdown', () => {
  it('counts whole seconds up to the instant, rounding a started second up, never below 0', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(secondsUntil(now + 60_000, now)).toBe(60);
    expect(secondsUntil(now + 59_001, now)).toBe(60);
    expect(secondsUntil(now + 1, now)).toBe(1);
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil(now - 5000, now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });

  it('formats m:ss', () => {
    expect(formatCountdown(245)).toBe('4:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('reads ISO instants and refuses anything else', () => {
    expect(parseInstant('2030-01-01T00:05:00Z')).toBe(Date.parse('2030-01-01T00:05:00Z'));
    expect(parseInstant('soon')).toBeNull();
    expect(parseInstant(null)).toBeNull();
  });
});
