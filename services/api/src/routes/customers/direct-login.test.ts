import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  CustomerLoginResultSchema,
  CustomerSchema,
} from '@brokerage/shared/validation/customers.ts';
import { customerLoginFailures, customerSessions } from '../../db/schema';
import { hashToken } from '../../lib/security/tokens';
import { RECAPTCHA_VERIFY_URL } from '../../plugins/app/recaptcha';
import { buildTestApp, testClock, useTestApp } from '../../test/build-test-app';
import { post } from '../../test/requests';
import {
  AN,
  BINH,
  DEMO_PASSWORD,
  MINH_LONG,
  bearer,
  freshAddress,
  loginDirect,
  postLogin,
  postLogout,
} from '../../../test/customers';
import { recaptchaSuite } from '../../test/recaptcha';
import { errorOf, expectApiError } from '../../test/responses';

const ME = '/api/v1/customers/me';

describe('POST customers/auth/login', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({ now: clock.now });

  it('answers our own token, its expiry and the customer (direct)', async () => {
    // Any letter case: the schema upper-cases the account number.
    const res = await postLogin(app, { accountNumber: ' 009c000003 ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data } = dataEnvelope(CustomerLoginResultSchema).parse(res.json());
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresAt).toBe(new Date(clock.now().getTime() + 28_800_000).toISOString());
    expect(data.customer).toEqual({
      id: expect.any(Number),
      accountNumber: MINH_LONG,
      fullName: 'Công ty TNHH Đầu tư Minh Long',
      email: 'invest@minhlong.example.com',
      phone: '0281000003',
      customerType: 'organization',
      loginMethod: 'direct',
    });
    // Only the hash is stored.
    const [row] = await app.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(data.accessToken)));
    expect(row).toMatchObject({ loginMethod: 'direct', idToken: null, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(data.accessToken);
  });

  it('gives a wrong password and an unknown account the same answer', async () => {
    const wrong = await postLogin(app, { accountNumber: AN, password: 'Wrong@26' });
    const unknown = await postLogin(app, { accountNumber: '009C999999', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expectApiError(res, 401, {
        code: 'invalid_credentials',
        message: 'Số tài khoản hoặc mật khẩu không đúng.',
      });
    }
    const en = await postLogin(
      app,
      { accountNumber: AN, password: 'nope' },
      { query: '?locale=en' },
    );
    expect(errorOf(en)?.message).toBe('Incorrect account number or password.');
  });

  it('checks the form on its fields', async () => {
    const bad = await postLogin(app, { accountNumber: '12345', password: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        code: 'account_invalid',
        field: 'accountNumber',
        message: 'Số tài khoản không hợp lệ (ví dụ: 009C123456).',
      },
      { code: 'required', field: 'password', message: 'Trường này là bắt buộc.' },
    ]);
    const missing = await postLogin(app, {}, { query: '?locale=en' });
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'accountNumber',
      'password',
    ]);
    expect(errorOf(missing)?.message).toBe('This field is required.');
  });

  it('slows guesses from one address at one account: after 3 failures, 2^n seconds apart', async () => {
    const ip = freshAddress();
    const from = (password: string) =>
      postLogin(app, { accountNumber: BINH, password }, { remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await from(`bad-${i}`)).statusCode, `${i}`).toBe(401);
    // The fourth comes too soon, even with the right password: it is not checked.
    const early = await from(DEMO_PASSWORD);
    expect(early.headers['retry-after']).toBe('2');
    expectApiError(early, 429, {
      code: 'login_delayed',
      message:
        'Tài khoản này đã bị nhập sai mật khẩu nhiều lần. Vui lòng đợi 2 giây rồi thử lại, hoặc đăng nhập trên trình duyệt quý khách đã từng đăng nhập.',
    });
    clock.advance(2000);
    expect((await from('bad-3')).statusCode).toBe(401);
    const next = await from(DEMO_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe('4');
    clock.advance(4000);
    expect((await from('bad-4')).statusCode).toBe(401);
    clock.advance(7000);
    expect((await from(DEMO_PASSWORD)).statusCode).toBe(429);
    clock.advance(1000);
    // The right password in time: in, and the pair starts over.
    expect((await from(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await from(`again-${i}`)).statusCode).toBe(401);
  });

  it('does not let failures from elsewhere lock the owner out', async () => {
    // Eight failures from four addresses (the old lock took five from anywhere).
    for (let a = 0; a < 4; a++) {
      const ip = freshAddress();
      for (let i = 0; i < 2; i++) {
        const res = await postLogin(
          app,
          { accountNumber: MINH_LONG, password: `bad-${a}-${i}` },
          { remoteAddress: ip },
        );
        expect(res.statusCode).toBe(401);
      }
    }
    // The owner, from their own address, with the right password.
    const owner = await postLogin(app, { accountNumber: MINH_LONG, password: DEMO_PASSWORD });
    expect(owner.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(customerLoginFailures)
      .where(eq(customerLoginFailures.key, MINH_LONG));
    expect(rows).toEqual([]);
  });

  it('answers an unknown account exactly like a known one', async () => {
    const run = async (accountNumber: string) => {
      const ip = freshAddress();
      const seen: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await postLogin(
          app,
          { accountNumber, password: `guess-${i}` },
          { remoteAddress: ip },
        );
        seen.push([res.statusCode, res.headers['retry-after'], res.json()]);
        clock.advance(1000);
      }
      return seen;
    };
    const known = await run(AN);
    clock.advance(60 * 60_000);
    expect(await run('009C888888')).toEqual(known);
    expect(known.map((s) => (s as number[])[0])).toEqual([401, 401, 401, 429, 401]);
  });
});

