import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  LoginAnswerSchema,
  RegisterAnswerSchema,
} from '@brokerage/shared/validation/recruitment/accounts.ts';
import { recruitmentMembers, recruitmentSessions } from '../../db/schema';
import { hashToken } from '../../lib/security/tokens';
import { testClock, useTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';
import { errorOf, errorsOf, expectApiError } from '../../test/responses';
import {
  RECRUITMENT,
  candidateHeaders,
  createTestCandidate,
  freshContact,
} from '../../test/recruitment';
import { DEMO_CANDIDATE } from '../../../seed/data/recruitment-members';
import { freshAddress, sessionToken } from '../../../test/customers';

const MEMBERS = `${RECRUITMENT}/members`;
const SECOND = 1000;
const PASSWORD = 'Demo@123';

/** A registration's body with a contact of its own. */
const registration = (over: Record<string, unknown> = {}) => {
  const { email, phone } = freshContact();
  return {
    name: 'Trần Minh Khoa',
    email,
    phone,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    otp_channel: 'sms',
    ...over,
  };
};

/** Posts from an address of its own (the login limits count per address). */
const send = (app: FastifyInstance, path: string, body?: unknown, headers = {}) =>
  post(app, `${MEMBERS}/${path}`, body as Record<string, unknown>, {
    remoteAddress: freshAddress(),
    headers,
  });

/** Runs `act` and gives back the code it queued (by SMS or mail) and where it went. */
async function codeOf<T>(
  app: FastifyInstance,
  act: () => Promise<T>,
): Promise<{ result: T; code: string; job: string; to: string; template: string }> {
  const spy = vi.spyOn(app.jobs, 'send');
  try {
    const result = await act();
    const call = spy.mock.calls.find(([name]) => name === 'sms.send' || name === 'mail.send');
    if (!call) throw new Error('no code was queued');
    const payload = call[1] as { to: string; template: string; params: { code: string } };
    return {
      result,
      code: payload.params.code,
      job: call[0],
      to: payload.to,
      template: payload.template,
    };
  } finally {
    spy.mockRestore();
  }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('recruitment candidate registration', () => {
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({ now: clock.now });

  async function register(over: Record<string, unknown> = {}) {
    const body = registration(over);
    const sent = await codeOf(app, () => send(app, 'register', body));
    expect(sent.result.statusCode, sent.result.body).toBe(201);
    const { data } = dataEnvelope(RegisterAnswerSchema).parse(sent.result.json());
    return { body, data, code: sent.code, sent };
  }

  it('sends a 6-digit code by SMS, verifies it once, and the account logs in by email and phone', async () => {
    const { body, data, code, sent } = await register();
    expect(sent.job).toBe('sms.send');
    expect(sent.to).toBe(body.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(data).toEqual({
      registrationKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      channel: 'sms',
      destination: `${body.phone.slice(0, 3)}****${body.phone.slice(-3)}`,
      expiresInSeconds: 180,
      resendInSeconds: 60,
    });
    // Only the key's hash is kept; the account is not verified yet and cannot log in.
    const [row] = await app.db
      .select()
      .from(recruitmentMembers)
      .where(eq(recruitmentMembers.email, body.email));
    expect(row).toMatchObject({
      verifiedAt: null,
      registrationKeyHash: hashToken(data.registrationKey),
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expectApiError(
      await send(app, 'login', { phone_or_email: body.email, password: PASSWORD }),
      401,
      { code: 'invalid_credentials', message: expect.any(String) as string },
    );

    const verified = await send(app, 'verify-otp', {
      registration_key: data.registrationKey,
      otp: code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ data: { verified: true } });
    // Used: the key is spent with it.
    expectApiError(
      await send(app, 'verify-otp', { registration_key: data.registrationKey, otp: code }),
      410,
      {
        code: 'registration_expired',
        message: 'Đăng ký không thành công do mã OTP đã hết hạn, vui lòng thử lại.',
      },
    );

    for (const login of [body.email.toUpperCase(), body.phone, `+84${body.phone.slice(1)}`]) {
      const res = await send(app, 'login', { phone_or_email: login, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const { data: session } = dataEnvelope(LoginAnswerSchema).parse(res.json());
      expect(session.member).toEqual({
        id: row!.id,
        name: 'Trần Minh Khoa',
        email: body.email,
        phone: body.phone,
        dateOfBirth: null,
        gender: null,
        address: null,
        hasAvatar: false,
        hasCvFile: false,
        cvComplete: false,
        createdAt: clock.now().toISOString(),
      });
      expect(session.expiresAt).toBe(
        new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
      );
      const profile = await app.inject({
        url: `${MEMBERS}/profile`,
        headers: candidateHeaders(session.token),
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('sends the code by mail when asked, in the request language', async () => {
    const { body, sent, data } = await register({ otp_channel: 'mail' });
    expect(sent).toMatchObject({ job: 'mail.send', to: body.email, template: 'recruitment.code' });
    expect(data.channel).toBe('mail');
    expect(data.destination).toMatch(/^un\*+@example\.vn$/);
  });

  it('puts weak and mismatched passwords on their fields', async () => {
    const res = await send(
      app,
      'register',
      registration({ password: 'abcdefgh', password_confirmation: 'abcdefgX' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => [e.field, e.code])).toEqual([
      ['password', 'password_weak'],
      ['password_confirmation', 'password_mismatch'],
    ]);
    const short = await send(
      app,
      'register?locale=en',
      registration({ password: 'A@1b', password_confirmation: 'A@1b' }),
    );
    expect(errorOf(short)).toEqual({
      code: 'password_length',
      field: 'password',
      message: 'The password has 6 to 10 characters.',
    });
  });

  it('refuses the email, the phone or both of a verified account (409, with the field)', async () => {
    const { member } = await createTestCandidate(app);
    const cases = [
      [{ email: member.email.toUpperCase() }, 'email_duplicated', 'email'],
      [{ phone: member.phone }, 'phone_duplicated', 'phone'],
      [{ email: member.email, phone: member.phone }, 'email_phone_duplicated', 'email'],
    ] as const;
    for (const [over, code, field] of cases) {
      const res = await send(app, 'register', registration(over));
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res)).toMatchObject({ code, field });
    }
  });

  it('replaces an unverified registration with the same email or phone', async () => {
    const first = await register();
    const second = await register({ email: first.body.email });
    expectApiError(
      await send(app, 'verify-otp', {
        registration_key: first.data.registrationKey,
        otp: first.code,
      }),
      410,
      { code: 'registration_expired', message: expect.any(String) as string },
    );
    expect(
      (
        await send(app, 'verify-otp', {
          registration_key: second.data.registrationKey,
          otp: second.code,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to verify when another account verified the same phone meanwhile', async () => {
    const { body, data, code } = await register();
    await createTestCandidate(app, { phone: body.phone });
    const res = await send(app, 'verify-otp', {
      registration_key: data.registrationKey,
      otp: code,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'phone_duplicated', field: 'phone' });
  });

  it('otp_invalid on the field; the 5th wrong try kills the code, even the right one after it', async () => {
    const { data, code } = await register();
    const key = data.registrationKey;
    for (let i = 1; i <= 4; i++) {
      const res = await send(app, 'verify-otp', { registration_key: key, otp: wrongCode(code) });
      expectApiError(res, 422, {
        code: 'otp_invalid',
        field: 'otp',
        message: 'Mã OTP xác nhận không chính xác.',
      });
    }
    const fifth = await send(app, 'verify-otp', { registration_key: key, otp: wrongCode(code) });
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth)).toMatchObject({ code: 'otp_attempts_exceeded', field: 'otp' });
    const right = await send(app, 'verify-otp', { registration_key: key, otp: code });
    expect(errorOf(right)?.code).toBe('otp_attempts_exceeded');
    // A new code (after the countdown) works.
    clock.advance(60 * SECOND);
    const again = await codeOf(app, () => send(app, 'resend-otp', { registration_key: key }));
    expect(again.result.statusCode, again.result.body).toBe(200);
    expect(
      (await send(app, 'verify-otp', { registration_key: key, otp: again.code })).statusCode,
    ).toBe(200);
  });

  it('refuses a malformed code on the field', async () => {
    const { data } = await register();
    const res = await send(app, 'verify-otp', {
      registration_key: data.registrationKey,
      otp: '12a4',
    });
    expect(errorOf(res)).toMatchObject({ code: 'otp_format_invalid', field: 'otp' });
  });

  it('otp_expired after the code’s lifetime', async () => {
    const { data, code } = await register();
    clock.advance(181 * SECOND);
    const res = await send(app, 'verify-otp', {
      registration_key: data.registrationKey,
      otp: code,
    });
    expectApiError(res, 422, {
      code: 'otp_expired',
      field: 'otp',
      message: 'Mã OTP đã hết hạn. Quý khách vui lòng yêu cầu gửi lại mã.',
    });
  });

  it('otp_resend_too_soon (429, Retry-After and the seconds) inside the countdown; a new code after it', async () => {
    const { data, code } = await register();
    clock.advance(20 * SECOND);
    const early = await send(app, 'resend-otp?locale=en', {
      registration_key: data.registrationKey,
    });
    expectApiError(early, 429, {
      code: 'otp_resend_too_soon',
      message: 'Request to resend code failed, please try again in 40 seconds.',
    });
    expect(early.headers['retry-after']).toBe('40');
    clock.advance(40 * SECOND);
    const again = await codeOf(app, () =>
      send(app, 'resend-otp', { registration_key: data.registrationKey }),
    );
    expect(again.result.json()).toEqual({
      data: { ...data, expiresInSeconds: 180, resendInSeconds: 60 },
    });
    // Only the newest code counts.
    if (again.code !== code) {
      const old = await send(app, 'verify-otp', {
        registration_key: data.registrationKey,
        otp: code,
      });
      expect(errorOf(old)?.code).toBe('otp_invalid');
    }
    expect(
      (await send(app, 'verify-otp', { registration_key: data.registrationKey, otp: again.code }))
        .statusCode,
    ).toBe(200);
  });

  it('registration_expired (410) once the registration is older than its lifetime', async () => {
    const { data, code } = await register();
    clock.advance(31 * 60 * SECOND);
    for (const path of ['verify-otp', 'resend-otp']) {
      const res = await send(app, path, { registration_key: data.registrationKey, otp: code });
      expect(res.statusCode).toBe(410);
      expect(errorOf(res)?.code).toBe('registration_expired');
    }
  });
});

describe('recruitment candidate login and tokens', () => {
  const clock = testClock(new Date('2026-06-02T03:00:00Z'));
  const app = useTestApp({ now: clock.now });
  const DEVICE = 'recruit_login_device';
  beforeEach(() => {
    // Every window of the test before is over.
    clock.advance(60 * 60_000);
  });

  const login = (
    phoneOrEmail: string,
    password: string,
    opts: { ip?: string; cookie?: string } = {},
  ) =>
    post(
      app,
      `${MEMBERS}/login`,
      { phone_or_email: phoneOrEmail, password },
      {
        remoteAddress: opts.ip ?? freshAddress(),
        headers: opts.cookie ? { cookie: opts.cookie } : {},
      },
    );
  const deviceCookie = (res: Awaited<ReturnType<typeof login>>) => {
    const cookie = res.cookies.find((c) => c.name === DEVICE);
    if (!cookie) throw new Error(`no ${DEVICE} cookie: ${res.statusCode} ${res.body}`);
    return `${DEVICE}=${cookie.value}`;
  };

  it('logs the seeded demo candidate in with the README’s credentials', async () => {
    const res = await login(DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.member).toMatchObject({
      name: DEMO_CANDIDATE.fullName,
      phone: DEMO_CANDIDATE.phone,
    });
  });

  it('gives an unknown account, an unverified one and a wrong password the same answer', async () => {
    const { member } = await createTestCandidate(app);
    const unverified = registration();
    await send(app, 'register', unverified);
    const answers = await Promise.all([
      login(member.email, 'Wrong@12'),
      login('nobody@example.vn', PASSWORD),
      login(unverified.email, PASSWORD),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
      expect(errorOf(res)?.code).toBe('invalid_credentials');
    }
  });

  it('lets the owner’s browser in at once after 51 failures from 17 addresses; strangers wait', async () => {
    const { member, password } = await createTestCandidate(app);
    const owner = deviceCookie(await login(member.phone, password));
    const answers = [];
    for (let a = 0; a < 17; a++) {
      const ip = freshAddress();
      for (let i = 0; i < 3; i++) answers.push(await login(member.email, `Bad@${a}${i}x`, { ip }));
    }
    expect(answers.map((res) => res.statusCode)).not.toContain(200);
    expect(answers.flatMap((res) => res.cookies).map((c) => c.name)).not.toContain(DEVICE);
    // A stranger with the right password waits (no lock: a delay), by email or by phone.
    const stranger = await login(member.phone, password);
    expect(stranger.statusCode).toBe(429);
    expect(errorOf(stranger)?.code).toBe('login_delayed');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's browser is not held back.
    const known = await login(member.email, password, { cookie: owner });
    expect(known.statusCode, known.body).toBe(200);
  });

  it('refuses a customer’s token on a candidate route, and a candidate’s on a customer route', async () => {
    const customerToken = await sessionToken(app, 'direct');
    const res = await app.inject({
      url: `${MEMBERS}/profile`,
      headers: candidateHeaders(customerToken),
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)?.code).toBe('token_invalid');
    const { token } = await createTestCandidate(app);
    const other = await app.inject({
      url: '/api/v1/customers/me',
      headers: candidateHeaders(token),
    });
    expect(other.statusCode).toBe(401);
    expect(errorOf(other)?.code).toBe('token_invalid');
  });

  it('token_missing, token_invalid, token_expired, session_idle and token_revoked after logout', async () => {
    const missing = await app.inject({ url: `${MEMBERS}/profile` });
    expect(errorOf(missing)?.code).toBe('token_missing');
    expect(
      errorOf(
        await app.inject({ url: `${MEMBERS}/profile`, headers: candidateHeaders('x'.repeat(43)) }),
      )?.code,
    ).toBe('token_invalid');

    const { token } = await createTestCandidate(app);
    const out = await send(app, 'logout', undefined, candidateHeaders(token));
    expect(out.json()).toEqual({ data: { loggedOut: true } });
    const after = await app.inject({ url: `${MEMBERS}/profile`, headers: candidateHeaders(token) });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)?.code).toBe('token_revoked');

    const idle = await createTestCandidate(app);
    clock.advance(24 * 60 * 60 * SECOND);
    expect(
      errorOf(
        await app.inject({ url: `${MEMBERS}/profile`, headers: candidateHeaders(idle.token) }),
      )?.code,
    ).toBe('session_idle');

    const old = await createTestCandidate(app);
    await app.db
      .update(recruitmentSessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(recruitmentSessions.tokenHash, hashToken(old.token)));
    expect(
      errorOf(await app.inject({ url: `${MEMBERS}/profile`, headers: candidateHeaders(old.token) }))
        ?.code,
    ).toBe('token_expired');
  });
});
