import { z } from 'zod';

/**
 * What the login answers hold (`customer`, recruitment `member`). Their endpoints land in later
 * issues; until their schemas exist in `validation`, a session keeps the object as the server
 * sent it and checks only that it is one. Narrow these two when those schemas arrive.
 */
export const SessionCustomerSchema = z.record(z.string(), z.unknown());
export type SessionCustomer = z.infer<typeof SessionCustomerSchema>;

export const SessionMemberSchema = z.record(z.string(), z.unknown());
export type SessionMember = z.infer<typeof SessionMemberSchema>;