describe('POST customers/auth/login: the account-wide delay of unknown clients', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({ now: clock.now, env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '10' } });

  /** `n` failures, each from its own address (as a spread-out guesser would). */
  const spreadFailures = async (accountNumber: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++)
      statuses.push((await postLogin(app, { accountNumber, password: `bad-${i}` })).statusCode);
    return statuses;
  };

  it('makes every unknown client wait 2, 4, 8 s past LOGIN_MAX_FAILURES_PER_ACCOUNT, never locks', async () => {
    expect(await spreadFailures(BINH, 10)).toEqual(Array(10).fill(401));
    const waiting = await postLogin(
      app,
      { accountNumber: BINH, password: DEMO_PASSWORD },
      { query: '?locale=en' },
    );
    expect(waiting.headers['retry-after']).toBe('2');
    expectApiError(waiting, 429, {
      code: 'login_delayed',
      message:
        'Too many incorrect passwords for this account. Please wait 2 seconds and try again, or log in from a browser you have logged in with before.',
    });
    for (const wait of [2, 4, 8, 16]) {
      clock.advance(wait * 1000);
      expect(await spreadFailures(BINH, 1)).toEqual([401]);
      expect(await spreadFailures(BINH, 1)).toEqual([429]);
    }
    clock.advance(32_000);
    expect(
      (await postLogin(app, { accountNumber: BINH, password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    // The success cleared the account's count.
    const [row] = await app.db
      .select()
      .from(customerLoginFailures)
      .where(eq(customerLoginFailures.key, BINH));
    expect(row).toBeUndefined();
  });

  it('delays an unknown account number the same way, and forgets failures spread too thin', async () => {
    expect(await spreadFailures('009C777777', 10)).toEqual(Array(10).fill(401));
    const res = await postLogin(app, { accountNumber: '009C777777', password: 'guess' });
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].code).toBe('login_delayed');
    expect(res.headers['retry-after']).toBe('2');
    // Failures a window of quiet apart do not add up.
    for (let i = 0; i < 4; i++) {
      expect(await spreadFailures('009C666666', 3)).toEqual([401, 401, 401]);
      clock.advance(15 * 60_000);
    }
    expect((await spreadFailures('009C666666', 1))[0]).toBe(401);
  });
});

