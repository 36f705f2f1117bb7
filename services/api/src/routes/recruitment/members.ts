import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { BoundedPool } from '@brokerage/shared/server/boundedPool.ts';
import { clientKeys } from '@brokerage/shared/server/clientNetwork.ts';
import { LoginPolicy } from '@brokerage/shared/server/loginPolicy.ts';
import { DeviceCookies } from '@brokerage/shared/server/loginPolicyDevice.ts';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  ChangePasswordAnswerSchema,
  ChangePasswordBodySchema,
  DeleteAccountAnswerSchema,
  DeleteAccountBodySchema,
  ExportQuerySchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LogoutAnswerSchema,
  MemberSchema,
  ProfileUpdateBodySchema,
  RegisterAnswerSchema,
  RegisterBodySchema,
  ResendOtpBodySchema,
  ResetPasswordAnswerSchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmAnswerSchema,
  ResetPasswordConfirmBodySchema,
  VerifyOtpAnswerSchema,
  VerifyOtpBodySchema,
  phoneOrEmailKind,
  type Member,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import {
  RECRUITMENT_LIMITS,
  type RecruitmentOtpChannel,
  type RecruitmentOtpPurpose,
} from '@brokerage/shared/validation/recruitment/codes.ts';
import type { MessageCode } from '../../i18n/messages';
import { attachmentDisposition } from '../../lib/http/attachment';
import { onHttps, requestCookie, setCookie } from '../../lib/http/cookies';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { type MemberExport, exportBlocks, exportPdf } from '../../lib/recruitment/member-export';
import { storeAvatar } from '../../lib/recruitment/cv-service';
import { authRateLimit } from '../../lib/security/form-rate-limit';
import { hashIp } from '../../lib/security/ip-hash';
import { type OtpRecord, OtpService, maskPhone } from '../../lib/security/otp';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/security/passwords';
import { hashToken, newOpaqueToken } from '../../lib/security/tokens';
import { memberOf } from '../../plugins/app/member-auth';
import { REFUSAL_CODES, tooMany } from '../customers/direct-login';
import {
  type MemberRow,
  otpSubject,
  recruitmentOtpStore,
} from '../../repositories/recruitment-members';

const TAG = 'recruitment';
export const CANDIDATE_SECURITY = [{ candidateToken: [] }];

/** The 401 of a route that needs a candidate session. */
const UNAUTHORIZED = {
  401: ApiErrorBodySchema.describe(
    '`token_missing`, `token_invalid` (a customer token too), `token_expired`, `token_revoked` or `session_idle`',
  ),
} as const;

/** The browser's proof of an earlier candidate login (loginPolicyDevice.ts), apart from customers'. */
export const CANDIDATE_DEVICE_COOKIE = 'recruit_login_device';
const DEVICE_COOKIE_PATH = '/api/v1/recruitments/members';

/**
 * The login throttle's account key (the table is customers' too) and the device cookie's: `RM`
 * and the member id (the cookie takes upper-case letters and digits only), or for an unknown
 * login `RM:` and what was typed. A customer account number (009C…) is never either.
 */
const throttleAccount = (member: MemberRow | null, typed: string) =>
  member ? `RM${member.id}` : `RM:${typed}`;

/** ng***@example.vn: enough to recognise, not to read. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`;
};

export const toMember = (
  row: MemberRow,
  facts: { hasCvFile: boolean; cvComplete: boolean },
): Member => ({
  id: row.id,
  name: row.fullName,
  email: row.email,
  phone: row.phone,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender,
  address: row.address,
  hasAvatar: row.avatarKey !== null,
  hasCvFile: facts.hasCvFile,
  cvComplete: facts.cvComplete,
  createdAt: row.createdAt.toISOString(),
});

const memberAnswer = async (app: FastifyInstance, row: MemberRow) =>
  toMember(row, await app.repos.recruitmentMembers.cvFacts(row.id));

const localeOf = (request: FastifyRequest): Locale =>
  (request.query as { locale?: Locale } | undefined)?.locale === 'en' ? 'en' : 'vi';

/** The candidate's password (login, change, delete), checked in the bounded hashing pool. */
async function checkPassword(
  pool: BoundedPool,
  request: FastifyRequest,
  hash: string | null,
  password: string,
  priority: boolean,
): Promise<boolean> {
  const place = pool.admit({ key: clientKeys(request.ip).network, priority });
  if (!place) throw tooMany('login_busy', pool.retryAfterSeconds());
  try {
    return await place.run(() => (hash ? verifyPassword(hash, password) : dummyVerify(password)));
  } finally {
    place.release();
  }
}

