import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

const NO_RESULT = {
  vi: 'Không tìm thấy kết quả phù hợp. Quý khách vui lòng thử lại với từ khóa khác.',
  en: 'No matching results were found. Please try a different keyword.',
};

test.describe('search', () => {
  test('the header search finds "chứng khoán" typed without diacritics', async ({ page, site }) => {
    await site.open('/');
    await site.header.getByRole('button', { name: 'Tìm kiếm' }).click();
    const input = page.getByRole('searchbox', { name: 'Từ khóa tìm kiếm' });
    await expect(input).toBeFocused();
    await input.fill('chung khoan');
    await input.press('Enter');

    await expect(page).toHaveURL(/\/ket-qua-tim-kiem\?keyword=chung\+khoan$/);
    await expect(site.main.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm' })).toBeVisible();
    await expect(site.main.getByRole('status')).toContainText(/Tìm thấy \d+ kết quả cho từ khóa “chung khoan”/);
    await expect(site.main.getByRole('searchbox')).toHaveValue('chung khoan');
    const result = site.main.getByRole('link', { name: 'Giới thiệu Chứng khoán An Phát' });
    await result.click();
    await expect(page).toHaveURL(/\/gioi-thieu-an-phat$/);
    await expect(site.main.getByRole('heading', { level: 1, name: 'Giới thiệu Chứng khoán An Phát' })).toBeVisible();
  });

  test('recent searches are kept, re-run on click and can be cleared', async ({ page, site }) => {
    await site.open('/ket-qua-tim-kiem?keyword=tr%C3%A1i%20phi%E1%BA%BFu');
    await expect(site.main.getByRole('status')).toContainText('“trái phiếu”');
    const box = site.main.getByRole('searchbox');
    await box.fill('phai sinh');
    await box.press('Enter');
    await expect(site.main.getByRole('status')).toContainText('“phai sinh”');

    const recent = site.main.getByRole('region', { name: 'Tìm kiếm gần đây' });
    await expect(recent.getByRole('link')).toHaveText(['phai sinh', 'trái phiếu']);
    await page.reload();
    await recent.getByRole('link', { name: 'trái phiếu' }).click();
    await expect(page).toHaveURL(/keyword=tr%C3%A1i\+phi%E1%BA%BFu/);
    await expect(site.main.getByRole('searchbox')).toHaveValue('trái phiếu');
    await expect(recent.getByRole('link')).toHaveText(['trái phiếu', 'phai sinh']);

    await recent.getByRole('button', { name: 'Xóa lịch sử tìm kiếm' }).click();
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('X_RECENT_SEARCHES'))).toBeNull();
  });

  test('a nonsense query shows the no-result message in each language', async ({ site }) => {
    await site.open('/ket-qua-tim-kiem?keyword=qwxzvbnm');
    await expect(site.main.getByText(NO_RESULT.vi)).toBeVisible();
    await site.open('/en/search-results?keyword=qwxzvbnm');
    await expect(site.main.getByText(NO_RESULT.en)).toBeVisible();
  });

  for (const keyword of [`'" ; DROP TABLE pages; --`, '📈🚀', '%_%']) {
    test(`an odd keyword is safe: ${keyword}`, async ({ page, site }) => {
      await site.open(`/ket-qua-tim-kiem?keyword=${encodeURIComponent(keyword)}`);
      await expect(site.main.getByText(NO_RESULT.vi)).toBeVisible();
      await expect(site.main.getByRole('searchbox')).toHaveValue(keyword);
      await page.goto('/ket-qua-tim-kiem?keyword=chung%20khoan');
      await expect(site.main.getByRole('link', { name: 'Giới thiệu Chứng khoán An Phát' })).toBeVisible();
    });
  }

  test('from another site the header search loads the corporate results page', async ({ page, site }) => {
    await site.open('/en/analysis-center');
    await site.header.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('searchbox', { name: 'Search keyword' });
    await input.fill('securities');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/en\/search-results\?keyword=securities$/);
    await expect(site.main.getByRole('link', { name: 'About An Phat Securities' })).toBeVisible();
  });

  for (const width of [360, 1440])
    for (const scheme of ['light', 'dark'] as const)
      test(`the results page has no serious axe violation at ${width} px in ${scheme}`, async ({ page, site }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => {
          window.localStorage.setItem('X_THEME', value);
          window.localStorage.setItem('X_RECENT_SEARCHES', JSON.stringify(['trái phiếu']));
        }, scheme);
        await site.open('/ket-qua-tim-kiem?keyword=a');
        await expect(site.main.getByRole('navigation', { name: 'Phân trang kết quả tìm kiếm' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking, blocking.join('\n')).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
});
