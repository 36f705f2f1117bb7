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
import { clientKeys } from '@brokerage/shared/server/clientNetwork.ts';
import { type LoginRefusal, LoginPolicy } from '@brokerage/shared/server/loginPolicy.ts';
import { DeviceCookies } from '@brokerage/shared/server/loginPolicyDevice.ts';
import {
  type CustomerRow,
  type IssuedToken,
  type LoginMethod,
  toCustomer,
} from '../../repositories/customers';
import { authRateLimit } from '../../lib/security/form-rate-limit';
import { onHttps, requestCookie, setCookie } from '../../lib/http/cookies';
import { HttpError } from '../../lib/http/http-error';
import { hashIp } from '../../lib/security/ip-hash';
import { dummyVerify, verifyPassword } from '../../lib/security/passwords';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import type { MessageCode } from '../../i18n/messages';

export const TAG = 'customers';

/** The answer of a login, direct or SSO: our token, its expiry and the customer. */
export const loginAnswer = (customer: CustomerRow, issued: IssuedToken, method: LoginMethod) => ({
  data: {
    accessToken: issued.accessToken,
    expiresAt: issued.expiresAt.toISOString(),
    customer: toCustomer(customer, method),
  },
});

/** The browser's proof of an earlier login here (loginPolicyDevice.ts). */
export const DEVICE_COOKIE = 'login_device';
/** Only the login calls see it. */
const DEVICE_COOKIE_PATH = '/api/v1/customers/auth';

/** The login policy's refusals as the API names them (customers' and candidates' logins). */
export const REFUSAL_CODES: Record<LoginRefusal['reason'], MessageCode> = {
  delayed: 'login_delayed',
  account_delayed: 'login_delayed',
  address_limited: 'too_many_attempts',
};

/** A 429 with Retry-After; the message may name the wait in seconds or minutes. */
export const tooMany = (code: MessageCode, seconds: number) =>
  new HttpError(429, code, {
    headers: { 'retry-after': String(seconds) },
    params: { seconds, minutes: Math.ceil(seconds / 60) },
  });

/**
 * `POST customers/auth/login`: account number and password (argon2id) for our own token, under
 * the shared login policy (shared/src/server/loginPolicy.ts) and a bounded hashing pool.
 */
export const directLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.login;
  const policy = new LoginPolicy(settings);
  const devices = new DeviceCookies(settings.device);
  // The global guard: a burst beyond it is refused before it is counted or hashed.
  const hashing = app.passwordHashing;

  app.post(
    '/auth/login',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Log in with account number and password',
        description:
          'Unknown account and wrong password get the same 401. A success sets the HttpOnly `login_device` cookie (SameSite=Strict, path /api/v1/customers/auth, LOGIN_DEVICE_DAYS): a browser that sends it back for the account is a known device, whose attempts count for that device only (after LOGIN_MAX_FAILURES_PER_DEVICE failures it counts as unknown), so failures from elsewhere never refuse it. For unknown clients each attempt is counted before its password is checked: after LOGIN_DELAY_AFTER_FAILURES attempts from one client at one account each further one must wait 2, 4, 8… seconds (429 `login_delayed`); past LOGIN_MAX_FAILURES_PER_ACCOUNT attempts on the account from all unknown clients together, each further one must wait 2, 4, 8… seconds after the one before (429 `login_delayed`; never a lock); LOGIN_MAX_FAILURES_PER_ADDRESS from one client on any accounts give 429 `too_many_attempts` for LOGIN_LOCK_MINUTES. Password checks run in a bounded pool (LOGIN_HASH_CONCURRENCY at once, LOGIN_HASH_QUEUE waiting, a share per client network, places kept for known devices, no longer a likely wait than LOGIN_HASH_MAX_WAIT_MS): a login that finds it full gets 429 `login_busy` at once. A success clears its counts and refreshes the cookie.',
        querystring: LocaleQuerySchema,
        body: CustomerLoginBodySchema,
        response: {
          200: dataEnvelope(CustomerLoginResultSchema),
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe('Validation failed or reCAPTCHA rejected'),
          401: ApiErrorBodySchema.describe('`invalid_credentials`'),
          429: ApiErrorBodySchema.describe(
            '`login_delayed`, `too_many_attempts`, `login_busy` or `rate_limited`; see Retry-After',
          ),
        },
      },
    },
    async (request, reply) => {
      const { accountNumber, password, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const now = app.now();
      const cookie = requestCookie(request, DEVICE_COOKIE);
      const device = devices.deviceFor(cookie, accountNumber, now.getTime());
      // A place in the pool first: when there is none, nothing is counted and nothing hashed.
      const place = hashing.admit({
        key: clientKeys(request.ip).network,
        priority: device !== undefined,
      });
      if (!place) throw tooMany('login_busy', hashing.retryAfterSeconds());
      try {
        const keys = {
          account: accountNumber,
          address: hashIp(app.config.ipHashSecret, request.ip),
          device,
        };
        // Reserved before the password check, so parallel guesses cannot overrun the limits.
        const reservation = await app.repos.loginThrottle.reserve(policy, keys, now);
        if ('refused' in reservation) {
          const { reason, retryAfterSeconds } = reservation.refused;
          throw tooMany(REFUSAL_CODES[reason], retryAfterSeconds);
        }

        const customer = await app.repos.customers.findByAccount(accountNumber);
        // An unknown account (or one that only logs in through the SSO) costs the same argon2 work.
        const valid = await place.run(() =>
          customer?.passwordHash
            ? verifyPassword(customer.passwordHash, password)
            : dummyVerify(password),
        );
        // A failure keeps its reservation: it was counted already.
        if (!customer || !valid) throw new HttpError(401, 'invalid_credentials');

        await app.repos.loginThrottle.succeed(policy, keys, reservation.as, now);
        await app.repos.loginThrottle.prune(now);
        setCookie(reply, DEVICE_COOKIE, devices.issue(cookie, accountNumber, now.getTime()), {
          path: DEVICE_COOKIE_PATH,
          maxAgeSeconds: devices.maxAgeSeconds,
          sameSite: 'Strict',
          secure: onHttps(request, app.config.publicUrl),
        });
        const issued = await app.repos.customers.createSession({
          customerId: customer.id,
          loginMethod: 'direct',
          now,
          ttlSeconds: app.config.customers.tokenTtlSeconds,
        });
        return loginAnswer(customer, issued, 'direct');
      } finally {
        place.release();
      }
    },
  );
};