/**
 * `recruitments/members/*`: candidate accounts (docs/recruitment.md "Candidate accounts"):
 * register with an OTP by SMS or e-mail, log in by email or phone, log out, the profile and its
 * photo, the forgotten and the changed password, the data download and the account's deletion.
 */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens, codes and personal data: never kept by a cache, errors included.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  const repo = app.repos.recruitmentMembers;
  const { otp: otpSettings, candidates } = app.config;
  const otpStore = recruitmentOtpStore(app.db, () => app.now());
  const otp = new OtpService({
    store: otpStore,
    policy: { ...otpSettings, length: RECRUITMENT_LIMITS.otpLength },
    key: app.config.ipHashSecret,
    state: app.state,
    scope: 'recruitment',
    now: () => app.now(),
  });
  const settings = app.config.login;
  const policy = new LoginPolicy(settings);
  const devices = new DeviceCookies(settings.device);
  const hashing = app.passwordHashing;
  const minutes = Math.ceil(otpSettings.ttlSeconds / 60);

  /** Issues a code and queues it by SMS or mail; 502 `otp_send_failed` when it cannot be queued. */
  async function sendCode(
    member: MemberRow,
    purpose: RecruitmentOtpPurpose,
    channel: RecruitmentOtpChannel,
    locale: Locale,
  ): Promise<OtpRecord> {
    const to = channel === 'sms' ? member.phone : member.email;
    const issued = await otp.issue(otpSubject(purpose, member.id), to);
    try {
      if (channel === 'sms') {
        await app.jobs.send('sms.send', {
          template: 'verification.code',
          to,
          locale,
          params: { code: issued.code, minutes },
        });
      } else {
        await app.jobs.send('mail.send', {
          template: 'recruitment.code',
          to,
          locale,
          params: { code: issued.code, minutes, purpose, fullName: member.fullName },
        });
      }
    } catch (error) {
      app.log.error({ err: error }, 'recruitment OTP not queued');
      await otpStore.remove(issued.record.id);
      throw new HttpError(502, 'otp_send_failed');
    }
    return issued.record;
  }

  const sentAnswer = (key: string, member: MemberRow, record: OtpRecord) => {
    const channel = member.otpChannel === 'sms' ? 'sms' : 'mail';
    const at = app.now().getTime();
    return {
      registrationKey: key,
      channel,
      destination: channel === 'sms' ? maskPhone(member.phone) : maskEmail(member.email),
      expiresInSeconds: Math.max(0, Math.ceil((record.expiresAt.getTime() - at) / 1000)),
      resendInSeconds: otp.resendWaitSeconds(record),
    } as const;
  };

  const duplicated = (clash: { email: boolean; phone: boolean }) =>
    clash.email && clash.phone
      ? new HttpError(409, 'email_phone_duplicated', { field: 'email' })
      : clash.email
        ? new HttpError(409, 'email_duplicated', { field: 'email' })
        : new HttpError(409, 'phone_duplicated', { field: 'phone' });

  const registrationAge = (row: MemberRow) => app.now().getTime() - row.createdAt.getTime();
  const registrationTtlMs = candidates.registrationTtlMinutes * 60_000;

  /** The unverified registration of a key; 410 `registration_expired` when it is gone or old. */
  async function openRegistration(key: string): Promise<MemberRow> {
    const row = await repo.findRegistration(hashToken(key));
    if (!row || registrationAge(row) > registrationTtlMs) {
      throw new HttpError(410, 'registration_expired');
    }
    return row;
  }

  const OTP_ERRORS = {
    410: ApiErrorBodySchema.describe('`registration_expired`: register again'),
    422: ApiErrorBodySchema.describe('`otp_invalid` (field otp), `otp_expired` or `otp_not_found`'),
    429: ApiErrorBodySchema.describe(
      '`otp_attempts_exceeded` (the 5th wrong try kills the code), `otp_resend_too_soon`, `rate_limited`; see Retry-After',
    ),
  };

  /** A failed check of lib/security/otp.ts as the API answers it (as eKYC's). */
  function otpRefusal(failure: string, record: OtpRecord | null): HttpError {
    if (failure === 'otp_attempts_exceeded') {
      const wait = record ? otp.resendWaitSeconds(record) : 0;
      return new HttpError(429, 'otp_attempts_exceeded', {
        field: 'otp',
        headers: { 'retry-after': String(Math.max(1, wait)) },
      });
    }
    return new HttpError(422, failure as MessageCode, { field: 'otp' });
  }

  app.post(
    '/register',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Register a candidate account: a 6-digit code goes by SMS or e-mail',
        description: `The account is unverified until \`verify-otp\`; an unverified registration with the same email or phone is replaced. Duplicates of verified accounts: 409 \`email_duplicated\`, \`phone_duplicated\` or \`email_phone_duplicated\`. The registration key is opaque (only its sha256 is kept) and lives RECRUITMENT_REGISTRATION_TTL_MINUTES (default 30).`,
        querystring: LocaleQuerySchema,
        body: RegisterBodySchema,
        response: {
          201: dataEnvelope(RegisterAnswerSchema),
          ...COMMON_ERRORS,
          409: ApiErrorBodySchema.describe('Email, phone or both of a verified account'),
          429: OTP_ERRORS[429],
          502: ApiErrorBodySchema.describe('`otp_send_failed`'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
      const clash = await repo.verifiedClashes(body.email, body.phone);
      if (clash.email || clash.phone) throw duplicated(clash);
      const now = app.now();
      await repo.deleteStaleRegistrations(new Date(now.getTime() - registrationTtlMs));
      const key = newOpaqueToken();
      const member = await repo.createRegistration({
        fullName: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
        otpChannel: body.otp_channel,
        registrationKeyHash: hashToken(key),
        locale: localeOf(request),
        now,
      });
      const record = await sendCode(member, 'register', body.otp_channel, localeOf(request));
      return reply.code(201).send({ data: sentAnswer(key, member, record) });
    },
  );

  app.post(
    '/verify-otp',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Check the registration code: the account is verified',
        description:
          'Single use; OTP_MAX_ATTEMPTS (default 5) tries per code, whoever sends them. 409 when another account verified the same email or phone meanwhile.',
        querystring: LocaleQuerySchema,
        body: VerifyOtpBodySchema,
        response: {
          200: dataEnvelope(VerifyOtpAnswerSchema),
          ...COMMON_ERRORS,
          ...OTP_ERRORS,
          409: ApiErrorBodySchema.describe(
            '`email_duplicated`, `phone_duplicated`, `email_phone_duplicated`',
          ),
        },
      },
    },
    async (request) => {
      const row = await openRegistration(request.body.registration_key);
      const result = await otp.verify(otpSubject('register', row.id), request.body.otp);
      if (!result.ok) throw otpRefusal(result.failure, result.record);
      const verified = await repo.verifyRegistration(row.id, app.now());
      if (!verified.ok) {
        if (verified.clash.email || verified.clash.phone) throw duplicated(verified.clash);
        throw new HttpError(410, 'registration_expired');
      }
      return { data: { verified: true as const } };
    },
  );

  app.post(
    '/resend-otp',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'A new registration code once the countdown is over',
        description:
          'OTP_RESEND_SECONDS (default 60) after the last one: 429 `otp_resend_too_soon` with Retry-After before; at most OTP_MAX_SENDS_PER_HOUR per registration and per destination (429 `rate_limited`).',
        querystring: LocaleQuerySchema,
        body: ResendOtpBodySchema,
        response: {
          200: dataEnvelope(RegisterAnswerSchema),
          ...COMMON_ERRORS,
          ...OTP_ERRORS,
          502: ApiErrorBodySchema.describe('`otp_send_failed`'),
        },
      },
    },
    async (request) => {
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      const key = request.body.registration_key;
      const row = await openRegistration(key);
      const channel = row.otpChannel === 'sms' ? 'sms' : 'mail';
      const record = await sendCode(row, 'register', channel, localeOf(request));
      return { data: sentAnswer(key, row, record) };
    },
  );

  app.post(
    '/login',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Log in with email or phone and password',
        description:
          'Unknown, unverified and wrong password get the same 401 `invalid_credentials`. Failures are throttled as customers’ (shared/src/server/loginPolicy.ts: per client, per account, per address; a browser that logged in before, with its HttpOnly `recruit_login_device` cookie, is never held back by strangers’ failures).',
        querystring: LocaleQuerySchema,
        body: LoginBodySchema,
        response: {
          200: dataEnvelope(LoginAnswerSchema),
          ...COMMON_ERRORS,
          401: ApiErrorBodySchema.describe('`invalid_credentials`'),
          429: ApiErrorBodySchema.describe(
            '`login_delayed`, `too_many_attempts`, `login_busy` or `rate_limited`; see Retry-After',
          ),
        },
      },
    },
    async (request, reply) => {
      const { phone_or_email: login, password, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const now = app.now();
      const member = await repo.findVerifiedByLogin(phoneOrEmailKind(login));
      const account = throttleAccount(member, login);
      const cookie = requestCookie(request, CANDIDATE_DEVICE_COOKIE);
      const device = devices.deviceFor(cookie, account, now.getTime());
      const place = hashing.admit({
        key: clientKeys(request.ip).network,
        priority: device !== undefined,
      });
      if (!place) throw tooMany('login_busy', hashing.retryAfterSeconds());
      try {
        const keys = { account, address: hashIp(app.config.ipHashSecret, request.ip), device };
        const reservation = await app.repos.loginThrottle.reserve(policy, keys, now);
        if ('refused' in reservation) {
          const { reason, retryAfterSeconds } = reservation.refused;
          throw tooMany(REFUSAL_CODES[reason], retryAfterSeconds);
        }
        // An unknown account costs the same argon2 work as a wrong password.
        const valid = await place.run(() =>
          member ? verifyPassword(member.passwordHash, password) : dummyVerify(password),
        );
        if (!member || !valid) throw new HttpError(401, 'invalid_credentials');
        await app.repos.loginThrottle.succeed(policy, keys, reservation.as, now);
        await app.repos.loginThrottle.prune(now);
        setCookie(reply, CANDIDATE_DEVICE_COOKIE, devices.issue(cookie, account, now.getTime()), {
          path: DEVICE_COOKIE_PATH,
          maxAgeSeconds: devices.maxAgeSeconds,
          sameSite: 'Strict',
          secure: onHttps(request, app.config.publicUrl),
        });
        const issued = await repo.createSession({
          memberId: member.id,
          now,
          ttlSeconds: candidates.tokenTtlSeconds,
        });
        return {
          data: {
            member: await memberAnswer(app, member),
            token: issued.token,
            expiresAt: issued.expiresAt.toISOString(),
          },
        };
      } finally {
        place.release();
      }
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.memberAuth.required,
      schema: {
        tags: [TAG],
        summary: 'Log out: the token is revoked',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(LogoutAnswerSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
        },
      },
    },
    async (request) => {
      const session = memberOf(request);
      if (!(await repo.revokeSession(session.id, app.now()))) {
        throw new HttpError(401, 'token_revoked');
      }
      return { data: { loggedOut: true as const } };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.memberAuth.required,
      schema: {
        tags: [TAG],
        summary: 'The logged-in candidate',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(MemberSchema), ...COMMON_ERRORS, ...UNAUTHORIZED },
      },
    },
    async (request) => ({ data: await memberAnswer(app, memberOf(request).member) }),
  );

  app.post(
    '/profile',
    {
      onRequest: app.memberAuth.required,
      schema: {
        tags: [TAG],
        summary: 'Update the name, birth date, gender and address',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema,
        body: ProfileUpdateBodySchema,
        response: {
          200: dataEnvelope(MemberSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          410: ApiErrorBodySchema.describe('`account_deleted`'),
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      const body = request.body;
      await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
      const row = await repo.updateProfile(
        member.id,
        {
          fullName: body.name,
          dateOfBirth: body.date_of_birth ?? null,
          gender: body.gender ?? null,
          address: body.address ?? null,
        },
        app.now(),
      );
      if (!row) throw new HttpError(410, 'account_deleted');
      return { data: await memberAnswer(app, row) };
    },
  );

  await app.register(avatarRoutes);

  app.post(
    '/reset-password',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Forgotten password: a 6-digit code to that email or phone',
        description:
          'The same answer whether an account has that email or phone or not (no enumeration); the code goes where it was typed (mail or SMS), valid OTP_TTL_SECONDS. A code asked for inside the countdown is not sent again.',
        querystring: LocaleQuerySchema,
        body: ResetPasswordBodySchema,
        response: { 200: dataEnvelope(ResetPasswordAnswerSchema), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { phone_or_email: login, grecaptcha_token: token } = request.body;
      await app.recaptcha.assertHuman(token, request.ip);
      const by = phoneOrEmailKind(login);
      const member = await repo.findVerifiedByLogin(by);
      if (member) {
        try {
          await sendCode(member, 'reset', 'email' in by ? 'mail' : 'sms', localeOf(request));
        } catch (error) {
          // A wait or a limit told to the asker would say that the account exists.
          if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
        }
      }
      return { data: { sent: true as const, resendInSeconds: otpSettings.resendSeconds } };
    },
  );

  app.post(
    '/reset-password/confirm',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Set a new password with the code: every session of the account ends',
        querystring: LocaleQuerySchema,
        body: ResetPasswordConfirmBodySchema,
        response: {
          200: dataEnvelope(ResetPasswordConfirmAnswerSchema),
          ...COMMON_ERRORS,
          422: OTP_ERRORS[422],
          429: OTP_ERRORS[429],
        },
      },
    },
    async (request) => {
      const body = request.body;
      await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
      const member = await repo.findVerifiedByLogin(phoneOrEmailKind(body.phone_or_email));
      // No account: the answer of an account without a code.
      if (!member) throw otpRefusal('otp_not_found', null);
      const result = await otp.verify(otpSubject('reset', member.id), body.otp);
      if (!result.ok) throw otpRefusal(result.failure, result.record);
      await repo.setPassword(member.id, {
        passwordHash: await hashPassword(body.new_password),
        now: app.now(),
      });
      return { data: { reset: true as const } };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.memberAuth.required,
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Change the password: the other sessions end, this one stays',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema,
        body: ChangePasswordBodySchema,
        response: {
          200: dataEnvelope(ChangePasswordAnswerSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          400: ApiErrorBodySchema.describe('`password_incorrect` (field password) or validation'),
        },
      },
    },
    async (request) => {
      const session = memberOf(request);
      const body = request.body;
      await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
      const ok = await checkPassword(
        hashing,
        request,
        session.member.passwordHash,
        body.password,
        true,
      );
      if (!ok) throw new HttpError(400, 'password_incorrect', { field: 'password' });
      await repo.setPassword(session.member.id, {
        passwordHash: await hashPassword(body.new_password),
        now: app.now(),
        keepSessionId: session.id,
      });
      return { data: { changed: true as const } };
    },
  );

  app.get(
    '/export',
    {
      onRequest: app.memberAuth.required,
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Everything held about the candidate, as JSON or PDF (a download)',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema.extend(ExportQuerySchema.shape),
        response: { ...COMMON_ERRORS, ...UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      const { member } = memberOf(request);
      const locale = localeOf(request);
      const data = await exportOf(app, member, locale);
      const name = `du-lieu-ung-vien-${member.id}`;
      if (request.query.format === 'pdf') {
        const { title } = exportBlocks(data, locale);
        const bytes = await exportPdf(data, locale);
        return sendDownload(
          reply,
          'application/pdf',
          attachmentDisposition(`${name}.pdf`, title),
          Buffer.from(bytes),
        );
      }
      return sendDownload(
        reply,
        'application/json; charset=utf-8',
        `attachment; filename="${name}.json"`,
        Buffer.from(JSON.stringify(data, null, 2)),
      );
    },
  );

  app.post(
    '/delete-account',
    {
      onRequest: app.memberAuth.required,
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Delete the account: sessions, CV, files, applications, likes and reminders go',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema,
        body: DeleteAccountBodySchema,
        response: {
          200: dataEnvelope(DeleteAccountAnswerSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          400: ApiErrorBodySchema.describe('`password_incorrect` (field password) or validation'),
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      await app.recaptcha.assertHuman(request.body.grecaptcha_token, request.ip);
      const ok = await checkPassword(
        hashing,
        request,
        member.passwordHash,
        request.body.password,
        true,
      );
      if (!ok) throw new HttpError(400, 'password_incorrect', { field: 'password' });
      const keys = (await repo.deleteMember(member.id)) ?? [];
      // The rows are gone first: a file that cannot be deleted now is an orphan, logged for
      // the operators, never a half-deleted account.
      const results = await Promise.allSettled(keys.map((key) => app.storage.delete(key)));
      results.forEach((result, i) => {
        if (result.status === 'rejected') {
          request.log.error({ err: result.reason, key: keys[i] }, 'candidate file not deleted');
        }
      });
      return { data: { deleted: true as const } };
    },
  );
};

function sendDownload(reply: FastifyReply, type: string, disposition: string, body: Buffer) {
  return reply
    .type(type)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

async function exportOf(
  app: FastifyInstance,
  member: MemberRow,
  locale: Locale,
): Promise<MemberExport> {
  const held = await app.repos.recruitmentMembers.exportData(member.id, locale);
  const iso = (d: Date) => d.toISOString();
  return {
    exportedAt: iso(app.now()),
    account: {
      id: member.id,
      name: member.fullName,
      email: member.email,
      phone: member.phone,
      otpChannel: member.otpChannel,
      locale: member.locale,
      createdAt: iso(member.createdAt),
      verifiedAt: member.verifiedAt && iso(member.verifiedAt),
      passwordChangedAt: iso(member.passwordChangedAt),
    },
    profile: {
      dateOfBirth: member.dateOfBirth,
      gender: member.gender,
      address: member.address,
      hasAvatar: member.avatarKey !== null,
    },
    cv: held.cv && {
      data: held.cv.data,
      complete: held.cv.complete,
      updatedAt: iso(held.cv.updatedAt),
    },
    uploadedCv: held.cvFile && { ...held.cvFile, uploadedAt: iso(held.cvFile.uploadedAt) },
    applications: held.applications.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    savedJobs: held.likes.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
    reminders: held.reminders.map((r) => ({
      ...r,
      remindAt: iso(r.remindAt),
      sentAt: r.sentAt && iso(r.sentAt),
    })),
  };
}

/**
 * `members/avatar`: the profile photo, png or jpeg by its bytes, under 500 KB (spec §5), kept
 * privately in the object store. In a plugin of its own: only it reads multipart bodies.
 */
const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file over the limit is cut (busboy keeps no more than fileSize) and answered 413.
  await app.register(multipart, { throwFileSizeLimit: false });
  const max = RECRUITMENT_LIMITS.avatarMaxBytes;

  app.post(
    '/avatar',
    {
      onRequest: app.memberAuth.required,
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Upload the profile photo (multipart `avatar`: png or jpeg, under 500 KB)',
        description:
          'Typed by its first bytes, never by name or claimed type: an SVG or anything else is 415 `file_type_invalid`; over 500 KB is 413 `file_too_large` (nothing past the limit is kept). Replaces the previous photo.',
        security: CANDIDATE_SECURITY,
        consumes: ['multipart/form-data'],
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(MemberSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          410: ApiErrorBodySchema.describe('`account_deleted`'),
          413: ApiErrorBodySchema.describe('`file_too_large`'),
          415: ApiErrorBodySchema.describe('`file_type_invalid` or not multipart'),
        },
      },
    },
    async (request) => {
      const { member } = memberOf(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'file_type_invalid', { field: 'avatar' });
      let bytes: Buffer | undefined;
      let tooLarge = false;
      let token: string | undefined;
      for await (const part of request.parts({
        limits: { fileSize: max, files: 1, fields: 2, fieldSize: 4096, parts: 3 },
      })) {
        if (part.type === 'file') {
          const read = await part.toBuffer();
          if (part.fieldname === 'avatar') {
            bytes = read;
            tooLarge = part.file.truncated || read.length > max;
          }
        } else if (part.fieldname === 'grecaptcha_token' && typeof part.value === 'string') {
          token = part.value;
        }
      }
      await app.recaptcha.assertHuman(token, request.ip);
      await storeAvatar(app, member.id, bytes, tooLarge);
      const row = await app.repos.recruitmentMembers.findById(member.id);
      if (!row) throw new HttpError(410, 'account_deleted');
      return { data: await memberAnswer(app, row) };
    },
  );

  app.get(
    '/avatar',
    {
      onRequest: app.memberAuth.required,
      schema: {
        tags: [TAG],
        summary: 'The profile photo (private, never cached)',
        security: CANDIDATE_SECURITY,
        querystring: LocaleQuerySchema,
        response: {
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          404: ApiErrorBodySchema.describe('`file_not_found`: no photo'),
        },
      },
    },
    async (request, reply) => {
      const { member } = memberOf(request);
      const object = member.avatarKey ? await app.storage.get(member.avatarKey) : null;
      if (!object) throw new HttpError(404, 'file_not_found');
      return reply
        .type(object.contentType)
        .header('content-length', String(object.size))
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(object.stream as never);
    },
  );
};
