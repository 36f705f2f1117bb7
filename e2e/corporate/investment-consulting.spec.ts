import { expect, test, type PageSummary } from '../fixtures';

test.describe('investment consulting (individual-customer area)', () => {
  test('areas → departments → specialists → detail, in a dialog', async ({ page, site, stackApi }) => {
    const pages = await stackApi.data<PageSummary[]>('pages/static/all', { locale: 'vi', limit: '100' });
    const consulting = pages.find((p) => p.templateCode === 'KHCN_INVESTMENT_CONSULTING');
    expect(consulting, 'the seed has a KHCN_INVESTMENT_CONSULTING page').toBeDefined();

    const response = await site.open(`/${encodeURIComponent(consulting!.slug)}`);
    expect(response.status()).toBe(200);
    await expect(site.main.getByRole('heading', { level: 1, name: consulting!.title })).toBeVisible();

    const areas = site.main.getByRole('tablist', { name: 'Khu vực' });
    await expect(areas.getByRole('tab')).toHaveText(['Miền Bắc', 'Miền Trung', 'Miền Nam']);
    await expect(areas.getByRole('tab', { name: 'Miền Bắc' })).toHaveAttribute('aria-selected', 'true');

    const firstCard = site.main.getByRole('button', { name: 'Xem thông tin chuyên viên Nguyễn Thị Hương' });
    await expect(firstCard).toBeVisible();
    await expect(firstCard).toContainText('15 năm kinh nghiệm');

    await areas.getByRole('tab', { name: 'Miền Nam' }).click();
    const hcm = site.main.getByRole('button', { name: /Chi nhánh Thành phố Hồ Chí Minh/ });
    await expect(hcm).toHaveAttribute('aria-pressed', 'true');
    await site.main.getByRole('button', { name: /Chi nhánh Cần Thơ/ }).click();
    const card = site.main.getByRole('button', { name: 'Xem thông tin chuyên viên Trương Minh Khoa' });
    await expect(card).toBeVisible();
    await expect(site.main.getByRole('button', { name: /Ngô Bảo Châu/ })).toHaveCount(0);

    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Trương Minh Khoa' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Chi nhánh Cần Thơ');
    await expect(dialog).toContainText('Chưa có đánh giá');
    await expect(dialog.getByRole('link', { name: /@anphat\.example\.vn$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
