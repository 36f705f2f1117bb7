import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  CustomerLoginBodySchema,
  CustomerLoginResultSchema,
} from '@brokerage/shared/validation/customers.ts';
import { toCustomer } from '../../repositories/customers';
import { authRateLimit } from '../../lib/security/form-rate-limit';
import { HttpError } from '../../lib/http/http-error';
import { hashIp } from '../../lib/security/ip-hash';
import { dummyVerify, verifyPassword } from '../../lib/security/passwords';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import type { ThrottleLimits } from '../../repositories/login-throttle';

export const TAG = 'customers';

/** `POST customers/auth/login`: account number and password (argon2id) for our own token. */
export const directLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers: limits } = app.config;
  const throttle: ThrottleLimits = {
    maxPerAccount: limits.maxFailuresPerAccount,
    maxPerAddress: limits.maxFailuresPerAddress,
    maxGlobal: limits.maxFailuresGlobal,
    lockMinutes: limits.lockMinutes,
    pairFreeAttempts: limits.delayAfterFailures,
  };

  app.post(
    '/auth/login',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Log in with account number and password',
        description:
          'Unknown account and wrong password get the same 401. Each attempt is counted before its password is checked. After 3 attempts from one client at one account, each further one must wait 2^(n-2) seconds (429 `login_delayed`); LOGIN_MAX_FAILURES_PER_ACCOUNT attempts from anywhere within LOGIN_LOCK_MINUTES lock the account for that long (429 `account_locked`, even for the right password; SSO logins are not affected); LOGIN_MAX_FAILURES_PER_ADDRESS from one client give 429 `too_many_attempts`; LOGIN_MAX_FAILURES_GLOBAL a minute from everyone give 429 `login_busy`. A success clears its account and pair.',
        querystring: LocaleQuerySchema,
        body: CustomerLoginBodySchema,
        response: {
          200: dataEnvelope(CustomerLoginResultSchema),
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe('Validation failed or reCAPTCHA rejected'),
          401: ApiErrorBodySchema.describe('`invalid_credentials`'),
          429: ApiErrorBodySchema.describe(
            '`login_delayed`, `account_locked`, `too_many_attempts`, `login_busy` or `rate_limited`; see Retry-After',
          ),
        },
      },
    },
    async (request) => {
      const { accountNumber, password, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const now = app.now();
      const keys = { account: accountNumber, address: hashIp(app.config.ipHashSecret, request.ip) };
      // Reserved before the password check, so parallel guesses cannot overrun the limits.
      await app.repos.loginThrottle.reserve(keys, throttle, now);

      const customer = await app.repos.customers.findByAccount(accountNumber);
      // An unknown account (or one that only logs in through the SSO) costs the same argon2 work.
      const valid = customer?.passwordHash
        ? await verifyPassword(customer.passwordHash, password)
        : await dummyVerify(password);
      // A failure keeps its reservation: it was counted already.
      if (!customer || !valid) throw new HttpError(401, 'invalid_credentials');

      await app.repos.loginThrottle.release(keys, throttle);
      await app.repos.loginThrottle.prune(now);
      const issued = await app.repos.customers.createSession({
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
