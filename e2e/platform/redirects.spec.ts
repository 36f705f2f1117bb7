/**
 * The seeded redirect table (services/api/seed/data/redirects.ts) through the proxy:
 * each kind of target, as a visitor's full page load meets it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The proxy's own answer to `path`, not followed: `status` and a Location of `location`. */
async function expectRedirect(
  request: APIRequestContext,
  path: string,
  status: number,
  location: string | RegExp,
): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(status);
  const target = response.headers().location ?? '';
  if (typeof location === 'string') expect(target).toBe(location);
  else expect(target).toMatch(location);
  return target;
}

test.describe('redirect table', () => {
  test('an internal target redirects within the site', async ({ request, site, page }) => {
    await expectRedirect(request, '/gioi-thieu', 301, '/gioi-thieu-an-phat');

    await site.open('/gioi-thieu');
    await expect(page).toHaveURL((url) => url.pathname === '/gioi-thieu-an-phat');
    await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a chain of redirects is followed to its end in one hop', async ({ request }) => {
    await expectRedirect(request, '/gioi-thieu-cong-ty', 301, '/gioi-thieu-an-phat');
  });

  test('an internal target on another site is a full load of that site', async ({
    request,
    site,
    page,
  }) => {
    await expectRedirect(request, '/mo-tai-khoan', 302, '/ekyc');

    const landed = await site.open('/mo-tai-khoan');
    expect(landed.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/ekyc');
    expect(await landed.text()).toContain('/_site/onboarding/');
  });

  test('a target in the other language switches the language', async ({ request, site, page }) => {
    await expectRedirect(request, '/investor-relations', 301, '/en/annual-reports');

    await site.open('/investor-relations');
    await expect(page).toHaveURL((url) => url.pathname === '/en/annual-reports');
    await expect(site.html).toHaveAttribute('lang', 'en');
    await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a storage-file target leads to the file', async ({ request }) => {
    const location = await expectRedirect(
      request,
      '/tai-lieu/bieu-phi-giao-dich',
      302,
      /^\/api\/v1\/files\/.+\.pdf$/,
    );

    const file = await request.get(location);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an absolute target leaves the site (checked on the Location, never loaded)', async ({
    request,
  }) => {
    await expectRedirect(request, '/hnx', 302, 'https://www.hnx.vn/');
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
