import { describe, expect, it } from 'vitest';
import { RedisPrefixSchema, RedisUrlSchema, isAddressOrCidr } from './serverEnv';

describe('server environment rules', () => {
  it('accepts addresses and CIDRs of both families, nothing else', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32', '192.0.2.7/32']) {
      expect(isAddressOrCidr(ok), ok).toBe(true);
    }
    for (const bad of ['localhost', '*', '10.0.0.0/33', '::1/129', '1.2.3', '10.0.0.0/8/1', '']) {
      expect(isAddressOrCidr(bad), bad).toBe(false);
    }
  });

  it('reads REDIS_URL as optional and refuses other schemes', () => {
    expect(RedisUrlSchema.parse(undefined)).toBeUndefined();
    expect(RedisUrlSchema.parse('  ')).toBeUndefined();
    expect(RedisUrlSchema.parse('rediss://:secret@cache:6380')).toBe('rediss://:secret@cache:6380');
    expect(RedisUrlSchema.safeParse('http://cache:6379').success).toBe(false);
  });

  it('defaults REDIS_PREFIX and keeps it to safe characters', () => {
    expect(RedisPrefixSchema.parse(undefined)).toBe('brokerage:');
    expect(RedisPrefixSchema.parse('staging:')).toBe('staging:');
    expect(RedisPrefixSchema.safeParse('a b').success).toBe(false);
  });
});
