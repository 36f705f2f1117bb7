import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { ACCOUNT_NUMBER_PATTERN, type Customer } from '@brokerage/shared/validation/customers.ts';
import type { Db, Tx } from '../db/client';
import { customerSessions, customers } from '../db/schema';
import { SsoError, type SsoUserInfo } from '../plugins/app/sso-client';
import { hashToken, newOpaqueToken } from '../lib/security/tokens';
import { bindDb } from './bind-db';

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

/** A session by its token's hash, with its customer, or null. */
async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: customerSessions, customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(customerSessions.tokenHash, tokenHash));
  return row ?? null;
}

/** Moves a session's `lastSeenAt` forward (never back: parallel requests race). */
async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(customerSessions.id, id), lt(customerSessions.lastSeenAt, now)));
}

/** Ends a session and forgets its id_token; false when it was already ended. */
async function revokeSession(db: Db, id: number, now: Date): Promise<boolean> {
  const [revoked] = await db
    .update(customerSessions)
    .set({ revokedAt: now, idToken: null })
    .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)))
    .returning({ id: customerSessions.id });
  return revoked !== undefined;
}

/**
 * The customer of a provider subject: the one linked to it; else the one with its account
 * number, which gets linked; else a new customer from the claims. An account number already
 * linked to another subject is refused (400 `sso_code_invalid`): one brokerage account is one
 * identity at the provider, and re-linking silently would hand the account to someone else.
 */
async function customerForSubject(tx: Tx, info: SsoUserInfo, now: Date): Promise<CustomerRow> {
  const [linked] = await tx.select().from(customers).where(eq(customers.ssoSubject, info.sub));
  if (linked) return linked;

  const accountNumber = info.preferred_username.trim().toUpperCase();
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
    throw new SsoError('unavailable', `SSO account number "${accountNumber}" is not one of ours`);
  }
  const [link] = await tx
    .update(customers)
    .set({ ssoSubject: info.sub, updatedAt: now })
    .where(
      and(
        eq(customers.accountNumber, accountNumber),
        or(isNull(customers.ssoSubject), eq(customers.ssoSubject, info.sub)),
      ),
    )
    .returning();
  if (link) return link;

  const [created] = await tx
    .insert(customers)
    .values({
      accountNumber,
      fullName: info.name,
      email: info.email?.trim() || null,
      phone: info.phone_number?.trim() || null,
      customerType: info.customer_type ?? 'individual',
      passwordHash: null,
      ssoSubject: info.sub,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // The account number exists with another subject (or a parallel first login just made it).
  const [raced] = await tx.select().from(customers).where(eq(customers.ssoSubject, info.sub));
  if (raced) return raced;
  throw new SsoError('invalid_token', `account ${accountNumber} is linked to another SSO subject`);
}

/** The SSO subject's customer and a new session for it, together or not at all. */
function loginSso(
  db: Db,
  input: { info: SsoUserInfo; idToken: string; now: Date; ttlSeconds: number },
): Promise<{ customer: CustomerRow; issued: IssuedToken }> {
  return db.transaction(async (tx) => {
    const customer = await customerForSubject(tx, input.info, input.now);
    const issued = await createSession(tx, {
      customerId: customer.id,
      loginMethod: 'sso',
      idToken: input.idToken,
      now: input.now,
      ttlSeconds: input.ttlSeconds,
    });
    return { customer, issued };
  });
}

/** Customers and their sessions (direct and SSO logins, bearer tokens). */
export const customersRepository = (db: Db) =>
  bindDb(db, {
    findByAccount: findCustomerByAccount,
    createSession,
    findSession,
    touchSession,
    revokeSession,
    loginSso,
  });
