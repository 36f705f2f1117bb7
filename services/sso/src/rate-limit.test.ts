import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { AddressAndGlobalLimit, clientAddress, RateLimiter } from './rate-limit';

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

describe('clientAddress', () => {
  const ctx = (peer: string, forwarded?: string) =>
    ({
      req: { socket: { remoteAddress: peer } },
      get: (name: string) => (name === 'x-forwarded-for' ? (forwarded ?? '') : ''),
    }) as unknown as Context;

  it('takes the entry the trusted proxies added, counted from the right', () => {
    expect(clientAddress(ctx('127.0.0.1', '6.6.6.6, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(ctx('127.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.2'), 2)).toBe(
      '203.0.113.5',
    );
    expect(clientAddress(ctx('127.0.0.1', '203.0.113.5'), 2)).toBe('203.0.113.5');
  });

  it('falls back to the peer without the header, with hops 0, or for garbage', () => {
    expect(clientAddress(ctx('::ffff:127.0.0.1'), 1)).toBe('127.0.0.1');
    expect(clientAddress(ctx('127.0.0.1', '203.0.113.5'), 0)).toBe('127.0.0.1');
    expect(clientAddress(ctx('127.0.0.1', 'not-an-ip'), 1)).toBe('127.0.0.1');
    expect(clientAddress(ctx('127.0.0.1', '::ffff:203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(ctx('127.0.0.1', '2001:db8::1'), 1)).toBe('2001:db8::1');
  });
});
