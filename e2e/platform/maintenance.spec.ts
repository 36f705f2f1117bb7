import { expect, test } from '../fixtures';
import { ERROR_TITLES } from '../support/texts';

/** A second proxy on its own port, same built sites, API_URL pointing at a closed port. */
test.describe('API down', () => {
  test('the home page shows the 503 page', async ({ page, isolatedProxy }) => {
    await page.goto(`${isolatedProxy.baseURL}/`);
    await expect(page.getByRole('heading', { name: ERROR_TITLES.maintenance.vi })).toBeVisible();
  });

  test('the English home page shows the English 503 page', async ({ page, isolatedProxy }) => {
    await page.goto(`${isolatedProxy.baseURL}/en`);
    await expect(page.getByRole('heading', { name: ERROR_TITLES.maintenance.en })).toBeVisible();
  });

  test('a CMS page answers HTTP 503 and shows the 503 page', async ({ page, isolatedProxy }) => {
    const response = await page.goto(`${isolatedProxy.baseURL}/gioi-thieu-an-phat`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: ERROR_TITLES.maintenance.vi })).toBeVisible();
  });

  test('API calls get 503 with the error envelope', async ({ playwright, isolatedProxy }) => {
    const request = await playwright.request.newContext({ baseURL: isolatedProxy.baseURL });
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(503);
    // The proxy's own envelope for an unreachable API (proxy/src/pages/error-page.ts).
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'service_unavailable',
    );
    await request.dispose();
  });
});
