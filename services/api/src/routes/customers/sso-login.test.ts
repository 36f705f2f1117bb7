import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { dataEnvelope } from '@brokerage/shared/validation/common.ts';
import {
  CustomerLoginResultSchema,
  SsoAuthorizeResultSchema,
} from '@brokerage/shared/validation/customers.ts';
import { customerSessions, customers } from '../../db/schema';
import { hashToken } from '../../lib/security/tokens';
import { StateUnavailableError } from '../../lib/state/shared-state';
import { ssoStateKey } from '../../repositories/sso-states';
import { buildTestApp, testClock } from '../../test/build-test-app';
import { post } from '../../test/requests';
import {
  AN,
  BINH,
  DEMO_PASSWORD,
  bearer,
  freshAddress,
  postLogin,
  postLogout,
} from '../../../test/customers';
import {
  type IdTokenTweaks,
  type OidcStub,
  type StubAccount,
  startOidcStub,
} from '../../test/oidc-stub';
import { errorOf } from '../../test/responses';
import { testServerUrl } from '../../../test/backend';

const PUBLIC_URL = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_URL}/login-sso`;
const CALLBACK_EN = `${PUBLIC_URL}/en/login-sso`;

/** The SSO provider's view of the demo customers (services/sso demo accounts). */
const AN_AT_SSO: StubAccount = {
  sub: '7f3e0c52-6a1d-4c8e-9b7a-2d4f81c09a11',
  preferred_username: AN,
  name: 'Nguyễn Văn An',
  email: 'an.nguyen@example.com',
  phone_number: '0901000001',
  customer_type: 'individual',
};
const BINH_AT_SSO: StubAccount = {
  sub: 'c1b9a4d7-3e52-4f06-8a2c-5e7d9b13f462',
  preferred_username: BINH,
  name: 'Trần Thị Bình',
  customer_type: 'individual',
};
/** Someone the provider knows and the API does not, yet. */
const NEW_AT_SSO: StubAccount = {
  sub: 'e5d1c0b2-0000-4000-8000-000000000100',
  preferred_username: '009c000100',
  name: 'Lê Thị Cúc',
  email: 'cuc.le@example.com',
  phone_number: '0901000100',
  customer_type: 'organization',
};

const BINDING_COOKIE = 'sso_binding';

/**
 * A TEST_REDIS_URL test needs Redis; CI starts it and fails without the variable, a developer
 * without Redis skips it.
 */
const redisUrl = testServerUrl('TEST_REDIS_URL');

/** What the shared state keeps for a started login (read through the app's port). */
async function keptState(app: FastifyInstance, state: string) {
  const raw = await app.state.get(ssoStateKey(hashToken(state)));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** POST sso-authorize with a return address (none: an empty form); the raw answer. */
const startSso = (
  app: FastifyInstance,
  redirectUri: string | undefined,
  query = '',
  options: Pick<InjectOptions, 'remoteAddress'> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/customers/auth/sso-authorize${query}`,
    payload: redirectUri === undefined ? {} : { redirect_uri: redirectUri },
    ...options,
  });

