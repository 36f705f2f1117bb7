import { expect, test, type PageSummary } from '../fixtures';
import { matchPath } from '../../shared/src/routing/paths';

test.describe('language switch', () => {
  test('on a CMS page lands on the translated slug of that page', async ({
    page,
    site,
    stackApi,
  }) => {
    const pages = await stackApi.data<PageSummary[]>('pages/static/all', { locale: 'vi' });
    // A page the corporate site renders from its Vietnamese slug, with an English translation.
    const candidate = pages.find(
      (p) =>
        !p.templateCode.startsWith('RECRUITMENT') &&
        p.templateCode !== 'HOME' &&
        matchPath(`/${p.slug}`).kind === 'cms' &&
        p.translations.some((t) => t.locale === 'en' && t.slug && t.slug !== p.slug),
    );
    expect(candidate, 'the seed has a CMS page with an English translation').toBeDefined();
    const enSlug = candidate!.translations.find((t) => t.locale === 'en')!.slug;

    const response = await site.open(`/${encodeURIComponent(candidate!.slug)}`);
    expect(response.status()).toBe(200);
    await expect(site.html).toHaveAttribute('lang', 'vi');
    await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();

    await site.switchLanguage('en');
    await expect(page).toHaveURL((url) => url.pathname === `/en/${encodeURIComponent(enSlug)}`);
    await expect(site.html).toHaveAttribute('lang', 'en');
    await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();

    // And back again: the Vietnamese slug, not the home page.
    await site.switchLanguage('vi');
    await expect(page).toHaveURL(
      (url) => url.pathname === `/${encodeURIComponent(candidate!.slug)}`,
    );
    await expect(site.html).toHaveAttribute('lang', 'vi');
  });
});
