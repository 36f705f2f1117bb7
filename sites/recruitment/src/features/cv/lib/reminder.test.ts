import { describe, expect, it } from 'vitest';
import { reminderTime } from './reminder';

describe('reminderTime', () => {
  it('is 09:00 in Vietnam three days before the deadline', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(reminderTime('2030-02-10', now)?.toISOString()).toBe('2030-02-07T02:00:00.000Z');
  });

  it('is now when that moment has passed, and null without a deadline', () => {
    const now = new Date('2030-02-09T00:00:00Z');
    expect(reminderTime('2030-02-10', now)).toBe(now);
    expect(reminderTime(undefined, now)).toBeNull();
    expect(reminderTime('soon', now)).toBeNull();
  });
});
