/**
 * robots.txt, sitemap.xml and the default favicon request, answered by the proxy itself
 * (issue 3 item 9) against the seeded CMS.
 */
import { expect, test } from '../fixtures';
import { BASE_URL } from '../support/env';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

test.describe('crawler files', () => {
  test('robots.txt allows crawling, keeps private screens out and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /login-sso$');
    expect(lines).toContain('Disallow: /cv-ung-tuyen$');
    expect(lines).toContain('Disallow: /en/saved-job$');
    expect(lines).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);

    const head = await request.head('/robots.txt');
    expect(head.status()).toBe(200);
  });

  test('sitemap.xml parses and lists both languages with alternates', async ({ request, page }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    const xml = await response.text();

    const urls = await page.evaluate(
      ({ source, ns, xhtml }) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('invalid XML');
        if (doc.documentElement.namespaceURI !== ns || doc.documentElement.localName !== 'urlset')
          throw new Error('not a urlset');
        return Array.from(doc.getElementsByTagNameNS(ns, 'url')).map((url) => ({
          loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
          alternates: Object.fromEntries(
            Array.from(url.getElementsByTagNameNS(xhtml, 'link')).map((link) => [
              link.getAttribute('hreflang') ?? '',
              link.getAttribute('href') ?? '',
            ]),
          ),
        }));
      },
      { source: xml, ns: SITEMAP_NS, xhtml: XHTML_NS },
    );
    const byLoc = new Map<string, SitemapUrl>(urls.map((u) => [u.loc, u]));
    const locs = [...byLoc.keys()];
    expect(new Set(locs).size).toBe(locs.length);

    // Both homes, and a fixed route of the table in both languages.
    for (const path of ['/', '/en', '/lien-he', '/en/contact'])
      expect(locs).toContain(`${BASE_URL}${path}`);
    expect(byLoc.get(`${BASE_URL}/en`)?.alternates).toEqual({
      vi: `${BASE_URL}/`,
      en: `${BASE_URL}/en`,
      'x-default': `${BASE_URL}/`,
    });

    // A seeded CMS page in both languages, each pointing at the other, dated.
    const vi = byLoc.get(`${BASE_URL}/gioi-thieu-an-phat`);
    const en = byLoc.get(`${BASE_URL}/en/about-an-phat`);
    expect(vi).toBeDefined();
    expect(en).toBeDefined();
    for (const entry of [vi, en]) {
      expect(entry?.alternates).toEqual({
        vi: `${BASE_URL}/gioi-thieu-an-phat`,
        en: `${BASE_URL}/en/about-an-phat`,
        'x-default': `${BASE_URL}/gioi-thieu-an-phat`,
      });
      expect(Number.isNaN(Date.parse(entry?.lastmod ?? ''))).toBe(false);
    }

    // Nothing robots.txt blocks, nothing behind a login.
    expect(locs).not.toContain(`${BASE_URL}/login-sso`);
    expect(locs).not.toContain(`${BASE_URL}/cv-ung-tuyen`);
    expect(locs.every((loc) => loc.startsWith(`${BASE_URL}/`) || loc === BASE_URL)).toBe(true);
  });

  test('the default favicon request gets the icon, not the 404 page', async ({ request }) => {
    const redirect = await request.get('/favicon.ico', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
