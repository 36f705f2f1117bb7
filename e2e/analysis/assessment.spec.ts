/**
 * danh-gia-tu-dong / automatic-assessment (issue 24): a bank's radar of six axes with its
 * accessible name and the table beside it, each axis with its score and reasons as the API words
 * them, the peers of its sector whose links open their own assessment; no sideways scroll at
 * 360 px and no blocking axe finding. Both languages, the expected figures read from the seeded API.
 */
import type { Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/format/number';
import type { Locale } from '../../shared/src/routing/routes';
import type { AutomaticAssessment } from '../../shared/src/validation/assessmentApi';
import { expect, test, type SitePage } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { namespaceTexts } from '../support/locales';

const { text } = namespaceTexts('sites/analysis/src/locales', 'assessment');

const ASSESSMENT: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/danh-gia-tu-dong',
  en: '/en/analysis-center/automatic-assessment',
};

/** A bank: its sector has the most peers in the demo data. */
const SYMBOL = 'VCB';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openAssessment(site: SitePage, locale: Locale, symbol: string): Promise<void> {
  await site.open(`${ASSESSMENT[locale]}?stock_symbol=${symbol}`);
  await expect(
    site.page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}`) }),
  ).toBeVisible({ timeout: 30_000 });
}

/** The radar of `symbol`, found by the start of its accessible name. */
function radar(page: Page, locale: Locale, symbol: string) {
  const [start] = text(locale, 'radar.label', { symbol, scores: '\u0000' }).split('\u0000');
  return page.getByRole('img', { name: new RegExp(`^${escapeRegExp(start!)}`) });
}

for (const locale of ['vi', 'en'] as const) {
  test.describe(`automatic assessment (${locale})`, () => {
    test('the radar, six axes with their reasons, and a peer’s own assessment', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const data = await stackApi.data<AutomaticAssessment>(
        `ttpt-automatic-assessments/${SYMBOL}`,
        { locale },
      );
      await openAssessment(site, locale, SYMBOL);

      // The radar is named, its name saying every axis's score; the table beside it too.
      const chart = radar(page, locale, SYMBOL);
      await expect(chart).toBeVisible({ timeout: 30_000 });
      const score = (value: number | null) =>
        value === null
          ? text(locale, 'radar.notScored')
          : formatNumber(value, locale, { decimals: 1 });
      for (const axis of data.axes) {
        await expect(chart).toHaveAccessibleName(
          new RegExp(escapeRegExp(`${axis.label} ${score(axis.score)}`)),
        );
      }
      const table = page.getByRole('table', { name: text(locale, 'table.heading') });
      await expect(table.getByRole('rowheader')).toHaveText(data.axes.map((axis) => axis.label));
      await expect(page.getByTestId('overall-score')).toContainText(String(data.overall));

      // Six axes, each a section with its score out of 5 and every reason the API gave.
      expect(data.axes).toHaveLength(6);
      for (const axis of data.axes) {
        const card = page.getByRole('region', { name: axis.label, exact: true });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(axis.label);
        await expect(card.getByTestId('axis-score')).toHaveText(
          axis.score === null
            ? text(locale, 'axes.notScored')
            : text(locale, 'axes.score', { score: score(axis.score) }),
        );
        expect(axis.reasons.length).toBeGreaterThan(0);
        await expect(card.getByRole('listitem')).toHaveCount(axis.reasons.length);
        for (const reason of axis.reasons) await expect(card.getByText(reason.text)).toBeVisible();
      }

      // The peers of the sector, each linking to its own assessment.
      const peers = page.getByTestId('assessment-peers');
      expect(data.peers.length).toBeGreaterThan(0);
      await expect(peers.getByRole('link')).toHaveText(data.peers.map((p) => p.stockSymbol));
      const peer = data.peers[0]!.stockSymbol;
      await peers.getByRole('link', { name: peer, exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`${escapeRegExp(ASSESSMENT[locale])}\\?stock_symbol=${peer}$`),
      );
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${peer}`) }),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(radar(page, locale, peer)).toBeVisible({ timeout: 30_000 });
    });

    test('fits a 360 px phone and passes axe in both themes', async ({ site, page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await openAssessment(site, locale, SYMBOL);
      await expect(radar(page, locale, SYMBOL)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('assessment-peers')).toBeVisible();
      // The page's own content stays inside the screen (tables scroll inside their regions)…
      const widest = await page
        .getByTestId('automatic-assessment')
        .evaluate((root) =>
          Math.max(
            ...[root, ...root.querySelectorAll('*')]
              .filter((el) => !el.parentElement?.closest('div[role="region"]'))
              .map((el) => el.getBoundingClientRect().right),
          ),
        );
      expect(widest).toBeLessThanOrEqual(360);
      // …and so does the whole document.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      expect(await checkEveryLook(page)).toEqual([]);
    });
  });
}
