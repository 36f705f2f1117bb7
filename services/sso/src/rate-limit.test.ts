import { describe, expect, it } from 'vitest';
import { ClientLimit, RateLimiter } from './rate-limit';

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
});

/** `count` requests from `address`; how many were refused. */
function flood(limit: ClientLimit, address: string, count: number): number {
  let refused = 0;
  for (let i = 0; i < count; i++) if (limit.take(address) > 0) refused += 1;
  return refused;
}

describe('ClientLimit', () => {
  it('limits each address, and all the addresses of one /24 or /64 together', () => {
    const limit = new ClientLimit({ perAddress: 3, perNetwork: 5, global: 1000 }, () => 0);
    expect(flood(limit, '127.0.3.1', 4)).toBe(1);
    // The refused request counted for the network too: 4 of its 5 are gone.
    expect(flood(limit, '127.0.3.2', 2)).toBe(1);
    expect(limit.take('127.0.3.3')).toBeGreaterThan(0);
    // IPv4-mapped IPv6 is the same network.
    expect(limit.take('::ffff:127.0.3.4')).toBeGreaterThan(0);
    expect(limit.take('127.0.4.1')).toBe(0);
    expect(flood(limit, '2001:db8:0:1::1', 3)).toBe(0);
    expect(flood(limit, '2001:db8:0:1:ffff::2', 3)).toBe(1);
    expect(limit.take('2001:db8:0:2::1')).toBe(0);
  });

  it('past half the global guard, refuses the heavy networks and still serves a light visitor', () => {
    // A network is light while it has made at most a tenth of the per-address limit: 10.
    const limit = new ClientLimit({ perAddress: 100, perNetwork: 1000, global: 100 }, () => 0);
    // The first network brings the count to half the guard, and is refused from then on.
    expect(flood(limit, '127.0.1.1', 60)).toBe(10);
    // Later heavy networks get no more than a light visitor would, then are refused.
    for (const network of [2, 3, 4]) expect(flood(limit, `127.0.${network}.1`, 60)).toBe(50);
    expect(limit.take('127.0.1.2')).toBeGreaterThan(0);
    // 80 served so far; a visitor who makes a few requests is served.
    expect(flood(limit, '203.0.113.7', 4)).toBe(0);
    expect(flood(limit, '2001:db8::7', 4)).toBe(0);
  });

  it('at the global guard itself, refuses everybody (overload protection)', () => {
    let now = 0;
    const limit = new ClientLimit({ perAddress: 100, perNetwork: 1000, global: 20 }, () => now);
    // Many light networks look like many visitors: served until the guard is full.
    for (let i = 0; i < 20; i++) expect(limit.take(`10.0.${i}.1`)).toBe(0);
    now += 30_000;
    expect(limit.take('203.0.113.7')).toBe(30);
    now += 30_000;
    expect(limit.take('203.0.113.7')).toBe(0);
  });

  it('does not spend the global guard on requests it refuses', () => {
    const limit = new ClientLimit({ perAddress: 1, perNetwork: 1000, global: 4 }, () => 0);
    expect(flood(limit, '127.0.1.1', 50)).toBe(49);
    expect(flood(limit, '127.0.2.1', 1)).toBe(0);
    expect(flood(limit, '127.0.3.1', 1)).toBe(0);
    expect(flood(limit, '127.0.4.1', 1)).toBe(0);
    expect(flood(limit, '127.0.5.1', 1)).toBe(1);
  });
});
