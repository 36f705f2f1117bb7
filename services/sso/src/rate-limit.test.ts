import { describe, expect, it } from 'vitest';
import { AddressAndGlobalLimit, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows `limit` a minute per key, then says how long to wait, then starts afresh', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    now += 15_000;
    expect(limiter.take('a')).toBe(45);
    now += 45_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('does not spend the global budget on a request refused per address', () => {
    const limit = new AddressAndGlobalLimit(1, 2, () => 0);
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBeGreaterThan(0);
    expect(limit.take('a')).toBeGreaterThan(0);
    expect(limit.take('b')).toBe(0);
    expect(limit.take('c')).toBeGreaterThan(0);
  });
});