describe('customers SSO login', () => {
  let stub: OidcStub;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    stub = await startOidcStub({ issuer: `${PUBLIC_URL}/sso` });
    app = await buildTestApp({
      now: clock.now,
      env: {
        PUBLIC_URL,
        SSO_INTERNAL_URL: stub.url,
        SSO_CLIENT_SECRET: stub.clientSecret,
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  /** The test's browser: the binding cookie it was given, sent back like a browser would. */
  let jar: string | undefined;
  const cookieHeader = (cookie: string | undefined) => (cookie ? { cookie } : {});

  const authorize = async (redirectUri = CALLBACK, query = '') => {
    const res = await post(
      app,
      `/api/v1/customers/auth/sso-authorize${query}`,
      { redirect_uri: redirectUri },
      { headers: cookieHeader(jar), remoteAddress: freshAddress() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const binding = res.cookies.find((c) => c.name === BINDING_COOKIE);
    if (binding) jar = `${binding.name}=${binding.value}`;
    return dataEnvelope(SsoAuthorizeResultSchema).parse(res.json()).data;
  };

  const loginSso = (payload: Record<string, unknown>, query = '', cookie = jar) =>
    post(app, `/api/v1/customers/auth/login-sso${query}`, payload, {
      headers: cookieHeader(cookie),
      remoteAddress: freshAddress(),
    });

  /** The whole round trip: start, log in at the provider, come back with the code. */
  const roundTrip = async (
    account: StubAccount,
    tweaks?: IdTokenTweaks,
    redirectUri = CALLBACK,
  ) => {
    const { authorizeUrl, state } = await authorize(redirectUri);
    const code = stub.login(authorizeUrl, account, tweaks);
    const res = await loginSso({ code, state, redirect_uri: redirectUri });
    return { res, code, state };
  };

  /** What a failed login must leave as it was. */
  const snapshot = async () => ({
    customers: (await app.db.select({ n: count() }).from(customers))[0]?.n,
    sessions: (await app.db.select({ n: count() }).from(customerSessions))[0]?.n,
    linked: (
      await app.db
        .select({ sub: customers.ssoSubject })
        .from(customers)
        .where(sql`${customers.ssoSubject} is not null`)
    ).map((r) => r.sub),
  });

  it('starts with a provider URL carrying state, nonce, PKCE and the language', async () => {
    const { authorizeUrl, state } = await authorize(CALLBACK_EN, '?locale=en');
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/sso/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toEqual({
      response_type: 'code',
      client_id: 'website',
      scope: 'openid profile Online-Read Online-Write',
      redirect_uri: CALLBACK_EN,
      state,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The state is kept under its hash, with the nonce and a verifier that is not the challenge.
    const kept = await keptState(app, state);
    expect(kept).toMatchObject({ nonce: q.nonce, redirectUri: CALLBACK_EN });
    expect(kept?.codeVerifier).toEqual(expect.any(String));
    expect(kept?.codeVerifier).not.toBe(q.code_challenge);
    expect(new Date(kept!.expiresAt as string).getTime() - clock.now().getTime()).toBe(10 * 60_000);
    expect(await app.state.get(ssoStateKey(state))).toBeNull();
  });

  it('refuses any return address but the two registered ones, exactly', async () => {
    for (const redirectUri of [
      `${PUBLIC_URL}/login-sso/x`,
      `${PUBLIC_URL}/login-sso?next=/`,
      `${PUBLIC_URL}/LOGIN-SSO`,
      `${PUBLIC_URL}/en/login-sso/`,
      '/login-sso',
      'login-sso',
    ]) {
      const res = await startSso(app, redirectUri, '?locale=en', { remoteAddress: freshAddress() });
      expect(res.statusCode, redirectUri).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'sso_redirect_uri_invalid',
        field: 'redirect_uri',
        message: 'The return address of the SSO login is not valid.',
      });
    }
    const empty = await startSso(app, undefined);
    expect(errorOf(empty)).toMatchObject({ code: 'required', field: 'redirect_uri' });
  });

  it('links the provider subject to the customer with the same account number', async () => {
    const before = await snapshot();
    const { res } = await roundTrip(AN_AT_SSO);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = dataEnvelope(CustomerLoginResultSchema).parse(res.json());
    expect(data.customer).toMatchObject({
      accountNumber: AN,
      fullName: 'Nguyễn Văn An',
      loginMethod: 'sso',
    });
    // The provider's token exchange, key set and userinfo, in that order.
    expect(stub.calls.slice(-3)).toEqual(['/sso/token', '/sso/jwks', '/sso/me']);

    const [linked] = await app.db.select().from(customers).where(eq(customers.accountNumber, AN));
    expect(linked?.ssoSubject).toBe(AN_AT_SSO.sub);
    // Still the seeded customer (no second row), password kept.
    expect((await snapshot()).customers).toBe(before.customers);
    expect(linked?.passwordHash).toMatch(/^\$argon2id\$/);

    // Our own token, not the provider's; the id_token is kept for the log-out.
    const [session] = await app.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(data.accessToken)));
    expect(session?.loginMethod).toBe('sso');
    expect(decodeJwt(session!.idToken!)).toMatchObject({ sub: AN_AT_SSO.sub, aud: 'website' });
    const me = await app.inject({ url: '/api/v1/customers/me', headers: bearer(data.accessToken) });
    expect(me.json().data).toMatchObject({ accountNumber: AN, loginMethod: 'sso' });

    // Next time the subject finds the customer directly.
    const again = await roundTrip(AN_AT_SSO);
    expect(again.res.json().data.customer.id).toBe(data.customer.id);
    expect((await snapshot()).customers).toBe(before.customers);
  });

  it('names an origin the provider does not know apart from a wrong path', async () => {
    for (const redirectUri of [
      'https://evil.example/login-sso',
      'http://localhost:8081/login-sso',
      'http://127.0.0.1:8081/en/login-sso',
      'https://localhost:8080/login-sso',
      'http://[::1]:8080/login-sso',
    ]) {
      const res = await startSso(app, redirectUri, '?locale=en', { remoteAddress: freshAddress() });
      expect(res.statusCode, redirectUri).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'sso_origin_unknown',
        field: 'redirect_uri',
        message:
          'This site is open on an address the SSO login does not know. Please open it on its official address and log in again.',
      });
    }
  });

  it('accepts both loopback names of a loopback PUBLIC_URL, to the end of the round trip', async () => {
    const loopback = 'http://127.0.0.1:8080/en/login-sso';
    const { res } = await roundTrip(AN_AT_SSO, undefined, loopback);
    expect(res.statusCode, res.body).toBe(200);
    const out = await postLogout(app, res.json().data.accessToken as string, {
      redirect_uri: loopback,
    });
    expect(out.statusCode).toBe(200);
    expect(
      new URL(out.json().data.logoutUrl as string).searchParams.get('post_logout_redirect_uri'),
    ).toBe(loopback);
  });

  it('binds the state to the browser that started it: an HttpOnly SameSite cookie', async () => {
    jar = undefined;
    const res = await startSso(app, CALLBACK, '', { remoteAddress: freshAddress() });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sso_binding=[A-Za-z0-9_-]{43}; /);
    const attributes = setCookie.split('; ').slice(1).sort();
    expect(attributes).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/api/v1/customers',
      'SameSite=Lax',
    ]);
    // Kept hashed with the state.
    const value = setCookie.split(';')[0]!.slice('sso_binding='.length);
    const { state } = res.json().data as { state: string };
    expect((await keptState(app, state))?.browserHash).toBe(hashToken(value));
  });

  it('refuses a login link opened in another browser (login CSRF), without using the state', async () => {
    // The attacker starts a login and stops at the provider's answer: a link with code and state.
    const { authorizeUrl, state } = await authorize();
    const attackerCookie = jar;
    const code = stub.login(authorizeUrl, BINH_AT_SSO);
    const before = await snapshot();
    const calls = stub.calls.length;
    // The victim's browser: no binding cookie at all, or one of its own.
    const fresh = await loginSso({ code, state, redirect_uri: CALLBACK }, '?locale=en', '');
    jar = undefined;
    await authorize();
    const other = await loginSso({ code, state, redirect_uri: CALLBACK });
    for (const res of [fresh, other]) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'sso_browser_mismatch', field: 'state' });
    }
    expect(errorOf(fresh)?.message).toBe(
      'This SSO login was not started in this browser. Please log in again.',
    );
    expect(stub.calls.length).toBe(calls);
    expect(await snapshot()).toEqual(before);
    expect(await keptState(app, state)).not.toBeNull();
    // The browser that started it still can.
    const own = await loginSso({ code, state, redirect_uri: CALLBACK }, '', attackerCookie);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps one binding per browser: two tabs can each finish their own round trip', async () => {
    const first = await authorize();
    const cookie = jar;
    const second = await authorize();
    expect(jar).toBe(cookie);
    for (const started of [second, first]) {
      const code = stub.login(started.authorizeUrl, AN_AT_SSO);
      const res = await loginSso({ code, state: started.state, redirect_uri: CALLBACK });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('answers every customer call with Cache-Control: no-store', async () => {
    const start = await startSso(app, CALLBACK);
    const { res } = await roundTrip(AN_AT_SSO);
    const token = res.json().data.accessToken as string;
    const me = await app.inject({ url: '/api/v1/customers/me', headers: bearer(token) });
    const anonymous = await app.inject({ url: '/api/v1/customers/me' });
    const refused = await loginSso({ code: 'c', state: 'forged', redirect_uri: CALLBACK });
    const direct = await postLogin(app, { accountNumber: AN, password: DEMO_PASSWORD });
    const out = await postLogout(app, token);
    for (const answer of [start, res, me, anonymous, refused, direct, out]) {
      expect(answer.headers['cache-control'], answer.body).toBe('no-store');
    }
    expect([me.statusCode, anonymous.statusCode, direct.statusCode]).toEqual([200, 401, 200]);
  });

  it('lets the owner in through the SSO while the direct login makes strangers wait', async () => {
    // A wait set from anywhere (test limit: see the app's env) does not concern the SSO.
    for (let i = 0; i < 3; i++) {
      await postLogin(app, { accountNumber: BINH, password: `bad-${i}` });
    }
    const waiting = await postLogin(app, { accountNumber: BINH, password: DEMO_PASSWORD });
    expect(errorOf(waiting)?.code).toBe('login_delayed');
    const { res } = await roundTrip(BINH_AT_SSO);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('creates a customer from the claims when the account number is new', async () => {
    const { res } = await roundTrip(NEW_AT_SSO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toEqual({
      id: expect.any(Number),
      accountNumber: '009C000100',
      fullName: 'Lê Thị Cúc',
      email: 'cuc.le@example.com',
      phone: '0901000100',
      customerType: 'organization',
      loginMethod: 'sso',
    });
    const [row] = await app.db
      .select()
      .from(customers)
      .where(eq(customers.ssoSubject, NEW_AT_SSO.sub));
    expect(row).toMatchObject({ accountNumber: '009C000100', passwordHash: null });
    // No password: the direct login knows this customer no better than a stranger.
    const direct = await postLogin(app, { accountNumber: '009C000100', password: DEMO_PASSWORD });
    expect(direct.statusCode).toBe(401);
    expect(errorOf(direct)?.code).toBe('invalid_credentials');
  });

  it('refuses a forged state without asking the provider', async () => {
    const calls = stub.calls.length;
    const res = await loginSso({ code: 'abc', state: 'forged-state', redirect_uri: CALLBACK });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'sso_state_invalid',
      field: 'state',
      message: 'Phiên đăng nhập SSO không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
    });
    expect(stub.calls.length).toBe(calls);
  });

  it('uses a state once: a replay is refused, a replayed code too', async () => {
    const first = await roundTrip(BINH_AT_SSO);
    expect(first.res.statusCode).toBe(200);
    expect(await keptState(app, first.state)).toBeNull();
    const replay = await loginSso({ code: first.code, state: first.state, redirect_uri: CALLBACK });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toMatchObject({ code: 'sso_state_invalid', field: 'state' });
    // The same code with a fresh state: the provider says invalid_grant.
    const { state } = await authorize();
    const reused = await loginSso({ code: first.code, state, redirect_uri: CALLBACK });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toEqual({
      code: 'sso_code_invalid',
      field: 'code',
      message: 'Mã đăng nhập SSO không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
    });
  });

  it('lets only one of two parallel uses of a state through', async () => {
    const { authorizeUrl, state } = await authorize();
    const code = stub.login(authorizeUrl, BINH_AT_SSO);
    const results = await Promise.all(
      [1, 2].map(() => loginSso({ code, state, redirect_uri: CALLBACK })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.map((r) => r.json().errors?.[0]?.code).filter(Boolean)).toEqual([
      'sso_state_invalid',
    ]);
  });

  it('refuses safely (503 with Retry-After) while the shared state does not answer', async () => {
    const lost = () => new StateUnavailableError('redis: Connection is closed.');
    const set = vi.spyOn(app.state, 'set').mockRejectedValueOnce(lost());
    try {
      const start = await startSso(app, CALLBACK, '?locale=en', { remoteAddress: freshAddress() });
      expect(start.statusCode).toBe(503);
      expect(start.headers['retry-after']).toBe('30');
      expect(errorOf(start)).toEqual({
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again later.',
      });
    } finally {
      set.mockRestore();
    }
    const { authorizeUrl, state } = await authorize();
    const code = stub.login(authorizeUrl, AN_AT_SSO);
    const calls = stub.calls.length;
    const get = vi.spyOn(app.state, 'get').mockRejectedValueOnce(lost());
    try {
      const res = await loginSso({ code, state, redirect_uri: CALLBACK });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res)?.code).toBe('service_unavailable');
    } finally {
      get.mockRestore();
    }
    expect(stub.calls.length).toBe(calls);
    // Nothing was used up: once the store answers, the same round trip finishes.
    const res = await loginSso({ code, state, redirect_uri: CALLBACK });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a state older than 10 minutes', async () => {
    const { authorizeUrl, state } = await authorize();
    const code = stub.login(authorizeUrl, AN_AT_SSO);
    clock.advance(10 * 60_000 + 1000);
    const res = await loginSso({ code, state, redirect_uri: CALLBACK });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)?.code).toBe('sso_state_invalid');
  });

  it('refuses a return address other than the state’s, and burns the state', async () => {
    const { authorizeUrl, state } = await authorize(CALLBACK);
    const code = stub.login(authorizeUrl, AN_AT_SSO);
    const calls = stub.calls.length;
    const res = await loginSso({ code, state, redirect_uri: CALLBACK_EN });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'sso_redirect_uri_invalid', field: 'redirect_uri' });
    expect(stub.calls.length).toBe(calls);
    const retry = await loginSso({ code, state, redirect_uri: CALLBACK });
    expect(errorOf(retry)?.code).toBe('sso_state_invalid');
  });

  it('answers sso_code_invalid for a code the provider let expire', async () => {
    const { authorizeUrl, state } = await authorize();
    const code = stub.login(authorizeUrl, AN_AT_SSO);
    stub.expireCodes();
    const res = await loginSso({ code, state, redirect_uri: CALLBACK }, '?locale=en');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'sso_code_invalid',
      field: 'code',
      message: 'The SSO login code is not valid or has expired. Please log in again.',
    });
  });

  it('answers 502 sso_unavailable while the provider is down', async () => {
    stub.failWith = 503;
    try {
      const { res } = await roundTrip(AN_AT_SSO);
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toEqual({
        code: 'sso_unavailable',
        message: 'Hệ thống đăng nhập SSO tạm thời không phản hồi. Vui lòng thử lại sau.',
      });
    } finally {
      stub.failWith = null;
    }
  });

  it.each<[string, IdTokenTweaks]>([
    ['signed with another key', { foreignKey: true }],
    ['from another issuer', { issuer: 'https://evil.example/sso' }],
    ['for another client', { audience: 'another-client' }],
    ['with another nonce', { nonce: 'not-the-nonce' }],
    ['already expired', { expiresIn: -120 }],
  ])('refuses an id_token %s and writes nothing', async (_, tweaks) => {
    const before = await snapshot();
    const { res } = await roundTrip(
      { ...NEW_AT_SSO, sub: 'sub-x', preferred_username: '009C000200' },
      tweaks,
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'sso_code_invalid', field: 'code' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses userinfo about someone else (502) and writes nothing', async () => {
    const before = await snapshot();
    const { res } = await roundTrip(
      { ...NEW_AT_SSO, sub: 'sub-y', preferred_username: '009C000201' },
      { userinfoSub: 'sub-z' },
    );
    expect(res.statusCode).toBe(502);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second subject for an account that is already linked', async () => {
    // BINH was linked by the replay test above; another subject claims the same account.
    const before = await snapshot();
    const { res } = await roundTrip({ ...BINH_AT_SSO, sub: 'an-impostor' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'sso_code_invalid', field: 'code' });
    expect(await snapshot()).toEqual(before);
    const [binh] = await app.db.select().from(customers).where(eq(customers.accountNumber, BINH));
    expect(binh?.ssoSubject).toBe(BINH_AT_SSO.sub);
  });

  it('creates the customer and the session together or not at all', async () => {
    // A session insert that fails after the customer was written must take the customer back.
    await app.db.execute(sql`create function refuse_session() returns trigger language plpgsql
      as $$ begin raise exception 'no sessions today'; end $$`);
    await app.db.execute(sql`create trigger refuse_session before insert on customer_sessions
      for each row execute function refuse_session()`);
    try {
      const before = await snapshot();
      const { res } = await roundTrip({
        ...NEW_AT_SSO,
        sub: 'sub-w',
        preferred_username: '009C000202',
      });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await app.db.execute(sql`drop trigger refuse_session on customer_sessions`);
      await app.db.execute(sql`drop function refuse_session()`);
    }
  });

  it('logs an SSO session out with the provider’s end-session URL', async () => {
    const { res } = await roundTrip(AN_AT_SSO);
    const { accessToken } = res.json().data as { accessToken: string };
    const [session] = await app.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(accessToken)));
    const out = await postLogout(app, accessToken, {}, '?locale=en');
    expect(out.statusCode).toBe(200);
    const url = new URL(out.json().data.logoutUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/sso/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: session!.idToken,
      post_logout_redirect_uri: CALLBACK_EN,
      client_id: 'website',
      ui_locales: 'en',
    });
    // The hint is not kept once used; the token is over.
    const [after] = await app.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.id, session!.id));
    expect(after).toMatchObject({ idToken: null, revokedAt: expect.any(Date) });
    const again = await postLogout(app, accessToken, { redirect_uri: CALLBACK });
    expect(errorOf(again)?.code).toBe('token_revoked');
  });

  it('takes the return address of the log-out from the body when registered', async () => {
    const { res } = await roundTrip(AN_AT_SSO);
    const out = await postLogout(app, res.json().data.accessToken as string, {
      redirect_uri: CALLBACK_EN,
    });
    const url = new URL(out.json().data.logoutUrl as string);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(CALLBACK_EN);
    expect(url.searchParams.get('ui_locales')).toBe('vi');
  });
});

