// The stored session is read when a site starts, before zod has loaded, so these are
// hand-written checks (validation/guards.ts, held to CustomerSchema by its test).
import type { Customer } from '../validation/customers';
import { isPlainRecord, toCustomer } from '../validation/guards';
import type { StoredValueSchema } from './storage';

/**
 * The `customer` of a login answer and of `customers/me` (validation/customers.ts). A stored
 * copy of another shape (an older release, edited by hand) reads as no customer; the session
 * fetches the profile again.
 */
export type SessionCustomer = Customer;
export const SessionCustomerSchema: StoredValueSchema<SessionCustomer> = {
  safeParse(value) {
    const customer = toCustomer(value);
    return customer ? { success: true, data: customer } : { success: false };
  },
};

/**
 * The recruitment `member`: its endpoints land in a later issue; until its schema exists in
 * `validation`, the session keeps the object as the server sent it and checks only that it is
 * one. Narrow it when that schema arrives.
 */
export type SessionMember = Record<string, unknown>;
export const SessionMemberSchema: StoredValueSchema<SessionMember> = {
  safeParse(value) {
    return isPlainRecord(value) ? { success: true, data: { ...value } } : { success: false };
  },
};
