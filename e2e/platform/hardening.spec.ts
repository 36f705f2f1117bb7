/**
 * The hardening findings seen end to end through the real stack: the second loopback origin
 * logs in by SSO, oversized bodies get 413, and no Host header reaches the HTML.
 */
import http from 'node:http';
import { expect, test } from '../fixtures';
import {
  AUTH_TEXTS,
  DEMO_AN,
  accountButton,
  expectProviderLogin,
  loginButton,
  loginDialog,
  providerLogin,
} from '../support/customer-auth';
import { BASE_URL, E2E_PORT } from '../support/env';

/** A raw GET with a Host header of our choosing (fetch and Playwright would replace it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
  });
}

test.describe('SSO on both loopback names', () => {
  // The stack's PUBLIC_URL is http://127.0.0.1:<port>; a developer who opens localhost
  // instead must be able to log in too (both loopback origins are registered).
  test('logs in by SSO from http://localhost while PUBLIC_URL is 127.0.0.1', async ({ page }) => {
    const vi = AUTH_TEXTS.vi.auth;
    await page.goto(`http://localhost:${E2E_PORT}/lien-he`);
    await loginButton(page, 'vi').click();
    await loginDialog(page, 'vi').getByRole('button', { name: vi.login.sso }).click();
    await expectProviderLogin(page, 'vi');
    await providerLogin(page, 'vi');
    await expect(page.getByRole('heading', { name: vi.ssoCallback.successTitle })).toBeVisible();
    await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/lien-he`);
    await expect(accountButton(page, DEMO_AN.name)).toBeVisible();
  });
});

test.describe('abuse through the proxy', () => {
  test('a body over the limit is answered 413 with the envelope, not the 503 page', async ({
    request,
  }) => {
    const res = await request.post('/api/v1/contacts', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status()).toBe(413);
    const body = (await res.json()) as { errors: { code: string }[] };
    expect(body.errors[0]?.code).toBe('payload_too_large');
  });

  test('NUL bytes are refused with 400 on the field, never a 500', async ({ request }) => {
    const search = await request.get('/api/v1/search?keyword=a%00b&locale=vi');
    expect(search.status()).toBe(400);
    expect(await search.json()).toMatchObject({
      errors: [{ code: 'invalid_characters', field: 'keyword' }],
    });
    const contact = await request.post('/api/v1/contacts', {
      data: { fullName: 'Nguyễn\u0000An', email: 'an@example.vn', phone: '0912345678' },
    });
    expect(contact.status()).toBe(400);
    const body = (await contact.json()) as { errors: { code: string; field?: string }[] };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ code: 'invalid_characters', field: 'fullName' }),
    );
  });

  test('a burst of parallel wrong passwords is counted attempt by attempt', async ({ request }) => {
    // A well-formed number no one has: counted exactly like a real account, and no other test
    // logs in with it. Every attempt comes from this one address.
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        request.post('/api/v1/customers/auth/login', {
          data: { accountNumber: '009C999999', password: 'Sai#12345' },
        }),
      ),
    );
    const statuses = attempts.map((r) => r.status());
    // Only the free attempts (LOGIN_DELAY_AFTER_FAILURES, 8 on the test stack) reach the
    // password check; the rest must wait (429 + Retry-After).
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12);
    for (const r of attempts.filter((a) => a.status() === 429))
      expect(Number(r.headers()['retry-after'])).toBeGreaterThan(0);
  });

  test('a forged Host header never reaches canonical links, hreflang or the sitemap', async () => {
    for (const path of ['/', '/lien-he', '/sitemap.xml', '/robots.txt']) {
      const res = await getWithHost(path, 'evil.example');
      expect(res.status, path).toBe(200);
      expect(res.body, path).not.toContain('evil.example');
    }
  });
});
