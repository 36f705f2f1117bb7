/**
 * ho-so-doanh-nghiep / business-profile (issue 24): FPT's profile and listing facts, the
 * ownership chart with its accessible name, the large shareholders appending their pages, the
 * officers grouped by board, the subsidiaries and the insider transactions with their date
 * filter; no sideways scroll at 360 px and no blocking axe finding. Both languages, the
 * expected figures read from the seeded API.
 */
import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '../../shared/src/format/number';
import type { Locale } from '../../shared/src/routing/routes';
import type {
  CompanyAssociation,
  CompanyProfile,
  LargeShareholder,
  OfficerGroup,
  OwnershipStructure,
  ShareholderTransaction,
} from '../../shared/src/validation/companyDataApi';
import { expect, test, type SitePage } from '../fixtures';
import { checkEveryLook } from '../support/a11y';
import { namespaceTexts } from '../support/locales';

const { text } = namespaceTexts('sites/analysis/src/locales', 'profile');

const PROFILE: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/ho-so-doanh-nghiep',
  en: '/en/analysis-center/business-profile',
};

/** A company with more large shareholders than one page (5) holds. */
const MANY_HOLDERS = 'VHM';

/** dd/mm/yyyy, as the page writes a YYYY-MM-DD day. */
const day = (iso: string) => iso.split('-').reverse().join('/');

