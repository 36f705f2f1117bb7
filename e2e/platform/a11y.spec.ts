import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
// The first page of every site, in both languages between them, plus the contact and 404 pages,
// and one page of each content screen kind: a news list, a news article (a seeded slug), the
// analysis report cards and the videos.
const PAGES = [
  '/',
  '/en/contact',
  '/trung-tam-phan-tich',
  '/en/recruitment',
  '/ekyc',
  '/en/khong-co-trang-nay',
  '/tin-an-phat',
  '/chi-tiet-tin-tuc-va-su-kien-company/tinh-nang-moi-danh-muc-theo-doi-va-canh-bao-gia-tren-ung-dung-aps-mobile',
  '/bao-cao-cho-nha-dau-tu',
  '/en/videos',
];

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  for (const path of PAGES)
    for (const viewport of VIEWPORTS) {
      for (const scheme of SCHEMES) {
        test(`${path}: no serious or critical violation at ${viewport.width} px in ${scheme}`, async ({
          page,
          site,
        }) => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          // Mantine's colour-scheme manager reads X_THEME (contracts.md) before the first paint.
          await page.addInitScript(
            (value) => window.localStorage.setItem('X_THEME', value),
            scheme,
          );
          await site.open(path);
          await expect(site.html).toHaveAttribute('data-mantine-color-scheme', scheme);
          await expect(site.main.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // Let lazy sections finish loading, so axe sees the page a visitor sees.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          const blocking = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => {
              // Where and why (axe's own words, e.g. the measured contrast ratio and colours).
              const nodes = v.nodes.slice(0, 5).map((n) => {
                const why = [...n.any, ...n.all, ...n.none]
                  .map((check) => check.message)
                  .join('; ');
                return `    ${n.target.join(' ')}\n      ${why}`;
              });
              return `${v.impact} ${v.id} (${v.nodes.length} nodes): ${v.help}\n${nodes.join('\n')}`;
            });
          expect(blocking, blocking.join('\n')).toEqual([]);
        });
      }
    }
});
