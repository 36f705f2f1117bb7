import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  CustomerLoginBodySchema,
  CustomerLoginResultSchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation';
import { createSession, findCustomerByAccount, toCustomer } from '../../lib/customers';
import { authRateLimit } from '../../lib/form-rate-limit';
import { HttpError } from '../../lib/http-error';
import { hashIp } from '../../lib/ip-hash';
import { dummyVerify, verifyPassword } from '../../lib/passwords';
import { COMMON_ERRORS } from '../../lib/route-schemas';
import {
  assertNotLocked,
  clearAccountFailures,
  pruneFailures,
  recordFailure,
} from './login-throttle';

export const TAG = 'customers';

/** `POST customers/auth/login`: account number and password (argon2id) for our own token. */
export const directLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers: limits } = app.config;

  app.post(
    '/auth/login',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Log in with account number and password',
        description:
          'Unknown account and wrong password get the same 401. After LOGIN_MAX_FAILURES_PER_ACCOUNT failures in a row the account is locked for LOGIN_LOCK_MINUTES (429 `account_locked`, even for the right password); LOGIN_MAX_FAILURES_PER_ADDRESS failures from one client within that time give 429 `too_many_attempts`.',
        querystring: LocaleQuerySchema,
        body: CustomerLoginBodySchema,
        response: {
          200: dataEnvelope(CustomerLoginResultSchema),
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe('Validation failed or reCAPTCHA rejected'),
          401: ApiErrorBodySchema.describe('`invalid_credentials`'),
          429: ApiErrorBodySchema.describe(
            '`account_locked`, `too_many_attempts` or `rate_limited`; see Retry-After',
          ),
        },
      },
    },
    async (request) => {
      const { accountNumber, password, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const now = app.now();
      const keys = { account: accountNumber, address: hashIp(app.config.ipHashSecret, request.ip) };
      await assertNotLocked(app.db, keys, now);

      const customer = await findCustomerByAccount(app.db, accountNumber);
      // An unknown account (or one that only logs in through the SSO) costs the same argon2 work.
      const valid = customer?.passwordHash
        ? await verifyPassword(customer.passwordHash, password)
        : await dummyVerify(password);
      if (!customer || !valid) {
        await recordFailure(
          app.db,
          keys,
          {
            maxPerAccount: limits.maxFailuresPerAccount,
            maxPerAddress: limits.maxFailuresPerAddress,
            lockMinutes: limits.lockMinutes,
          },
          now,
        );
        throw new HttpError(401, 'invalid_credentials');
      }

      await clearAccountFailures(app.db, keys.account);
      await pruneFailures(app.db, now);
      const issued = await createSession(app.db, {
        customerId: customer.id,
        loginMethod: 'direct',
        now,
        ttlSeconds: limits.tokenTtlSeconds,
      });
      return {
        data: {
          accessToken: issued.accessToken,
          expiresAt: issued.expiresAt.toISOString(),
          customer: toCustomer(customer, 'direct'),
        },
      };
    },
  );
};