describe('customers SSO login without a reachable or configured provider', () => {
  it('answers 502 when the provider cannot be reached', async () => {
    const stub = await startOidcStub();
    const app = await buildTestApp({
      env: { PUBLIC_URL, SSO_INTERNAL_URL: 'http://127.0.0.1:9/sso', SSO_CLIENT_SECRET: 'x' },
    });
    try {
      const start = await startSso(app, CALLBACK);
      const { authorizeUrl, state } = start.json().data as { authorizeUrl: string; state: string };
      const code = stub.login(authorizeUrl, AN_AT_SSO);
      const binding = start.cookies.find((c) => c.name === BINDING_COOKIE)!;
      const res = await post(
        app,
        '/api/v1/customers/auth/login-sso',
        { code, state, redirect_uri: CALLBACK },
        { headers: { cookie: `${binding.name}=${binding.value}` } },
      );
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)?.code).toBe('sso_unavailable');
    } finally {
      await app.close();
      await stub.close();
    }
  });

  it('answers 502 sso_unavailable without a client secret', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL } });
    try {
      const start = await startSso(app, CALLBACK, '?locale=en');
      expect(start.statusCode).toBe(502);
      expect(errorOf(start)).toEqual({
        code: 'sso_unavailable',
        message: 'The SSO login service is not responding. Please try again later.',
      });
      const login = await post(app, '/api/v1/customers/auth/login-sso', {
        code: 'c',
        state: 's',
        redirect_uri: CALLBACK,
      });
      expect(login.statusCode).toBe(502);
    } finally {
      await app.close();
    }
  });

  it('marks the binding cookie Secure on https, and knows only its own origin there', async () => {
    const app = await buildTestApp({
      env: { PUBLIC_URL: 'https://www.anphat.example', SSO_CLIENT_SECRET: 'x' },
    });
    try {
      const start = await startSso(app, 'https://www.anphat.example/login-sso');
      expect(start.statusCode).toBe(200);
      expect(String(start.headers['set-cookie']).split('; ')).toContain('Secure');
      // Loopback names are only for a loopback PUBLIC_URL.
      const loopback = await startSso(app, 'http://127.0.0.1:8080/login-sso');
      expect(errorOf(loopback)?.code).toBe('sso_origin_unknown');
    } finally {
      await app.close();
    }
  });

  it('checks reCAPTCHA first when it is configured', async () => {
    const app = await buildTestApp({
      env: { PUBLIC_URL, SSO_CLIENT_SECRET: 'x', RECAPTCHA_SECRET: 'test-secret' },
    });
    try {
      const res = await post(app, '/api/v1/customers/auth/login-sso', {
        code: 'c',
        state: 's',
        redirect_uri: CALLBACK,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'grecaptcha_token', field: 'grecaptcha_token' });
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!redisUrl)('customers SSO login across two API replicas sharing Redis', () => {
  let stub: OidcStub;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    stub = await startOidcStub({ issuer: `${PUBLIC_URL}/sso` });
    // Each replica has its own database copy; only Redis (one prefix) is shared.
    const env = {
      PUBLIC_URL,
      SSO_INTERNAL_URL: stub.url,
      SSO_CLIENT_SECRET: stub.clientSecret,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `test:sso-states:${randomUUID()}:`,
    };
    first = await buildTestApp({ env });
    second = await buildTestApp({ env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await stub?.close();
  });

  const postAuth = (app: FastifyInstance, url: string, payload: object, cookie: string) =>
    post(app, `/api/v1/customers/auth/${url}`, payload, {
      headers: { cookie },
      remoteAddress: freshAddress(),
    });

  it('finishes through one replica a login started through the other, once', async () => {
    const start = await startSso(first, CALLBACK, '', { remoteAddress: freshAddress() });
    expect(start.statusCode, start.body).toBe(200);
    expect(first.state.kind).toBe('redis');
    const binding = start.cookies.find((c) => c.name === BINDING_COOKIE)!;
    const cookie = `${binding.name}=${binding.value}`;
    const { authorizeUrl, state } = start.json().data as { authorizeUrl: string; state: string };
    const code = stub.login(authorizeUrl, AN_AT_SSO);

    // Another browser is refused on the second replica too, and the state stays.
    const stranger = await postAuth(
      second,
      'login-sso',
      { code, state, redirect_uri: CALLBACK },
      '',
    );
    expect(errorOf(stranger)?.code).toBe('sso_browser_mismatch');

    const res = await postAuth(
      second,
      'login-sso',
      { code, state, redirect_uri: CALLBACK },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.customer).toMatchObject({ accountNumber: AN, loginMethod: 'sso' });

    // Used up for both replicas.
    const replay = await postAuth(
      first,
      'login-sso',
      { code, state, redirect_uri: CALLBACK },
      cookie,
    );
    expect(errorOf(replay)?.code).toBe('sso_state_invalid');
  });
});
