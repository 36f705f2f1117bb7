import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERVAL, intervalFromQuery, isIntraday } from './intervals';

describe('intervalFromQuery', () => {
  it('reads the seven intervals', () => {
    for (const value of ['1m', '5m', '15m', '1h', 'day', 'week', 'month'])
      expect(intervalFromQuery(value)).toEqual({ interval: value, invalid: null });
  });

  it('falls back to the default, naming a value it did not understand', () => {
    expect(intervalFromQuery(null)).toEqual({ interval: DEFAULT_INTERVAL, invalid: null });
    expect(intervalFromQuery('')).toEqual({ interval: DEFAULT_INTERVAL, invalid: null });
    expect(intervalFromQuery('2h')).toEqual({ interval: DEFAULT_INTERVAL, invalid: '2h' });
    expect(intervalFromQuery('DAY')).toEqual({ interval: DEFAULT_INTERVAL, invalid: 'DAY' });
  });

  it('knows which intervals come from today', () => {
    expect(isIntraday('15m')).toBe(true);
    expect(isIntraday('week')).toBe(false);
  });
});