describe('POST customers/auth/login: device cookies against a lock-out by strangers (issue 20)', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({ now: clock.now });
  const DEVICE = 'login_device';
  beforeEach(() => {
    // Every window of the test before is over.
    clock.advance(60 * 60_000);
  });

  /** The device cookie an answer set, as the browser sends it back. */
  const deviceCookie = (res: Awaited<ReturnType<typeof postLogin>>) => {
    const cookie = res.cookies.find((c) => c.name === DEVICE);
    if (!cookie) throw new Error(`no ${DEVICE} cookie: ${res.statusCode} ${res.body}`);
    return `${DEVICE}=${cookie.value}`;
  };
  /** The owner logs in from their browser (with what it holds already) and keeps its cookie. */
  const ownerLogin = async (accountNumber: string, cookie?: string) =>
    deviceCookie(
      await postLogin(
        app,
        { accountNumber, password: DEMO_PASSWORD },
        { headers: cookie ? { cookie } : {} },
      ),
    );
  const login = (accountNumber: string, password: string, cookie?: string, ip = freshAddress()) =>
    postLogin(
      app,
      { accountNumber, password },
      { remoteAddress: ip, headers: cookie ? { cookie } : {} },
    );

  /** The attack: 51 wrong passwords on one account from 17 addresses, 3 each. */
  async function attack(accountNumber: string) {
    const answers = [];
    for (let a = 0; a < 17; a++) {
      const ip = freshAddress();
      for (let i = 0; i < 3; i++)
        answers.push(await login(accountNumber, `bad-${a}-${i}`, undefined, ip));
    }
    expect(answers.map((res) => res.statusCode)).not.toContain(200);
    // A failure never hands out a device cookie.
    expect(answers.flatMap((res) => res.cookies).map((c) => c.name)).not.toContain(DEVICE);
    return answers;
  }

  it('lets the owner’s browser in at once after 51 failures from 17 addresses', async () => {
    const cookie = await ownerLogin(MINH_LONG);
    await attack(MINH_LONG);
    const owner = await login(MINH_LONG, DEMO_PASSWORD, cookie);
    expect(owner.statusCode, owner.body).toBe(200);
    // Refreshed: HttpOnly, SameSite=Strict, only for the login calls, for 180 days.
    expect(owner.cookies.find((c) => c.name === DEVICE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/customers/auth',
      maxAge: 180 * 86_400,
    });
  });

  it('gives unknown clients a growing delay past the account-wide threshold, not a lock', async () => {
    await attack(BINH);
    const first = await login(BINH, DEMO_PASSWORD);
    expect(first.headers['retry-after']).toBe('2');
    expect(errorOf(first)?.code).toBe('login_delayed');
    expect(first.statusCode).toBe(429);
    clock.advance(2000);
    // One more wrong password: the next must wait twice as long.
    expect((await login(BINH, 'bad-again')).statusCode).toBe(401);
    const second = await login(BINH, DEMO_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('4');
    // Refused attempts cost nothing and do not extend the wait.
    clock.advance(3000);
    expect((await login(BINH, DEMO_PASSWORD)).headers['retry-after']).toBe('1');
    clock.advance(1000);
    // Once the delay has passed, the right password from a new browser gets in.
    const fresh = await login(BINH, DEMO_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(deviceCookie(fresh)).toMatch(/^login_device=/);
  });

  it('counts a device cookie of another account, a tampered one or an expired one as unknown', async () => {
    const expired = await ownerLogin(MINH_LONG);
    clock.advance(181 * 86_400_000);
    const valid = await ownerLogin(MINH_LONG);
    const ofAnother = await ownerLogin(AN);
    const flip = (cookie: string, at: number) =>
      `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    await attack(MINH_LONG);
    for (const [name, cookie] of Object.entries({
      expired,
      ofAnother,
      tamperedEnd: flip(valid, valid.length - 1),
      tamperedMiddle: flip(valid, Math.floor(valid.length / 2)),
      tamperedStart: flip(valid, DEVICE.length + 5),
    })) {
      const res = await login(MINH_LONG, DEMO_PASSWORD, cookie);
      expect(res.statusCode, name).toBe(429);
      expect(errorOf(res)?.code, name).toBe('login_delayed');
    }
    expect((await login(MINH_LONG, DEMO_PASSWORD, valid)).statusCode).toBe(200);
  });

  it('keeps one browser known for a few accounts at once', async () => {
    const forAn = await ownerLogin(AN);
    const forBoth = await ownerLogin(BINH, forAn);
    await attack(AN);
    await attack(BINH);
    expect((await login(AN, DEMO_PASSWORD, forBoth)).statusCode).toBe(200);
    expect((await login(BINH, DEMO_PASSWORD, forBoth)).statusCode).toBe(200);
  });

  it('distrusts a device after LOGIN_MAX_FAILURES_PER_DEVICE failures: it is then a stranger', async () => {
    const cookie = await ownerLogin(AN);
    const ip = freshAddress();
    // A known device is not delayed per address: ten wrong passwords in a row are checked.
    for (let i = 0; i < 10; i++)
      expect((await login(AN, `bad-${i}`, cookie, ip)).statusCode).toBe(401);
    // From now on it is an unknown client: three free attempts for the pair, then the delays.
    for (let i = 0; i < 3; i++)
      expect((await login(AN, `worse-${i}`, cookie, ip)).statusCode).toBe(401);
    const delayed = await login(AN, DEMO_PASSWORD, cookie, ip);
    expect(errorOf(delayed)?.code).toBe('login_delayed');
    clock.advance(2000);
    // The right password makes it trusted again.
    const back = await login(AN, DEMO_PASSWORD, cookie, ip);
    expect(back.statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(AN, `bad-${i}`, cookie, ip)).statusCode).toBe(401);
  });
});

describe('POST customers/auth/login: the per-address limit', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({
    now: clock.now,
    env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_LOCK_MINUTES: '10' },
  });

  it('refuses every login from an address after its failures, until the window passes', async () => {
    const ip = '10.66.0.1';
    const from = (accountNumber: string, password: string) =>
      postLogin(app, { accountNumber, password }, { remoteAddress: ip, query: '?locale=en' });
    expect((await from('009C000011', 'a')).statusCode).toBe(401);
    expect((await from('009C000012', 'b')).statusCode).toBe(401);
    expect((await from('009C000013', 'c')).statusCode).toBe(401);
    const refused = await from(AN, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().errors[0]).toEqual({
      code: 'too_many_attempts',
      message: 'Too many failed login attempts. Please try again in 10 minutes.',
    });
    // Other addresses are not affected.
    expect((await postLogin(app, { accountNumber: AN, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );

    clock.advance(10 * 60_000);
    expect((await from(AN, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST customers/auth/login with reCAPTCHA', () => {
  const { fetchMock, app } = recaptchaSuite();

  it('needs a valid token before it looks at the password', async () => {
    const missing = await postLogin(app, { accountNumber: AN, password: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'grecaptcha_token', field: 'grecaptcha_token' });
    fetchMock.mockResolvedValueOnce(Response.json({ success: true }));
    const ok = await postLogin(app, {
      accountNumber: AN,
      password: DEMO_PASSWORD,
      grecaptcha_token: 'good',
    });
    expect(ok.statusCode).toBe(200);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(RECAPTCHA_VERIFY_URL);
  });
});

describe('customer sessions: the inactivity timeout', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  const app = useTestApp({ now: clock.now, env: { CUSTOMER_IDLE_MINUTES: '30' } });
  const me = (token: string, query = '') =>
    app.inject({ url: `${ME}${query}`, headers: bearer(token) });

  it('keeps a session in use alive and ends one left alone for CUSTOMER_IDLE_MINUTES', async () => {
    const { accessToken } = await loginDirect(app);
    // Used every 29 minutes: alive for hours.
    for (let i = 0; i < 6; i++) {
      clock.advance(29 * 60_000);
      expect((await me(accessToken)).statusCode, `after ${(i + 1) * 29} minutes`).toBe(200);
    }
    clock.advance(30 * 60_000);
    const idle = await me(accessToken);
    expect(idle.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expectApiError(idle, 401, {
      code: 'session_idle',
      message:
        'Phiên đăng nhập đã kết thúc do quý khách không thao tác trong 30 phút. Vui lòng đăng nhập lại.',
    });
    expect(errorOf(await me(accessToken, '?locale=en'))?.message).toBe(
      'You were logged out after 30 minutes without activity. Please log in again.',
    );
    // An idle session stays over, even for a log-out.
    const out = await postLogout(app, accessToken);
    expect(errorOf(out)?.code).toBe('session_idle');
  });
});

describe('customer sessions: customers/me and log-out', () => {
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-11-20T02:00:00Z'));
  beforeAll(async () => {
    // Long enough for the token's own expiry to come first here.
    app = await buildTestApp({ now: clock.now, env: { CUSTOMER_IDLE_MINUTES: '1440' } });
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string> = {}, query = '') =>
    app.inject({ url: `${ME}${query}`, headers });

  it('answers the customer of the token with the session’s login method', async () => {
    const { accessToken } = await loginDirect(app);
    const res = await me(bearer(accessToken));
    expect(res.statusCode).toBe(200);
    const { data } = dataEnvelope(CustomerSchema).parse(res.json());
    expect(data).toMatchObject({
      accountNumber: AN,
      fullName: 'Nguyễn Văn An',
      loginMethod: 'direct',
    });
    // The scheme is case-insensitive.
    expect((await me({ authorization: `bearer ${accessToken}` })).statusCode).toBe(200);
  });

  it('answers token_missing without a bearer token', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer ' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ];
    for (const headers of cases) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({
        code: 'token_missing',
        message: 'Vui lòng đăng nhập để tiếp tục.',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="customers"');
    }
  });

  it('answers token_invalid for a token that is not one of ours', async () => {
    const { accessToken } = await loginDirect(app);
    const flipped = `${accessToken.slice(0, -1)}${accessToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [flipped, 'abc', `${accessToken}x`, 'a'.repeat(43)]) {
      const res = await me(bearer(token), '?locale=en');
      expect(res.statusCode, token).toBe(401);
      expect(errorOf(res)).toEqual({
        code: 'token_invalid',
        message: 'Your session has expired. Please log in again.',
      });
    }
  });

  it('answers token_expired once the token’s time is up', async () => {
    const { accessToken, expiresAt } = await loginDirect(app);
    clock.advance(28_800_000 - 1000);
    expect((await me(bearer(accessToken))).statusCode).toBe(200);
    clock.advance(1000);
    expect(new Date(expiresAt).getTime()).toBe(clock.now().getTime());
    const res = await me(bearer(accessToken));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({
      code: 'token_expired',
      message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
    });
  });

  it('notes when a session was last used, at most once a minute', async () => {
    const { accessToken } = await loginDirect(app);
    const lastSeen = async () =>
      (
        await app.db
          .select({ at: customerSessions.lastSeenAt })
          .from(customerSessions)
          .where(eq(customerSessions.tokenHash, hashToken(accessToken)))
      )[0]?.at.getTime();
    const start = await lastSeen();
    clock.advance(30_000);
    await me(bearer(accessToken));
    expect(await lastSeen()).toBe(start);
    clock.advance(40_000);
    await me(bearer(accessToken));
    expect(await lastSeen()).toBe(clock.now().getTime());
  });

  it('logs a direct session out for good: no provider URL, token_revoked after', async () => {
    const { accessToken } = await loginDirect(app, BINH);
    const out = await postLogout(app, accessToken, {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { logoutUrl: null } });
    for (const res of [await me(bearer(accessToken)), await postLogout(app, accessToken, {})]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)?.code).toBe('token_revoked');
    }
    // Another session of the same customer lives on.
    const { accessToken: other } = await loginDirect(app, BINH);
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('logs out without a body, and refuses an unregistered return address', async () => {
    const { accessToken } = await loginDirect(app);
    const bad = await postLogout(app, accessToken, {
      redirect_uri: 'https://evil.example/login-sso',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'sso_origin_unknown', field: 'redirect_uri' });
    const path = await postLogout(app, accessToken, {
      redirect_uri: 'http://localhost:8080/elsewhere',
    });
    expect(errorOf(path)).toMatchObject({
      code: 'sso_redirect_uri_invalid',
      field: 'redirect_uri',
    });
    // Still logged in: nothing happened.
    expect((await me(bearer(accessToken))).statusCode).toBe(200);
    const out = await postLogout(app, accessToken);
    expect(out.statusCode).toBe(200);
    expect((await post(app, '/api/v1/customers/auth/logout')).json().errors[0].code).toBe(
      'token_missing',
    );
  });
});
