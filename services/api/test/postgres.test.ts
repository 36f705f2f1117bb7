import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type OidcStub, startOidcStub } from '../src/test/oidc-stub';
import { seedConfigured } from '../seed/seed-configured';
import { post } from '../src/test/requests';
import { advanceTo, requestCode, startCase } from '../src/test/ekyc';
import { fakeEkycVendor } from '../src/test/fake-ekyc-vendor';
import { testServerUrl, useScratchDatabase } from './backend';
import { AN, BINH, bearer, sessionToken } from './customers';

/**
 * The same migrations, seed and routes on a real PostgreSQL server (DATABASE_URL), not PGlite.
 * `.ci/run` starts a throwaway cluster and sets TEST_DATABASE_URL; CI fails without it, a
 * developer without PostgreSQL skips it.
 */
const adminUrl = testServerUrl('TEST_DATABASE_URL');

describe.skipIf(!adminUrl)('on PostgreSQL (DATABASE_URL)', () => {
  const database = useScratchDatabase(adminUrl, 'brokerage_test');
  let app: FastifyInstance;
  let stub: OidcStub;
  let now = Date.now();

  beforeAll(async () => {
    stub = await startOidcStub();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: `/tmp/${database.name}`,
      SSO_INTERNAL_URL: stub.url,
      SSO_CLIENT_SECRET: stub.clientSecret,
      // Low enough to reach from five addresses: the account-wide counter's row locks race below.
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    });
    // What the launcher does: the seed CLI first, then the server on the seeded database.
    await seedConfigured(config);
    app = await buildApp(config, { now: () => new Date(now), ekycVendor: fakeEkycVendor() });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });

  it('keeps serving when the server ends its idle connections (a restart, an admin)', async () => {
    expect((await app.inject('/api/v1/health')).statusCode).toBe(200);
    await app.inject('/api/v1/menus?locale=vi');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database.name],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool's 'error' events were heard (no unhandled error ends the run) and a new
    // connection serves the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The readiness probe pings the database on a connection of its own (no cache between).
    const res = await app.inject('/readyz');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('migrates, seeds and serves the home page in both languages', async () => {
    for (const locale of ['vi', 'en']) {
      const res = await app.inject(`/api/v1/pages/static/home-page?locale=${locale}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.templateCode).toBe('HOME');
    }
  });

  it('serves pages by translated slug, menus and the redirect table', async () => {
    const all = await app.inject('/api/v1/pages/static/all?limit=100');
    const page = all
      .json()
      .data.find((p: { templateCode: string }) => p.templateCode === 'ABOUT_GENERAL');
    const en = page.translations.find((t: { locale: string }) => t.locale === 'en');
    const res = await app.inject(`/api/v1/pages/${encodeURIComponent(en.slug)}?locale=en`);
    expect(res.statusCode).toBe(200);
    expect(
      (await app.inject('/api/v1/menus')).json().data.map((m: { code: string }) => m.code),
    ).toEqual(expect.arrayContaining(['header', 'footer']));
    const loop = await app.inject('/api/v1/systems/redirects/show?path=/vong-lap-a');
    expect(loop.statusCode).toBe(404);
    expect(loop.json().errors[0].code).toBe('redirect_loop');
  });

  it('logs customers in, delays strangers after failures and keeps one rating per customer', async () => {
    const login = (password: string, remoteAddress = '10.5.0.1') =>
      post(
        app,
        '/api/v1/customers/auth/login',
        { accountNumber: '009C000002', password },
        { remoteAddress },
      );
    const ok = await login('AnPhat@26');
    expect(ok.statusCode).toBe(200);
    const token = ok.json().data.accessToken as string;
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await app.inject({ url: '/api/v1/customers/me', headers })).json().data.accountNumber,
    ).toBe('009C000002');

    // The counters' row locks, in parallel: the fifth failure starts the strangers' delays,
    // whatever their order. (Each from its own /24: the hashing pool admits 4 per network.)
    const failures = await Promise.all([1, 2, 3, 4, 5].map((i) => login('bad', `10.5.1${i}.1`)));
    expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const waiting = await login('AnPhat@26', '10.5.2.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    now += 2000;
    expect((await login('AnPhat@26', '10.5.2.2')).statusCode).toBe(200);

    // One address guessing in parallel: each attempt is reserved before its password check,
    // so only the pair's three free attempts get an answer about the password.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(
          app,
          '/api/v1/customers/auth/login',
          { accountNumber: '009C000003', password: 'bad' },
          { remoteAddress: '10.5.3.1' },
        ),
      ),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);

    const specialists = (await app.inject('/api/v1/khcn/specialists?limit=1')).json().data;
    const rate = (star: number) =>
      post(
        app,
        `/api/v1/khcn/specialists/${specialists[0].id}/rating`,
        { star, name: 'Trần Thị Bình', phone: '0901000002' },
        { headers },
      );
    expect((await rate(3)).json().data).toMatchObject({ averageRating: 3, ratingCount: 1 });
    expect((await rate(5)).json().data).toMatchObject({ averageRating: 5, ratingCount: 1 });
    const detail = await app.inject(`/api/v1/khcn/specialists/${specialists[0].id}`);
    expect(detail.json().data).toMatchObject({ averageRating: 5, ratingCount: 1 });

    const out = await post(app, '/api/v1/customers/auth/logout', undefined, { headers });
    expect(out.json()).toEqual({ data: { logoutUrl: null } });
    expect((await app.inject({ url: '/api/v1/customers/me', headers })).json().errors[0].code).toBe(
      'token_revoked',
    );
  });

  it('logs in through the SSO, linking the customer, and uses a state once', async () => {
    const callback = 'http://localhost:8080/login-sso';
    const start = await post(app, '/api/v1/customers/auth/sso-authorize', {
      redirect_uri: callback,
    });
    const { authorizeUrl, state } = start.json().data as { authorizeUrl: string; state: string };
    // The browser that started the round trip sends its binding cookie back.
    const binding = start.cookies.find((c) => c.name === 'sso_binding')!;
    const code = stub.login(authorizeUrl, {
      sub: 'pg-subject-1',
      preferred_username: '009C000003',
      name: 'Công ty TNHH Đầu tư Minh Long',
    });
    // Two parallel uses of one state: exactly one gets past the state.
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        post(
          app,
          '/api/v1/customers/auth/login-sso',
          { code, state, redirect_uri: callback },
          { headers: { cookie: `sso_binding=${binding.value}` } },
        ),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 400]);
    const ok = a!.statusCode === 200 ? a! : b!;
    expect(ok.json().data.customer).toMatchObject({
      accountNumber: '009C000003',
      customerType: 'organization',
      loginMethod: 'sso',
    });
  });

  it('opens an account by eKYC (migration 0016): a locked code, one completion of two confirms', async () => {
    const customer = await startCase(app);
    await advanceTo(customer, 'otp', app);
    const code = await requestCode(app, customer);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Parallel guesses from many addresses: the row's attempt counter admits five.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/ekyc-open-account/verify-otp',
          payload: { uuid: customer.uuid, otp: wrong },
          headers: { 'x-ekyc-token': customer.token },
          remoteAddress: `10.6.0.${i + 1}`,
        }),
      ),
    );
    expect(guesses.map((r) => r.statusCode).sort()).toEqual([
      422, 422, 422, 422, 429, 429, 429, 429,
    ]);
    now += 60_000;
    const next = await requestCode(app, customer, 'resend-otp');
    expect((await customer.post('verify-otp', { otp: next })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      customer.post('contract-confirm', { agreed: true }),
      customer.post('contract-confirm', { agreed: true }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const done = (a!.statusCode === 200 ? a! : b!).json().data;
    expect(done.completion.accountNumber).toMatch(/^009C\d{6}$/);
    expect((await customer.steps()).step).toBe('completed');
  });

  it('keeps a customer’s watchlists (migration 0020) to 10 when two devices create at once, and to the owner', async () => {
    const headers = bearer(await sessionToken(app, 'direct', BINH));
    const other = bearer(await sessionToken(app, 'direct', AN));
    const create = (name: string, h = headers) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/watchlists',
        payload: { name, symbols: ['FPT'] },
        headers: h,
      });
    for (let i = 0; i < 7; i++) expect((await create(`L${i}`)).statusCode).toBe(201);
    // The customer row's lock: in parallel, exactly the three left get in.
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(`P${i}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      201, 201, 201, 422, 422, 422, 422, 422,
    ]);
    const listed = await app.inject({ url: '/api/v1/watchlists', headers });
    const lists = listed.json().data as Array<{ id: number; symbols: string[] }>;
    expect(lists).toHaveLength(10);
    expect(lists[0]!.symbols).toEqual(['FPT']);
    const theirs = await app.inject({
      method: 'PATCH',
      url: `/api/v1/watchlists/${lists[0]!.id}`,
      payload: { name: 'Không phải của tôi' },
      headers: other,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('has the Vietnamese search extensions', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const result = await client.query<{ plain: string; close: boolean }>(
        "select unaccent('chứng khoán') as plain, similarity('chung khoan', 'chung khoang') > 0.5 as close",
      );
      expect(result.rows[0]).toEqual({ plain: 'chung khoan', close: true });
    } finally {
      await client.end();
    }
  });
});
