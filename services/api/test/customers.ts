import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CustomerLoginResult } from '@brokerage/shared/validation/customers.ts';
import { DEMO_CUSTOMERS, DEMO_CUSTOMER_PASSWORD } from '../seed/data/customers';
import { createSession, findCustomerByAccount } from '../src/repositories/customers';
import { post } from '../src/test/requests';

export const DEMO_PASSWORD = DEMO_CUSTOMER_PASSWORD;
export const [AN, BINH, MINH_LONG] = DEMO_CUSTOMERS.map((c) => c.accountNumber) as [
  string,
  string,
  string,
];

/** Each caller its own client address: the login limits count per address. */
let nextAddress = 1;
export const freshAddress = () =>
  `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postLogin(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> & { query?: string } = {},
) {
  const { query = '', ...rest } = options;
  return post(app, `/api/v1/customers/auth/login${query}`, payload, {
    remoteAddress: freshAddress(),
    ...rest,
  });
}

/** Logs the session of `token` out (with a body when given: the log-out's return address). */
export const postLogout = (
  app: FastifyInstance,
  token: string,
  payload?: Record<string, unknown>,
  query = '',
) => post(app, `/api/v1/customers/auth/logout${query}`, payload, { headers: bearer(token) });

/** A direct login of a demo customer through the route; its answer's data. */
export async function loginDirect(
  app: FastifyInstance,
  accountNumber = AN,
): Promise<CustomerLoginResult> {
  const res = await postLogin(app, { accountNumber, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data as CustomerLoginResult;
}

/**
 * A session of either kind straight in the database (routes that only read the session need
 * no provider round trip; the SSO flow itself is tested in customers/sso-login.test.ts).
 */
export async function sessionToken(
  app: FastifyInstance,
  loginMethod: 'direct' | 'sso',
  accountNumber = AN,
): Promise<string> {
  const customer = await findCustomerByAccount(app.db, accountNumber);
  if (!customer) throw new Error(`no customer ${accountNumber}`);
  const issued = await createSession(app.db, {
    customerId: customer.id,
    loginMethod,
    idToken: loginMethod === 'sso' ? 'header.payload.signature' : null,
    now: app.now(),
    ttlSeconds: app.config.customers.tokenTtlSeconds,
  });
  return issued.accessToken;
}
