/**
 * The seeded redirect table (services/api/seed/data/redirects.ts) through the proxy:
 * each kind of target, as a visitor's full page load meets it.
 */
import { expect, test } from '../fixtures';

test.describe('redirect table', () => {
  test('an internal target redirects within the site', async ({ request, site, page }) => {
    const response = await request.get('/gioi-thieu', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/gioi-thieu-an-phat');

    await site.open('/gioi-thieu');
    await expect(page).toHaveURL((url) => url.pathname === '/gioi-thieu-an-phat');
    await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a chain of redirects is followed to its end in one hop', async ({ request }) => {
    const response = await request.get('/gioi-thieu-cong-ty', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/gioi-thieu-an-phat');
  });

  test('an internal target on another site is a full load of that site', async ({
    request,
    site,
    page,
  }) => {
    const response = await request.get('/mo-tai-khoan', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/ekyc');

    const landed = await site.open('/mo-tai-khoan');
    expect(landed.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/ekyc');
    expect(await landed.text()).toContain('/_site/onboarding/');
  });

  test('a target in the other language switches the language', async ({ request, site, page }) => {
    const response = await request.get('/investor-relations', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/annual-reports');

    await site.open('/investor-relations');
    await expect(page).toHaveURL((url) => url.pathname === '/en/annual-reports');
    await expect(site.html).toHaveAttribute('lang', 'en');
    await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a storage-file target leads to the file', async ({ request }) => {
    const response = await request.get('/tai-lieu/bieu-phi-giao-dich', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = response.headers().location ?? '';
    expect(location).toMatch(/^\/api\/v1\/files\/.+\.pdf$/);

    const file = await request.get(location);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an absolute target leaves the site (checked on the Location, never loaded)', async ({
    request,
  }) => {
    const response = await request.get('/hnx', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('https://www.hnx.vn/');
  });

  for (const path of ['/vong-lap-a', '/vong-lap-b']) {
    test(`a loop in the table (${path}) ends on the 404 page`, async ({ request, site }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);

      const page = await site.open(path);
      expect(page.status()).toBe(404);
      await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
    });
  }
});
