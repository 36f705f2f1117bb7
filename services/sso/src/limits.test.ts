/**
 * The SSO under load and attack, over HTTP: request limits on the authorization endpoint and
 * the interaction pages, login limits, the lockout through the login page, CORS, and the
 * loopback origins.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD as PASSWORD } from './accounts/demo-accounts';
import {
  atLoginPage,
  basicAuth,
  Browser,
  followToClient,
  location,
  newAuthRequest,
  openLogin,
  ownerLogin,
  submitLogin,
  useProviders,
} from './test/harness';

const serve = useProviders();

describe('request limits on /sso/auth and the interaction pages', () => {
  it('answer 429 past the per-address limit, in the page language; other addresses go on', async () => {
    const sso = await serve({ SSO_RATE_LIMIT_MAX: '5' });
    const attacker = new Browser(sso.origin, '198.51.100.9');
    for (let i = 0; i < 5; i++) {
      expect((await attacker.get(newAuthRequest().url)).status).toBe(303);
    }
    const refused = await attacker.get(newAuthRequest().url);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.text()).toContain('Bạn đã gửi quá nhiều yêu cầu');
    const english = await attacker.get(newAuthRequest({ ui_locales: 'en' }).url);
    expect(english.status).toBe(429);
    expect(await english.text()).toContain('Too many requests');
    // The interaction pages count too.
    expect((await attacker.get('/sso/interaction/abc')).status).toBe(429);

    expect((await atLoginPage(sso.origin, '203.0.113.20')).page.status).toBe(200);
  });

  it('limit the addresses of one /24 together: a flood from 30 of them leaves other networks served', async () => {
    const sso = await serve({ SSO_RATE_LIMIT_MAX: '100', SSO_NETWORK_RATE_LIMIT_MAX: '20' });
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let host = 1; host <= 30; host++) {
        const flooder = new Browser(sso.origin, `127.0.3.${host}`);
        statuses.push((await flooder.get(newAuthRequest().url)).status);
      }
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);

    expect((await atLoginPage(sso.origin, '127.0.9.9')).page.status).toBe(200);
    expect((await atLoginPage(sso.origin, '2001:db8:0:1::9')).page.status).toBe(200);
    // A neighbour in the flooding /24 shares its limit (also when written as IPv4-mapped IPv6).
    for (const neighbour of ['127.0.3.77', '::ffff:127.0.3.78']) {
      expect((await new Browser(sso.origin, neighbour).get(newAuthRequest().url)).status).toBe(429);
    }
  });

  it('past half the global guard, refuse the flooding networks and still serve a light visitor', async () => {
    // Light: at most a tenth of the per-address limit (10) from the network this minute.
    const sso = await serve({
      SSO_RATE_LIMIT_MAX: '100',
      SSO_NETWORK_RATE_LIMIT_MAX: '1000',
      SSO_GLOBAL_RATE_LIMIT_MAX: '80',
    });
    const served = new Map<number, number>();
    for (const network of [11, 12, 13]) {
      for (let i = 0; i < 40; i++) {
        const flooder = new Browser(sso.origin, `127.0.${network}.${(i % 30) + 1}`);
        const { status } = await flooder.get(newAuthRequest().url);
        if (status === 303) served.set(network, (served.get(network) ?? 0) + 1);
        else expect(status).toBe(429);
      }
    }
    // The first network reached half the guard (40); the others got a light visitor's share.
    expect([...served.values()]).toEqual([40, 10, 10]);
    expect((await new Browser(sso.origin, '127.0.11.1').get(newAuthRequest().url)).status).toBe(
      429,
    );

    const {
      browser: visitor,
      page,
      interactionPath,
    } = await atLoginPage(sso.origin, '203.0.113.99');
    expect(page.status).toBe(200);
    const login = await submitLogin(visitor, interactionPath, '009C000001', PASSWORD);
    expect(login.status).toBe(303);
  });

  it('take the client address from the proxy, not from what the client put in front', async () => {
    const sso = await serve({ SSO_RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 3; i++) {
      // The proxy appends the address it saw; a forged entry to its left changes nothing.
      const res = await fetch(`${sso.origin}${newAuthRequest().url}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': `10.0.0.${i}, 198.51.100.7` },
      });
      expect(res.status).toBe(i < 2 ? 303 : 429);
    }
  });
});

describe('interaction records', () => {
  const interactionFiles = (dataDir: string) => {
    const dir = path.join(dataDir, 'sso', 'Interaction');
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  };

  it('cost no file until the login form is posted, and are held in memory up to a bound', async () => {
    const sso = await serve({ SSO_PENDING_INTERACTIONS_MAX: '3' });
    const { dataDir } = sso;
    const visitors: { browser: Browser; interactionPath: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = new Browser(sso.origin, `127.0.${i}.1`);
      const res = await browser.get(newAuthRequest().url);
      expect(res.status).toBe(303);
      visitors.push({ browser, interactionPath: location(res).pathname });
    }
    expect(interactionFiles(dataDir)).toEqual([]);

    // The oldest three were dropped: their page says to start again.
    for (const [i, { browser, interactionPath }] of visitors.entries()) {
      const page = await browser.get(interactionPath);
      if (i < 3) {
        expect(page.status).toBe(400);
        expect(await page.text()).toContain('Phiên đăng nhập đã hết hạn');
      } else {
        expect(page.status).toBe(200);
      }
    }
    expect(interactionFiles(dataDir)).toEqual([]);

    // A posted form is written, for the ten minutes the login page lives.
    const startedAt = Date.now();
    const [, , , , posted, loggedIn] = visitors;
    if (!posted || !loggedIn) throw new Error('six visitors expected');
    expect(
      (await submitLogin(posted.browser, posted.interactionPath, '009C000001', 'wrong')).status,
    ).toBe(401);
    const files = interactionFiles(dataDir);
    expect(files).toHaveLength(1);
    const { expiresAt } = JSON.parse(
      readFileSync(path.join(dataDir, 'sso', 'Interaction', files[0] ?? ''), 'utf8'),
    ) as { expiresAt: number };
    expect(expiresAt - startedAt).toBeGreaterThan(9 * 60_000);
    expect(expiresAt - startedAt).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    // A full login still works.
    const { browser, interactionPath } = loggedIn;
    const login = await submitLogin(browser, interactionPath, '009C000001', PASSWORD);
    expect((await followToClient(browser, login)).searchParams.get('code')).toBeTruthy();
  });

  it('survive a restart once the form has been posted', async () => {
    const first = await serve();
    const { browser, interactionPath } = await atLoginPage(first.origin);
    expect((await submitLogin(browser, interactionPath, '009C000002', 'wrong')).status).toBe(401);
    await first.close();

    const second = await serve({}, first.dataDir);
    const again = new Browser(second.origin);
    for (const [name, value] of browser.jar.cookies) again.jar.cookies.set(name, value);
    const login = await submitLogin(again, interactionPath, '009C000002', PASSWORD);
    expect(login.status).toBe(303);
    expect((await followToClient(again, login)).searchParams.get('code')).toBeTruthy();
  });

  it('keep a logged-in session for the working day, and an anonymous one no longer than its page', async () => {
    const sso = await serve();
    const dir = path.join(sso.dataDir, 'sso', 'Session');
    const expiries = () =>
      readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isFile() && d.name.endsWith('.json'))
        .map((d) => {
          const saved = JSON.parse(readFileSync(path.join(dir, d.name), 'utf8')) as {
            payload: { accountId?: string };
            expiresAt: number;
          };
          return { accountId: saved.payload.accountId, ttl: saved.expiresAt - Date.now() };
        });
    const { browser, interactionPath } = await atLoginPage(sso.origin);
    for (const { ttl } of existsSync(dir) ? expiries() : []) {
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    }
    await followToClient(
      browser,
      await submitLogin(browser, interactionPath, '009C000001', PASSWORD),
    );
    const loggedIn = expiries().filter((s) => s.accountId);
    expect(loggedIn).toHaveLength(1);
    expect(loggedIn[0]?.ttl).toBeGreaterThan(11 * 3600_000);
  });
});

describe('login limits', () => {
  it('answer 429 on the login page past the per-address limit of posts', async () => {
    const sso = await serve({ AUTH_RATE_LIMIT_MAX: '3' });
    const { browser: sprayer, interactionPath } = await atLoginPage(sso.origin, '198.51.100.9');
    for (const account of ['009C000001', '009C000002', '009C000003']) {
      expect((await submitLogin(sprayer, interactionPath, account, 'wrong')).status).toBe(401);
    }
    const refused = await submitLogin(sprayer, interactionPath, '009C000001', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('Bạn đã thử đăng nhập quá nhiều lần');
    // Still the login page, with the form.
    expect(html).toContain(`action="${interactionPath}/login"`);
    const english = await submitLogin(sprayer, interactionPath, '009C000001', PASSWORD, 'en');
    expect(await english.text()).toContain('Too many login attempts');

    expect((await ownerLogin(sso.origin, '203.0.113.20', '009C000001')).status).toBe(303);
  });

  it('limit the posts of one /24 together; other networks go on', async () => {
    const sso = await serve({ AUTH_RATE_LIMIT_MAX: '30', SSO_NETWORK_LOGIN_RATE_LIMIT_MAX: '4' });
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host++) {
      const { browser, interactionPath } = await atLoginPage(sso.origin, `198.51.100.${host}`);
      // Empty fields: counted, then refused before any password check.
      statuses.push((await submitLogin(browser, interactionPath, '', '')).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);

    expect((await ownerLogin(sso.origin, '203.0.113.20', '009C000001')).status).toBe(303);
  });

  it('past half the global limit of posts, refuse the heavy networks and still let a light visitor log in', async () => {
    // Light: at most a tenth of the per-address limit of posts (3) from the network.
    const sso = await serve({
      AUTH_RATE_LIMIT_MAX: '30',
      SSO_NETWORK_LOGIN_RATE_LIMIT_MAX: '1000',
      SSO_GLOBAL_LOGIN_RATE_LIMIT_MAX: '20',
    });
    const statuses: number[] = [];
    for (const network of [21, 22]) {
      const { browser, interactionPath } = await atLoginPage(sso.origin, `198.51.${network}.1`);
      for (let i = 0; i < 12; i++) {
        statuses.push((await submitLogin(browser, interactionPath, '', '')).status);
      }
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(10 + 3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24 - 13);

    expect((await ownerLogin(sso.origin, '203.0.113.20', '009C000001')).status).toBe(303);
  });

  it('check at most maxFailures of a parallel burst from many addresses; the owner’s browser still gets in', async () => {
    const sso = await serve({
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
      // The hashing pool's share per network would refuse most of them first.
      LOGIN_HASH_QUEUE: '100',
      LOGIN_HASH_QUEUE_PER_NETWORK: '100',
      LOGIN_HASH_MAX_WAIT_MS: '60000',
    });
    const { browser: owner, interactionPath: first } = await atLoginPage(
      sso.origin,
      '203.0.113.20',
    );
    expect((await submitLogin(owner, first, '009C000003', PASSWORD)).status).toBe(303);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => atLoginPage(sso.origin, `198.51.100.${i}`)),
    );
    const statuses = await Promise.all(
      attempts.map(({ browser, interactionPath }, i) =>
        submitLogin(browser, interactionPath, '009C000003', `wrong-${i}`).then((r) => r.status),
      ),
    );
    // The fifth is still checked; from then on strangers wait 2, 4, 8… s (accounts.test.ts).
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);

    // The owner's browser holds its device cookie: strangers' failures do not refuse it.
    const { interactionPath } = await openLogin(owner, newAuthRequest());
    const res = await submitLogin(owner, interactionPath, '009C000003', PASSWORD);
    expect(res.status).toBe(303);
  });
});

describe('CORS', () => {
  const EVIL = 'https://evil.example';
  const SITE = 'http://localhost:8080';

  it('is not granted to another origin on the token, userinfo, JWKS and discovery endpoints', async () => {
    const sso = await serve();
    const get = (path: string, origin: string, headers: Record<string, string> = {}) =>
      fetch(`${sso.origin}/sso${path}`, { headers: { origin, ...headers } });
    for (const path of ['/jwks', '/.well-known/openid-configuration', '/me']) {
      const evil = await get(path, EVIL, { authorization: 'Bearer nothing' });
      expect(evil.headers.get('access-control-allow-origin'), path).toBeNull();
      const preflight = await fetch(`${sso.origin}/sso${path}`, {
        method: 'OPTIONS',
        headers: { origin: EVIL, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const token = await fetch(`${sso.origin}/sso/token`, {
      method: 'POST',
      headers: {
        origin: EVIL,
        authorization: basicAuth(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=authorization_code&code=x&code_verifier=y',
    });
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
    const tokenPreflight = await fetch(`${sso.origin}/sso/token`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(tokenPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is granted to the website origins on the public endpoints', async () => {
    const sso = await serve();
    for (const origin of [SITE, 'http://127.0.0.1:8080']) {
      const res = await fetch(`${sso.origin}/sso/jwks`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });
});

describe('loopback origins', () => {
  it('log in with the redirect URI on 127.0.0.1 when PUBLIC_URL is localhost', async () => {
    const sso = await serve();
    const browser = new Browser(sso.origin);
    const auth = newAuthRequest({ redirect_uri: 'http://127.0.0.1:8080/en/login-sso' });
    const { interactionPath, page } = await openLogin(browser, auth);
    expect(page.status).toBe(200);
    let res = await submitLogin(browser, interactionPath, '009C000001', PASSWORD);
    expect(res.status).toBe(303);
    let callback = new URL(res.headers.get('location') ?? '', sso.origin);
    for (let hops = 0; hops < 5 && callback.origin === sso.origin; hops++) {
      res = await browser.get(callback.pathname + callback.search);
      callback = new URL(res.headers.get('location') ?? '', sso.origin);
    }
    expect(`${callback.origin}${callback.pathname}`).toBe('http://127.0.0.1:8080/en/login-sso');
    expect(callback.searchParams.get('code')).toBeTruthy();
    // The issuer stays one.
    expect(callback.searchParams.get('iss')).toBe('http://localhost:8080/sso');
  });
});
