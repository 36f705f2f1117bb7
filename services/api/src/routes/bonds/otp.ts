import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  BOND_LIMITS,
  BondConfirmationSchema,
  BondOtpRequestSchema,
  BondOtpSentSchema,
  BondOtpVerifySchema,
} from '@brokerage/shared/validation/bonds.ts';
import { signConfirmation } from '../../lib/bonds/confirmation';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { OtpService, maskPhone } from '../../lib/security/otp';
import { FEATURE_OFF, TAG } from './shared';

/**
 * A visitor proves an account number is theirs: a 6-digit code by SMS to the phone on file of
 * that account (lib/security/otp.ts rules, scope `bonds`), traded for a signed confirmation that
 * the registration carries (lib/bonds/confirmation.ts).
 */
export const bondOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { otp: policy } = app.config;
  const otp = new OtpService({
    store: app.repos.bonds.otpStore(() => app.now()),
    policy: { ...policy, length: BOND_LIMITS.otpLength },
    key: app.config.ipHashSecret,
    state: app.state,
    scope: 'bonds',
    now: () => app.now(),
  });

  app.post(
    '/account-otp',
    {
      config: formRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Send a code to the phone on file of a securities account (visitors)',
        description:
          'A 6-digit code valid OTP_TTL_SECONDS (default 180), kept hashed; a new one only after OTP_RESEND_SECONDS (429 `otp_resend_too_soon` with Retry-After before); at most OTP_MAX_SENDS_PER_HOUR per account and per phone (429 `rate_limited`). The SMS goes through the SMS port (the dev outbox without SMS_WEBHOOK_URL).',
        querystring: LocaleQuerySchema,
        body: BondOtpRequestSchema,
        response: {
          200: dataEnvelope(BondOtpSentSchema),
          ...COMMON_ERRORS,
          404: ApiErrorBodySchema.describe(
            '`account_not_found` (field accountNumber), or ' + FEATURE_OFF,
          ),
          429: ApiErrorBodySchema.describe(
            '`otp_resend_too_soon` or `rate_limited`; see Retry-After',
          ),
          502: ApiErrorBodySchema.describe('`otp_send_failed`: the SMS could not be queued'),
        },
      },
    },
    async (request) => {
      const { accountNumber, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const customer = await app.repos.customers.findByAccount(accountNumber);
      const phone = customer?.phone ?? '';
      if (!/^(0\d{9}|\+84\d{9})$/.test(phone)) {
        throw new HttpError(404, 'account_not_found', { field: 'accountNumber' });
      }
      const issued = await otp.issue(accountNumber, phone);
      try {
        await app.jobs.send('sms.send', {
          template: 'verification.code',
          to: phone,
          locale: request.query.locale,
          params: { code: issued.code, minutes: Math.ceil(policy.ttlSeconds / 60) },
        });
      } catch (error) {
        request.log.error({ err: error }, 'bond OTP not queued');
        await app.repos.bonds.otpStore(() => app.now()).remove(issued.record.id);
        throw new HttpError(502, 'otp_send_failed');
      }
      return {
        data: {
          phoneMasked: maskPhone(phone),
          expiresAt: issued.record.expiresAt.toISOString(),
          resendAt: issued.record.resendAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/account-otp/verify',
    {
      config: formRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Check the code: a signed confirmation of the account number',
        description: `Single use; each code takes OTP_MAX_ATTEMPTS tries (then 429 \`otp_attempts_exceeded\`). The confirmation is an HMAC-signed token binding the account number, good for ${BOND_LIMITS.confirmationMinutes} minutes; \`bonds/registrations\` takes it in \`confirmation\`.`,
        querystring: LocaleQuerySchema,
        body: BondOtpVerifySchema,
        response: {
          200: dataEnvelope(BondConfirmationSchema),
          ...COMMON_ERRORS,
          404: ApiErrorBodySchema.describe(FEATURE_OFF),
          422: ApiErrorBodySchema.describe(
            '`otp_invalid`, `otp_expired` or `otp_not_found` (field otp)',
          ),
          429: ApiErrorBodySchema.describe('`otp_attempts_exceeded` or `rate_limited`'),
        },
      },
    },
    async (request) => {
      const { accountNumber, otp: code, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const result = await otp.verify(accountNumber, code);
      if (!result.ok) {
        if (result.failure === 'otp_attempts_exceeded') {
          const wait = result.record ? otp.resendWaitSeconds(result.record) : 0;
          throw new HttpError(429, 'otp_attempts_exceeded', {
            field: 'otp',
            headers: { 'retry-after': String(Math.max(1, wait)) },
          });
        }
        throw new HttpError(422, result.failure, { field: 'otp' });
      }
      const expiresAt = new Date(app.now().getTime() + BOND_LIMITS.confirmationMinutes * 60_000);
      return {
        data: {
          confirmation: signConfirmation(confirmationKey(app), accountNumber, expiresAt),
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  );
};

/** The confirmations' key: the server secret (IP_HASH_SECRET) under its own prefix. */
export const confirmationKey = (app: { config: { ipHashSecret: string } }) =>
  `bonds:${app.config.ipHashSecret}`;
