/**
 * Environment rules the servers (API, proxy) share, so one variable means the same in both:
 * a Redis URL and key prefix, and the address lists of TRUST_PROXY and METRICS_ALLOW.
 */
import { z } from 'zod';

const addressOrCidr = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** `192.0.2.5`, `10.0.0.0/8`, `::1`, `2001:db8::/32`; host names and `*` are not. */
export const isAddressOrCidr = (value: string): boolean => addressOrCidr.safeParse(value).success;

/** REDIS_URL: unset or blank is undefined; anything else must be redis:// or rediss://. */
export const RedisUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
  );

/** REDIS_PREFIX: the start of every key and channel, the same on every server of a deployment. */
export const RedisPrefixSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'must be 1-64 letters, digits or : _ . -' })
  .default('brokerage:');

/** METRICS_ALLOW: peers besides loopback that may read /metrics, addresses and CIDRs, comma separated. */
export const MetricsAllowSchema = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every(isAddressOrCidr), {
    error: 'must be IP addresses or CIDRs, comma separated (e.g. 10.0.0.0/8,192.0.2.7)',
  });
