import { expect, test } from '../fixtures';
import { SITES } from '../../shared/src/routing/routes';
import { HOTLINE } from '../support/texts';

test.describe('proxy', () => {
  test('/healthz reports the API and every site as JSON', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      status: string;
      upstreams: Record<string, { status: string }>;
      sites: Record<string, { status: string }>;
    };
    expect(body.status).toBe('ok');
    expect(body.upstreams.api?.status).toBe('up');
    for (const site of SITES) expect(body.sites[site]?.status, site).toBe('up');
  });

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('a page brings its settings, menus and text overrides: no system call to the API', async ({
    page,
    site,
  }) => {
    const systemCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/v1\/(systems\/general|systems\/fe-translations|menus)$/.test(pathname)) {
        systemCalls.push(pathname);
      }
    });
    await page.goto('/en/analysis-center');
    // The header's menu and the footer's hotline come from that data.
    await expect(site.header.getByRole('link', { name: 'Contact', exact: true }).first()).toBeAttached();
    await expect(site.footer.getByText(HOTLINE).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(systemCalls).toEqual([]);
  });

  test('API answers through the proxy carry nosniff too', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  const JUNK = [
    '/%E0%A4%A',
    '/%ZZ',
    '/%00',
    '/..%2f..%2fetc%2fpasswd',
    '/a%5cb',
    '/%C0%AE%C0%AE/',
    `/${'x'.repeat(5000)}`,
  ];
  test('junk encoded paths get a 404, and the proxy stays up', async ({ request }) => {
    for (const junk of JUNK) {
      const response = await request.get(junk, { maxRedirects: 0 });
      expect(response.status(), junk.slice(0, 40)).toBe(404);
    }
    expect((await request.get('/healthz')).status()).toBe(200);
  });

  test('a junk path shows the 404 page in the browser', async ({ site }) => {
    const response = await site.open('/%E0%A4%A');
    expect(response.status()).toBe(404);
    await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
  });
});