async function openProfile(site: SitePage, locale: Locale, symbol: string): Promise<void> {
  await site.open(`${PROFILE[locale]}?stock_symbol=${symbol}`);
  await expect(
    site.page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}`) }),
  ).toBeVisible({
    timeout: 30_000,
  });
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A section of the page: the region named by its level-2 heading (not its table's region). */
function section(page: Page, locale: Locale, key: string): Locator {
  const name = text(locale, `${key}.heading`);
  return page
    .getByRole('region', { name, exact: true })
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** The value of the fact labelled `label` in a section's description list. */
const fact = (scope: Locator, label: string): Locator =>
  scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .locator('dt')
        .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
    })
    .locator('dd');

for (const locale of ['vi', 'en'] as const) {
  test.describe(`business profile (${locale})`, () => {
    test('FPT: the profile and the listing facts', async ({ site, page, stackApi }) => {
      test.setTimeout(90_000);
      const params = { stock_symbol: 'FPT', locale };
      const profile = await stackApi.data<CompanyProfile>('ttpt-other-information', params);
      await openProfile(site, locale, 'FPT');

      // The profile's facts, in the language's number format.
      const company = section(page, locale, 'company');
      await expect(company.getByText(profile.overview[0]!)).toBeVisible();
      await expect(fact(company, text(locale, 'company.name'))).toHaveText(profile.name);
      await expect(fact(company, text(locale, 'company.exchange'))).toHaveText('HOSE');
      await expect(fact(company, text(locale, 'company.sector'))).toHaveText(profile.sector);
      await expect(fact(company, text(locale, 'company.foundedDate'))).toHaveText(
        day(profile.foundedDate),
      );
      await expect(fact(company, text(locale, 'company.charterCapital'))).toHaveText(
        text(locale, 'units.billion', {
          value: formatNumber(profile.charterCapital / 1e9, locale),
        }),
      );
      await expect(fact(company, text(locale, 'company.sharesOutstanding'))).toHaveText(
        text(locale, 'units.shares', {
          value: formatNumber(profile.sharesOutstanding, locale, { decimals: 0 }),
        }),
      );
      await expect(fact(company, text(locale, 'company.employees'))).toHaveText(
        formatNumber(profile.employees, locale, { decimals: 0 }),
      );
      await expect(fact(company, text(locale, 'company.auditor'))).toHaveText(profile.auditor);
      await expect(fact(company, text(locale, 'company.address'))).toHaveText(profile.address);
      const website = company.getByRole('link', { name: /fpt\.com\.vn/ });
      await expect(website).toHaveAttribute('href', /^https:\/\/www\.fpt\.com\.vn/);
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

      // Listing facts.
      const listing = section(page, locale, 'listing');
      await expect(fact(listing, text(locale, 'listing.exchange'))).toHaveText('HOSE');
      await expect(fact(listing, text(locale, 'listing.listingDate'))).toHaveText(
        day(profile.listingDate),
      );
      await expect(fact(listing, text(locale, 'listing.ipoPrice'))).not.toHaveText(
        text(locale, 'listing.none'),
      );
    });

    test('FPT: the ownership chart, the officers by board, the subsidiaries and the insider trades', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const params = { stock_symbol: 'FPT', locale };
      const [ownership, officers, associations, trades] = await Promise.all([
        stackApi.data<OwnershipStructure[]>('ttpt-ownership-structures', params),
        stackApi.data<OfficerGroup[]>('ttpt-key-officers', params),
        stackApi.data<CompanyAssociation[]>('ttpt-company-associations', params),
        stackApi.data<ShareholderTransaction[]>('ttpt-shareholder-transactions', params),
      ]);
      await openProfile(site, locale, 'FPT');

      // The ownership chart is one image naming each group's stake, with its legend and table.
      const chartName = text(locale, 'ownership.chartLabel', {
        parts: ownership
          .map((part) => `${part.name} ${formatNumber(part.percent, locale)}%`)
          .join(', '),
      });
      const holders = section(page, locale, 'ownership');
      await expect(holders.getByRole('img', { name: chartName, exact: true })).toBeVisible();
      await expect(
        holders.getByRole('list', { name: text(locale, 'ownership.legend') }).getByRole('listitem'),
      ).toHaveCount(ownership.length);
      await expect(holders.getByTestId('ownership-table').locator('tbody tr')).toHaveCount(
        ownership.length,
      );

      // Officers: one table per board, in the API's order.
      const board = section(page, locale, 'officers');
      await expect(board.getByRole('heading', { level: 3 })).toHaveText(
        officers.map((group) => group.name),
      );
      for (const group of officers) {
        const table = board.getByRole('region', { name: group.name, exact: true });
        await expect(table.locator('tbody tr')).toHaveCount(group.officers.length);
        await expect(table.getByRole('rowheader').first()).toHaveText(group.officers[0]!.name);
      }

      // Subsidiaries and associates.
      await expect(
        section(page, locale, 'associations').getByTestId('associations-table').locator('tbody tr'),
      ).toHaveCount(associations.length);

      // Insider transactions, newest first, filtered by the day of announcement.
      const insiders = section(page, locale, 'insiders');
      const rows = insiders.getByTestId('insiders-table').locator('tbody tr');
      await expect(rows).toHaveCount(Math.min(5, trades.length));
      await expect(rows.first().getByRole('rowheader')).toHaveText(trades[0]!.holderName);
      const from = trades.at(-1)!.announcedDate.slice(0, 4) + '-12-31';
      const after = trades.filter((trade) => trade.announcedDate >= from);
      await insiders.getByLabel(text(locale, 'insiders.from')).fill(from);
      await expect(rows).toHaveCount(Math.min(5, after.length));
      await insiders.getByRole('button', { name: text(locale, 'insiders.clear') }).click();
      await expect(rows).toHaveCount(Math.min(5, trades.length));
      await expect(insiders.getByLabel(text(locale, 'insiders.from'))).toHaveValue('');
    });

    test('large shareholders: "more" appends the next page until the last', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(90_000);
      const all = await stackApi.data<LargeShareholder[]>('ttpt-large-shareholders', {
        stock_symbol: MANY_HOLDERS,
        limit: '100',
        locale,
      });
      expect(all.length, `${MANY_HOLDERS} needs more than one page of holders`).toBeGreaterThan(5);
      await openProfile(site, locale, MANY_HOLDERS);
      const holders = section(page, locale, 'shareholders');
      const rows = holders.getByTestId('shareholders-table').locator('tbody tr');
      await expect(rows).toHaveCount(5);
      await expect(rows.first().getByRole('rowheader')).toHaveText(all[0]!.name);
      const more = holders.getByRole('button', { name: text(locale, 'shareholders.more') });
      await more.click();
      await expect(rows).toHaveCount(Math.min(10, all.length));
      // The first rows stayed; the new ones follow them, largest first.
      await expect(rows.getByRole('rowheader')).toHaveText(
        all.slice(0, Math.min(10, all.length)).map((holder) => holder.name),
      );
      if (all.length <= 10) await expect(more).toHaveCount(0);
    });

    test('fits a 360 px phone and passes axe in both themes', async ({ site, page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 360, height: 780 });
      await openProfile(site, locale, 'FPT');
      await expect(page.getByTestId('insiders-table')).toBeVisible();
      await expect(page.getByTestId('ownership-chart')).toBeVisible();
      // The page's own content stays inside the screen (tables scroll inside their regions)…
      const widest = await page.getByTestId('business-profile').evaluate((root) =>
        Math.max(
          ...[root, ...root.querySelectorAll('*')]
            // What a table's scrolling region holds may be wider: the region scrolls it.
            .filter((el) => !el.parentElement?.closest('div[role="region"]'))
            .map((el) => el.getBoundingClientRect().right),
        ),
      );
      expect(widest, 'the page content’s right edge').toBeLessThanOrEqual(360);
      expect(await checkEveryLook(page)).toEqual([]);
      // …and so does the whole document, header included.
      await page.setViewportSize({ width: 360, height: 780 });
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(documentWidth, 'the document’s scroll width').toBeLessThanOrEqual(360);
    });
  });
}
