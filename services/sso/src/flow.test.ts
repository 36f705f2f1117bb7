import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD as PASSWORD } from './accounts/demo-accounts';
import type { RunningSso } from './app';
import { FONT_STYLESHEETS } from './web';
import {
  atLoginPage,
  basicAuth,
  Browser,
  CLIENT_ID,
  decodeJwt,
  exchangeCode,
  followToClient,
  location,
  newAuthRequest,
  openLogin,
  ownerLogin,
  PUBLIC_URL,
  REDIRECT_URI,
  REDIRECT_URI_EN,
  start,
  submitLogin,
  tempDataDir,
} from './test/harness';

const ISSUER = `${PUBLIC_URL}/sso`;

let dataDir: string;
let sso: RunningSso;

beforeAll(async () => {
  dataDir = tempDataDir();
  sso = await start(dataDir);
});

afterAll(async () => {
  await sso?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Logs in as `accountNumber` and returns the code, state and the browser holding the session. */
async function loginAndGetCode(accountNumber = '009C000001', extra: Record<string, string> = {}) {
  const browser = new Browser(sso.origin);
  const auth = newAuthRequest(extra);
  const { interactionPath } = await openLogin(browser, auth);
  const res = await submitLogin(browser, interactionPath, accountNumber, PASSWORD);
  expect(res.status).toBe(303);
  const callback = await followToClient(browser, res);
  return { browser, auth, callback, code: callback.searchParams.get('code') ?? '' };
}

/** Logs in as `accountNumber` and exchanges the code: the browser holding the session, the tokens. */
async function loginAndGetTokens(accountNumber: string) {
  const { browser, code, auth } = await loginAndGetCode(accountNumber);
  const res = await exchangeCode(sso.origin, code, auth.verifier);
  return { browser, tokens: (await res.json()) as Record<string, string> };
}

describe('discovery and keys', () => {
  it('publishes the contract endpoints under /sso with the configured issuer', async () => {
    const res = await fetch(`${sso.origin}/sso/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: ISSUER,
      // The browser-facing endpoints belong to the issuer even when asked on 127.0.0.1 …
      authorization_endpoint: `${ISSUER}/auth`,
      end_session_endpoint: `${ISSUER}/session/end`,
      // … the back channel is where the caller reached us.
      token_endpoint: `${sso.origin}/sso/token`,
      jwks_uri: `${sso.origin}/sso/jwks`,
      userinfo_endpoint: `${sso.origin}/sso/me`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      scopes_supported: ['openid', 'profile', 'Online-Read', 'Online-Write'],
    });
  });

  it('follows X-Forwarded-Host/Proto from the proxy', async () => {
    const res = await fetch(`${sso.origin}/sso/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' },
    });
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.token_endpoint).toBe(`${ISSUER}/token`);
    expect(doc.issuer).toBe(ISSUER);
  });

  it('signs with one persisted RS256 key; the store is private', async () => {
    const jwks = (await (await fetch(`${sso.origin}/sso/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    for (const file of ['jwks.json', 'cookie-keys.json', 'accounts.json']) {
      expect(statSync(path.join(dataDir, 'sso', file)).mode & 0o777).toBe(0o600);
    }
    expect(statSync(path.join(dataDir, 'sso')).mode & 0o777).toBe(0o700);
  });

  it('answers outside /sso with 404 and serves its assets', async () => {
    expect((await fetch(`${sso.origin}/auth`)).status).toBe(404);
    const css = await fetch(`${sso.origin}/sso/assets/sso.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${sso.origin}/sso/assets/../config.ts`)).status).toBe(404);
  });

  it('serves every brand font file its stylesheets name, so no font comes from another host', async () => {
    const named: string[] = [];
    for (const sheet of FONT_STYLESHEETS) {
      const css = await fetch(`${sso.origin}/sso/assets/${sheet}`);
      expect(css.status, sheet).toBe(200);
      const text = await css.text();
      named.push(
        ...[...text.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)].map(
          (m) => `fonts/files/${m[1]}`,
        ),
      );
    }
    expect(named.some((name) => name.includes('vietnamese'))).toBe(true);
    for (const name of named) {
      const font = await fetch(`${sso.origin}/sso/assets/${name}`);
      expect(font.status, name).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
  });
});

describe('authorization code flow', () => {
  it('logs in through the branded page and hands the website a code, then claims', async () => {
    const browser = new Browser(sso.origin);
    const auth = newAuthRequest();
    const { interactionPath, page, html } = await openLogin(browser, auth);
    expect(page.status).toBe(200);
    expect(interactionPath).toMatch(/^\/sso\/interaction\/[\w-]+$/);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Số tài khoản');
    expect(html).toContain('Mật khẩu');
    expect(html).toContain('placeholder="009C…"');
    expect(html).toContain('Chứng khoán An Phát');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The switch keeps the interaction.
    expect(html).toContain(`href="${interactionPath}?lang=en"`);
    const english = await (await browser.get(`${interactionPath}?lang=en`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Account number');

    // Wrong password: same page, message in the chosen language, account number kept.
    const wrong = await submitLogin(browser, interactionPath, ' 009c000001 ', 'nope', 'vi');
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Số tài khoản hoặc mật khẩu không đúng.');
    expect(wrongHtml).toContain('value="009c000001"');

    // Right password, account number in lower case with spaces.
    const ok = await submitLogin(browser, interactionPath, ' 009c000001 ', PASSWORD);
    expect(ok.status).toBe(303);
    const callback = await followToClient(browser, ok);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(auth.state);
    expect(callback.searchParams.get('iss')).toBe(ISSUER);
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const tokenRes = await exchangeCode(sso.origin, code, auth.verifier);
    expect(tokenRes.status).toBe(200);
    const tokens = (await tokenRes.json()) as Record<string, string>;
    expect(tokens.token_type).toBe('Bearer');
    const idToken = decodeJwt(tokens.id_token ?? '');
    expect(idToken.header.alg).toBe('RS256');
    expect(idToken.payload).toMatchObject({ iss: ISSUER, aud: CLIENT_ID, nonce: auth.nonce });
    expect(idToken.payload).not.toHaveProperty('email');
    expect(tokens.scope?.split(' ').sort()).toEqual([
      'Online-Read',
      'Online-Write',
      'openid',
      'profile',
    ]);

    const userinfo = await fetch(`${sso.origin}/sso/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toEqual({
      sub: idToken.payload.sub,
      preferred_username: '009C000001',
      name: 'Nguyễn Văn An',
      email: 'an.nguyen@example.com',
      phone_number: '0901000001',
      customer_type: 'individual',
    });

    // A code works once.
    const replay = await exchangeCode(sso.origin, code, auth.verifier);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');

    // The session now skips the login page: no consent screen for the first-party website.
    const again = newAuthRequest({ redirect_uri: REDIRECT_URI_EN, ui_locales: 'en' });
    const res = await browser.get(again.url);
    expect(res.status).toBe(303);
    const second = await followToClient(browser, res);
    expect(`${second.origin}${second.pathname}`).toBe(REDIRECT_URI_EN);
    expect(second.searchParams.get('code')).toBeTruthy();
  });

  it('shows the page in English when ui_locales starts with en', async () => {
    const { html } = await openLogin(
      new Browser(sso.origin),
      newAuthRequest({ ui_locales: 'en-US vi' }),
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Log in</button>');
    expect(html).toContain('An Phat Securities');
  });

  it('explains empty fields and a malformed account number, escaping what was typed', async () => {
    const { browser, interactionPath } = await atLoginPage(sso.origin);
    const empty = await submitLogin(browser, interactionPath, '', '');
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('Vui lòng nhập số tài khoản.');
    expect(emptyHtml).toContain('Vui lòng nhập mật khẩu.');
    expect(emptyHtml).toContain('aria-invalid="true"');

    const bad = await submitLogin(browser, interactionPath, '"><script>x</script>', 'x', 'en');
    const badHtml = await bad.text();
    expect(badHtml).toContain('The account number is not in the right format');
    expect(badHtml).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(badHtml).not.toContain('<script>x');
  });

  it('slows one address down after three failures, even for the right password; the owner elsewhere logs in', async () => {
    const { browser, interactionPath } = await atLoginPage(sso.origin, '198.51.100.30');
    for (let i = 1; i <= 3; i++) {
      const res = await submitLogin(browser, interactionPath, '009C000003', `wrong-${i}`);
      expect(res.status).toBe(401);
    }
    const fourth = await submitLogin(browser, interactionPath, '009C000003', 'wrong-4');
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('2');
    expect(await fourth.text()).toContain('Vui lòng đợi 2 giây rồi thử lại');
    const right = await submitLogin(browser, interactionPath, '009C000003', PASSWORD, 'en');
    expect(right.status).toBe(429);
    expect(await right.text()).toContain('Wait 2 seconds before trying again');

    expect((await ownerLogin(sso.origin, '203.0.113.30', '009C000003')).status).toBe(303);
  });

  it('sends access_denied to the website when the user cancels', async () => {
    const browser = new Browser(sso.origin);
    const auth = newAuthRequest();
    const { html, interactionPath } = await openLogin(browser, auth);
    expect(html).toContain(`href="${interactionPath}/abort"`);
    const res = await browser.get(`${interactionPath}/abort`);
    const callback = await followToClient(browser, res);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(auth.state);
  });
});

describe('refusals', () => {
  it('shows an error page, never a redirect, for an unregistered redirect_uri', async () => {
    const res = await new Browser(sso.origin).get(
      newAuthRequest({ redirect_uri: 'https://evil.example/login-sso' }).url,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('địa chỉ quay lại chưa được đăng ký');
    // Nothing from the provider's internals, and no way onwards to the unregistered address.
    expect(html).not.toContain('did not match');
    expect(html).not.toMatch(/(href|action)="https:\/\/evil/);
  });

  it('refuses a request without PKCE', async () => {
    const res = await new Browser(sso.origin).get(
      newAuthRequest({ code_challenge: undefined, code_challenge_method: undefined }).url,
    );
    expect(res.status).toBe(303);
    const target = location(res);
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT_URI);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('code')).toBeNull();
  });

  it('rejects a token request with a missing or wrong client secret', async () => {
    const { code, auth } = await loginAndGetCode('009C000002');
    const missing = await exchangeCode(sso.origin, code, auth.verifier, {
      authorization: '',
      extra: { client_id: CLIENT_ID },
    });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_client');
    const wrong = await exchangeCode(sso.origin, code, auth.verifier, {
      authorization: basicAuth(CLIENT_ID, 'not-the-secret'),
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_client');
    // client_secret_post is accepted too, and the code was not burnt by the failures.
    const post = await exchangeCode(sso.origin, code, auth.verifier, {
      authorization: '',
      extra: { client_id: CLIENT_ID, client_secret: 'test-client-secret-0123456789abcdef' },
    });
    expect(post.status).toBe(200);
  });

  it('rejects a wrong code_verifier', async () => {
    const { code } = await loginAndGetCode('009C000002');
    const res = await exchangeCode(sso.origin, code, 'x'.repeat(43));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('RP-initiated logout', () => {
  it('with a valid id_token_hint, confirms itself and returns to the website with state', async () => {
    const { browser, tokens } = await loginAndGetTokens('009C000002');
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: REDIRECT_URI_EN,
      state: 'bye-123',
      ui_locales: 'en',
    });
    const page = await browser.get(`/sso/session/end?${query.toString()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<script src="/sso/assets/logout.js" defer></script>');
    expect(html).toContain('data-auto-submit');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(action).toContain('/sso/session/end/confirm');

    const confirm = await browser.post(new URL(action).pathname, { xsrf, logout: 'yes' });
    expect(confirm.status).toBe(303);
    const back = location(confirm);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI_EN);
    expect(back.searchParams.get('state')).toBe('bye-123');

    // Logged out: the next authorization asks for the password again.
    const res = await browser.get(newAuthRequest().url);
    expect(location(res).pathname).toMatch(/^\/sso\/interaction\//);
  });

  it('returns to the website even when the SSO session is already gone', async () => {
    const { tokens } = await loginAndGetTokens('009C000002');
    const stranger = new Browser(sso.origin);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: REDIRECT_URI,
      state: 's1',
    });
    const page = await stranger.get(`/sso/session/end?${query.toString()}`);
    expect(page.status).toBe(200);
    // oidc-provider's own auto-submitting form: its inline script is allowed by hash only.
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await stranger.post(new URL(action).pathname, { xsrf, logout: 'yes' });
    const back = location(confirm);
    expect(`${back.origin}${back.pathname}?${back.searchParams.toString()}`).toBe(
      `${REDIRECT_URI}?state=s1`,
    );
  });

  it('refuses an unregistered post_logout_redirect_uri', async () => {
    const { browser, tokens } = await loginAndGetTokens('009C000002');
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const res = await browser.get(`/sso/session/end?${query.toString()}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('without a hint, asks first and ends on a branded success page', async () => {
    const { browser } = await loginAndGetCode('009C000001');
    const page = await browser.get('/sso/session/end');
    const html = await page.text();
    expect(html).toContain('Bạn có muốn đăng xuất khỏi Chứng khoán An Phát không?');
    expect(html).not.toContain('data-auto-submit');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await browser.post(new URL(action).pathname, { xsrf, logout: 'yes' });
    const done = await browser.get(location(confirm).pathname + location(confirm).search);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Bạn đã đăng xuất');
  });
});
