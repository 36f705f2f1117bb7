import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { EKYC_LIMITS } from '@brokerage/shared/validation/ekyc/codes.ts';
import { OtpBodySchema, RequestOtpBodySchema } from '@brokerage/shared/validation/ekyc/schemas.ts';
import { registerFormBodies } from '../../lib/http/form-bodies';
import { HttpError } from '../../lib/http/http-error';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { OtpService, maskPhone } from '../../lib/security/otp';
import { CASE_ERRORS, OtpSentSchema, StepAnswerSchema, TAG } from './answers';
import {
  EKYC_SECURITY,
  TokenHeadersSchema,
  assertStep,
  caseExpiry,
  openCase,
  stepNotAllowed,
} from './access';

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/**
 * Step 5: the code sent by SMS to the contact step's phone (spec §7: form posts with
 * `grecaptcha_token` and `uuid`, plus `otp` to verify). lib/security/otp.ts keeps the rules.
 */
export const ekycOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormBodies(app);
  const { otp: policy } = app.config;
  const otp = new OtpService({
    store: app.repos.ekyc.otpStore(() => app.now()),
    policy: { ...policy, length: EKYC_LIMITS.otpLength },
    // The server's HMAC key of stored addresses (persisted, IP_HASH_SECRET): the code hashes
    // are keyed with it under their own prefix (lib/security/otp.ts hashOtp).
    key: app.config.ipHashSecret,
    state: app.state,
    scope: 'ekyc',
    now: () => app.now(),
  });

  const sendRoute = (url: string, summary: string) =>
    app.post(
      url,
      {
        config: formRateLimit(app),
        schema: {
          tags: [TAG],
          summary,
          description: `A 6-digit code valid OTP_TTL_SECONDS (default 180), kept hashed; a new one only after OTP_RESEND_SECONDS (default 60): 429 \`otp_resend_too_soon\` with Retry-After before; at most OTP_MAX_SENDS_PER_HOUR (default 5) per case and per phone (429 \`rate_limited\`). The SMS goes through the mail/SMS port (the dev outbox without SMS_WEBHOOK_URL).`,
          security: EKYC_SECURITY,
          consumes: FORM_TYPES,
          headers: TokenHeadersSchema,
          querystring: LocaleQuerySchema,
          body: RequestOtpBodySchema,
          response: {
            200: OtpSentSchema,
            ...CASE_ERRORS,
            429: ApiErrorBodySchema.describe(
              '`otp_resend_too_soon` or `rate_limited`; see Retry-After',
            ),
            502: ApiErrorBodySchema.describe('`otp_send_failed`: the SMS could not be queued'),
          },
        },
      },
      async (request) => {
        const { uuid, grecaptcha_token: token } = request.body;
        await app.recaptcha.assertHuman(token, request.ip);
        const row = await openCase(app, request, uuid);
        assertStep(row, ['otp']);
        const phone = String((row.contact as { phone?: unknown } | null)?.phone ?? '');
        const issued = await otp.issue(row.id, phone);
        try {
          await app.jobs.send('sms.send', {
            template: 'verification.code',
            to: phone,
            locale: request.query.locale,
            params: { code: issued.code, minutes: Math.ceil(policy.ttlSeconds / 60) },
          });
        } catch (error) {
          request.log.error({ err: error }, 'ekyc OTP not queued');
          await app.repos.ekyc.otpStore(() => app.now()).remove(issued.record.id);
          throw new HttpError(502, 'otp_send_failed');
        }
        return {
          data: {
            phoneMasked: maskPhone(phone),
            expiresAt: issued.record.expiresAt.toISOString(),
            resendAt: issued.record.resendAt.toISOString(),
            attemptsLeft: policy.maxAttempts,
          },
        };
      },
    );
  sendRoute('/request-otp', 'Send the 6-digit code to the phone of the contact step');
  sendRoute('/resend-otp', 'Send a new code once the countdown is over');

  app.post(
    '/verify-otp',
    {
      config: formRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Check the code: the case moves on to the contract',
        description:
          'Single use. Each code takes OTP_MAX_ATTEMPTS (default 5) tries, whoever sends them; the try that uses the last one, and every later one, is 429 `otp_attempts_exceeded` (a new code is needed).',
        security: EKYC_SECURITY,
        consumes: FORM_TYPES,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: OtpBodySchema,
        response: {
          200: StepAnswerSchema,
          ...CASE_ERRORS,
          422: ApiErrorBodySchema.describe('`otp_invalid`, `otp_expired` or `otp_not_found`'),
          429: ApiErrorBodySchema.describe('`otp_attempts_exceeded` or `rate_limited`'),
        },
      },
    },
    async (request) => {
      const { uuid, otp: code, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const row = await openCase(app, request, uuid);
      assertStep(row, ['otp']);
      const result = await otp.verify(row.id, code);
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
      const now = app.now();
      const updated = await app.repos.ekyc.updateCase(row.id, ['otp'], {
        step: 'contract',
        otpVerifiedAt: now,
        expiresAt: caseExpiry(app),
        updatedAt: now,
      });
      if (!updated) throw stepNotAllowed();
      return { data: { step: updated.step } };
    },
  );
};
