import { describe, expect, it } from 'vitest';
import { dayTime, minuteTime } from './candles';
import { chartTimeLabel } from './chartTime';

describe('chartTimeLabel', () => {
  it('writes the market wall clock whatever the runtime zone', () => {
    expect(chartTimeLabel(minuteTime('2026-11-20', '09:05')!, '5m')).toBe('20/11/2026 09:05');
    expect(chartTimeLabel(dayTime('2026-01-02')!, 'day')).toBe('02/01/2026');
    expect(chartTimeLabel(dayTime('2026-11-16')!, 'week')).toBe('16/11/2026');
    expect(chartTimeLabel(dayTime('2026-11-01')!, 'month')).toBe('11/2026');
  });
});
