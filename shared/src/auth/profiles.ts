import { z } from 'zod';
import { CustomerSchema } from '../validation';

/**
 * The `customer` of a login answer and of `customers/me` (validation/customers.ts). A stored
 * copy of another shape (an older release, edited by hand) reads as no customer; the session
 * fetches the profile again.
 */
export const SessionCustomerSchema = CustomerSchema;
export type SessionCustomer = z.infer<typeof SessionCustomerSchema>;

/**
 * The recruitment `member`: its endpoints land in a later issue; until its schema exists in
 * `validation`, the session keeps the object as the server sent it and checks only that it is
 * one. Narrow it when that schema arrives.
 */
export const SessionMemberSchema = z.record(z.string(), z.unknown());
export type SessionMember = z.infer<typeof SessionMemberSchema>;
