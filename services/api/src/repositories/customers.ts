import { eq, lt } from 'drizzle-orm';
import type { Customer } from '@brokerage/shared/validation';
import type { Db, Tx } from '../db/client';
import { customerSessions, customers } from '../db/schema';
import { hashToken, newOpaqueToken } from '../lib/security/tokens';

export type CustomerRow = typeof customers.$inferSelect;
export type LoginMethod = Customer['loginMethod'];

/** The customer as the API answers it, with how this session logged in. */
export const toCustomer = (row: CustomerRow, loginMethod: LoginMethod): Customer => ({
  id: row.id,
  accountNumber: row.accountNumber,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  customerType: row.customerType,
  loginMethod,
});

export async function findCustomerByAccount(
  db: Db | Tx,
  accountNumber: string,
): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.accountNumber, accountNumber.toUpperCase()));
  return row ?? null;
}

const SESSION_KEEP_MS = 30 * 86_400_000;

/**
 * A session unused for `idleMinutes` is over (CUSTOMER_IDLE_MINUTES, ASVS 7.3.1). `lastSeenAt`
 * moves at most once a minute, so the timeout is exact to the minute.
 */
export const isIdle = (lastSeenAt: Date, now: Date, idleMinutes: number): boolean =>
  now.getTime() - lastSeenAt.getTime() >= idleMinutes * 60_000;

export interface IssuedToken {
  accessToken: string;
  expiresAt: Date;
}

/**
 * A new session and its bearer token: 256 random bits, of which only the sha256 is stored, so
 * a copy of the database holds no usable token.
 */
export async function createSession(
  db: Db | Tx,
  input: {
    customerId: number;
    loginMethod: LoginMethod;
    idToken?: string | null;
    now: Date;
    ttlSeconds: number;
  },
): Promise<IssuedToken> {
  const accessToken = newOpaqueToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  // Ended sessions stay a while so their tokens answer token_expired; after a month, token_invalid.
  await db
    .delete(customerSessions)
    .where(lt(customerSessions.expiresAt, new Date(input.now.getTime() - SESSION_KEEP_MS)));
  await db.insert(customerSessions).values({
    customerId: input.customerId,
    tokenHash: hashToken(accessToken),
    loginMethod: input.loginMethod,
    idToken: input.idToken ?? null,
    expiresAt,
    createdAt: input.now,
    lastSeenAt: input.now,
  });
  return { accessToken, expiresAt };
}
