// Hand-written checks for what the sites read at start-up (the stored session), before zod has
// loaded: zod and the schemas load with the first API response (scripts/check-bundles.ts).
// guards.test.ts holds each check to its zod schema.
import type { Customer } from './customers';

/** LocaleSchema's values. */
export const API_LOCALES = ['vi', 'en'] as const;

export const isApiLocale = (value: unknown): value is (typeof API_LOCALES)[number] =>
  typeof value === 'string' && (API_LOCALES as readonly string[]).includes(value);

/** A plain object (z.record's check), not an array or null. */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** CustomerSchema's check: a copy with only its keys (as z.object strips others), else null. */
export function toCustomer(value: unknown): Customer | null {
  if (!isPlainRecord(value)) return null;
  const { id, accountNumber, fullName, email, phone, customerType, loginMethod } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof accountNumber !== 'string' || typeof fullName !== 'string') return null;
  if (!isNullableString(email) || !isNullableString(phone)) return null;
  if (customerType !== 'individual' && customerType !== 'organization') return null;
  if (loginMethod !== 'direct' && loginMethod !== 'sso') return null;
  return { id, accountNumber, fullName, email, phone, customerType, loginMethod };
}
