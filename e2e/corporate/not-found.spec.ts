import { expect, test } from '../fixtures';

test.describe('unknown paths', () => {
  test('an unknown Vietnamese path gets the 404 page with HTTP 404', async ({ site }) => {
    const response = await site.open('/trang-nay-khong-ton-tai-e2e');
    expect(response.status()).toBe(404);
    await expect(site.html).toHaveAttribute('lang', 'vi');
    await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
  });

  test('an unknown English path gets the English 404 page with HTTP 404', async ({ site }) => {
    const response = await site.open('/en/this-page-does-not-exist-e2e');
    expect(response.status()).toBe(404);
    await expect(site.html).toHaveAttribute('lang', 'en');
    await expect(site.errorHeading('notFound', 'en')).toBeVisible();
  });

  test('a known route with an extra segment is a 404 too', async ({ site }) => {
    const response = await site.open('/lien-he/khong/co');
    expect(response.status()).toBe(404);
    await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
  });
});
