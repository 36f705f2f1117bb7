import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, enumCheck, id, ownerId, timestamps } from './columns';
import { khcnSpecialists } from './khcn';

const CUSTOMER_TYPES = ['individual', 'organization'] as const;
const LOGIN_METHODS = ['direct', 'sso'] as const;
const THROTTLE_SCOPES = ['pair', 'account', 'address', 'device'] as const;

/**
 * Brokerage customers who log in to the website (issue 4). A customer has a password for the
 * direct login, a subject at the SSO provider, or both: an SSO login links the subject to the
 * customer with the same account number, or creates the customer from the provider's claims.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** Upper case, e.g. 009C000001 (the login name). */
    accountNumber: text('account_number').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull(),
    /** argon2id (PHC string); null for a customer who only logs in through the SSO. */
    passwordHash: text('password_hash'),
    /** The provider's stable `sub`, set at the first SSO login. */
    ssoSubject: text('sso_subject'),
    /** The citizen ID number, when known (an eKYC opening): one account per person. */
    idNumber: text('id_number'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('customers_account_number_uq').on(t.accountNumber),
    uniqueIndex('customers_sso_subject_uq').on(t.ssoSubject),
    uniqueIndex('customers_id_number_uq').on(t.idNumber),
    enumCheck('customers_type_ck', t.customerType, CUSTOMER_TYPES),
  ],
);

/**
 * Our own bearer tokens: only the sha256 of the opaque token is kept. A session ends when it
 * expires or is revoked (log-out); the row stays so the token answers `token_revoked` or
 * `token_expired` rather than `token_invalid`.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: id(),
    customerId: ownerId('customer_id', () => customers.id),
    tokenHash: text('token_hash').notNull(),
    loginMethod: text('login_method', { enum: LOGIN_METHODS }).notNull(),
    /** The provider's id_token of an SSO session: the `id_token_hint` of the log-out. */
    idToken: text('id_token'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_hash_uq').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
    index('customer_sessions_expires_at_idx').on(t.expiresAt),
    enumCheck('customer_sessions_login_method_ck', t.loginMethod, LOGIN_METHODS),
  ],
);

/**
 * Direct-login attempts reserved before their password check (repositories/login-throttle.ts,
 * rules in shared/src/server/loginPolicy.ts): per account number and client address pair, per
 * account number (whether or not the account exists, so a wait says nothing about existence),
 * per client address (the keyed IP hash, never the IP) and per account number and device (the
 * random id of a device cookie). A row counts attempts since `window_started_at`; while
 * `locked_until` is ahead, the key's attempts wait (a device's: it counts as unknown).
 */
export const customerLoginFailures = pgTable(
  'customer_login_failures',
  {
    id: id(),
    scope: text('scope', { enum: THROTTLE_SCOPES }).notNull(),
    /** The account number (upper case), the address's HMAC (lib/ip-hash), or the account number
     *  joined by `:` to the address's HMAC (pair) or to the device id (device). */
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('customer_login_failures_scope_key_uq').on(t.scope, t.key),
    index('customer_login_failures_updated_at_idx').on(t.updatedAt),
    enumCheck('customer_login_failures_scope_ck', t.scope, THROTTLE_SCOPES),
  ],
);

/** A customer's rating of a specialist (spec §3/§5): one per pair, a new one replaces it. */
export const specialistRatings = pgTable(
  'specialist_ratings',
  {
    id: id(),
    customerId: ownerId('customer_id', () => customers.id),
    specialistId: ownerId('specialist_id', () => khcnSpecialists.id),
    star: integer('star').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('specialist_ratings_customer_specialist_uq').on(t.customerId, t.specialistId),
    index('specialist_ratings_specialist_idx').on(t.specialistId),
    check('specialist_ratings_star_ck', sql`${t.star} between 1 and 5`),
  ],
);
