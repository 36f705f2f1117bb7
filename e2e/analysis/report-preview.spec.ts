/**
 * The analysis report preview (design §4: the analysis site owns `bao-cao-phan-tich/{id}` with
 * the login flag; contracts.md `GET ttpt-reports/{id}`): the report's facts on its colour, the
 * page head, no chat widget (spec §2), a "log in to view" panel for a login-only report that
 * shows the report once logged in, and the 404 page for ids that are not reports.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type StackApi } from '../fixtures';
import { submitOpenLoginModal } from '../support/customer-auth';
import { namespaceTexts } from '../support/locales';
import { CHAT_DELAY_MS } from '../../shared/src/app/components/ChatWidget/chatDelay';
import type { Locale } from '../../shared/src/routing/routes';

interface AnalysisReport {
  id: number;
  name: string;
  stockSymbol: string | null;
  type: { name: string };
  releaseDate: string;
  pages: number;
  summary: string | null;
  requiredLogin: boolean;
  file: string | null;
  style: { bgColor: string | null };
}

/** `#rrggbb` as the browser writes a computed colour; no colour of its own is light green. */
const rgb = (hex: string | null) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt((hex ?? '#e3f4e8').slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const analysis = namespaceTexts('sites/analysis/src/locales', 'analysis');
const text = (locale: Locale, key: string) => analysis.text(locale, `reports.${key}`);

/** yyyy-mm-dd → dd/mm/yyyy (spec §9). */
const shown = (date: string) => date.split('-').reverse().join('/');

async function reports(stackApi: StackApi, locale: Locale = 'vi'): Promise<AnalysisReport[]> {
  const response = await stackApi.request.get('/api/v1/ttpt-reports', {
    params: { limit: '15', locale },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: AnalysisReport[] }).data;
}

test.describe('analysis report preview', () => {
  test('a free report: its facts, summary and colour, the page title, and no chat widget', async ({
    page,
    site,
    stackApi,
  }) => {
    const report = (await reports(stackApi)).find((r) => !r.requiredLogin && r.summary)!;
    expect(report, 'a free report with a summary').toBeDefined();
    const response = await site.open(`/bao-cao-phan-tich/${report.id}?login=0`);
    expect(response.status()).toBe(200);

    const article = site.main.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(report.name);
    await expect(page).toHaveTitle(
      new RegExp(`^${report.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const facts = article.getByRole('definition');
    await expect(facts).toHaveText([
      report.stockSymbol ?? text('vi', 'preview.market'),
      report.type.name,
      shown(report.releaseDate),
      `${report.pages} trang`,
    ]);
    await expect(article).toContainText(report.summary!);
    await expect(article.locator('header')).toHaveCSS(
      'background-color',
      rgb(report.style.bgColor),
    );
    await expect(
      article.getByRole('heading', { level: 2, name: text('vi', 'download.title') }),
    ).toBeVisible();

    // Spec §2: the chat widget is injected after 5 s, except on analysis-report pages.
    await page.waitForTimeout(CHAT_DELAY_MS + 1_000);
    await expect(page.locator('script[data-chat-script]')).toHaveCount(0);
    await expect(page.locator('#chat-widget-root')).toBeHidden();
  });

  test('a login-only report: the "log in to view" panel, then the report after the login', async ({
    page,
    site,
    stackApi,
  }) => {
    const locked = (await reports(stackApi)).find((r) => r.requiredLogin)!;
    expect(locked, 'a login-only report').toBeDefined();
    await site.open(`/bao-cao-phan-tich/${locked.id}?login=0`);
    const panel = site.main.getByRole('region', { name: text('vi', 'preview.login.title') });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(text('vi', 'preview.login.message'));
    await expect(site.main.getByRole('heading', { name: locked.name })).toHaveCount(0);

    await panel.getByRole('button', { name: text('vi', 'preview.login.action') }).click();
    await submitOpenLoginModal(page, 'vi', '009C000002');
    await expect(site.main.getByRole('heading', { level: 1, name: locked.name })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/bao-cao-phan-tich/${locked.id}`);
  });

  test('English preview', async ({ page, site, stackApi }) => {
    const report = (await reports(stackApi, 'en')).find((r) => !r.requiredLogin)!;
    await site.open(`/en/analysis-reports/${report.id}?login=0`);
    await expect(site.html).toHaveAttribute('lang', 'en');
    await expect(site.main.getByRole('heading', { level: 1 })).toHaveText(report.name);
    await expect(site.main.getByRole('definition').nth(3)).toHaveText(
      `${report.pages} ${report.pages === 1 ? 'page' : 'pages'}`,
    );
    await expect(
      page.getByRole('link', { name: text('en', 'preview.backToCenter') }),
    ).toHaveAttribute('href', '/en/analysis-center');
  });

  for (const path of [
    '/bao-cao-phan-tich/99999999',
    '/bao-cao-phan-tich/0',
    '/bao-cao-phan-tich/khong-co',
  ]) {
    test(`${path}: the 404 page`, async ({ site }) => {
      await site.open(path);
      await expect(site.errorHeading('notFound', 'vi')).toBeVisible();
    });
  }

  test('no serious or critical axe violation at 360 px in dark, nor at 1440 px in light', async ({
    page,
    site,
    stackApi,
  }) => {
    const report = (await reports(stackApi)).find((r) => !r.requiredLogin && r.file)!;
    for (const [width, scheme] of [
      [360, 'dark'],
      [1440, 'light'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((value) => window.localStorage.setItem('X_THEME', value), scheme);
      await site.open(`/bao-cao-phan-tich/${report.id}?login=0`);
      await expect(site.html).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(site.main.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking, `${width} px ${scheme}`).toEqual([]);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
