/**
 * lich-su-kien / market-events (issue 27 item 5), in both languages: reached from the analysis
 * centre's tools; the events of a range by day, as the API lists them; narrowed by dates, type
 * and exchange, every filter kept in the URL (a reload, or the link opened elsewhere, shows the
 * same); a symbol opens its company's page; the visitor's watchlist in this browser as a filter;
 * the .ics export downloaded and read back against RFC 5545 (CRLF, lines folded at 75 octets,
 * escaped texts, one VEVENT an event, DTSTART, UIDs stable across downloads and languages,
 * summaries in the page's language); a date the API would refuse said on its field; nothing
 * matching said so; at 1440 and 360 px (no sideways scrolling), axe in both themes.
 *
 * The browser's clock is fixed a week after the dataset's last session (20/11/2026): the
 * default range (today + 30 days) then holds the meetings the dataset has after that session.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import type { Locale } from '../../shared/src/routing/routes';
import { checkEveryLook, ALL_LOOKS } from '../support/a11y';
import { namespaceTexts } from '../support/locales';
import { DASHBOARD, text as centreText } from './liveTexts';

const { text } = namespaceTexts('sites/analysis/src/locales', 'marketEvents');

const EVENTS: Record<Locale, string> = {
  vi: '/trung-tam-phan-tich/lich-su-kien',
  en: '/en/analysis-center/market-events',
};
const TODAY = '2026-11-28';
/** Thirty days on: the range without dates in the URL. */
const DEFAULT_TO = '2026-12-28';
/** The visitor's list: LPB has a meeting after the last session, the others results deadlines. */
const WATCHLIST = ['LPB', 'FPT', 'SHS'];

interface ApiEvent {
  id: string;
  date: string;
  type: 'rights' | 'agm' | 'results';
  stockSymbol: string;
  exchange: string;
  label: string;
  title: string;
  derived: boolean;
}

/** Every event of a filter as the API lists them (one page of its largest size is enough here). */
async function apiEvents(
  stackApi: StackApi,
  locale: Locale,
  params: Record<string, string>,
): Promise<ApiEvent[]> {
  const response = await stackApi.request.get('/api/v1/market-events', {
    params: { locale, limit: '500', ...params },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: ApiEvent[]; meta: { totalPages: number } };
  expect(body.meta.totalPages).toBeLessThanOrEqual(1);
  return body.data;
}

/** The events on the page: symbol and type of each, in order. */
const shownEvents = (page: Page) =>
  page
    .getByTestId('market-event')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-symbol')}:${item.getAttribute('data-type')}`),
    );

const asShown = (events: ApiEvent[]) => events.map((event) => `${event.stockSymbol}:${event.type}`);

/**
 * Clicks a chip or a segment of the filters by its text (their inputs are visually hidden; a
 * person clicks the label). The events' badges carry the same words: only the form's count.
 */
const toggle = (page: Page, name: string) =>
  page.getByRole('search').getByText(name, { exact: true }).click();

/** Fixes the browser's today, before the page's first script. */
async function atToday(page: Page) {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00+07:00`));
}

/** The page never scrolls sideways (a 360 px phone included). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

// ─── The .ics file ─────────────────────────────────────────────────────────────────────────

/** RFC 5545 §3.1: a CRLF followed by one space or tab is a fold. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** The VEVENTs as maps of property (name with parameters) to value, unfolded. */
function vevents(ics: string): Array<Map<string, string>> {
  return unfold(ics)
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) => {
      const body = block.slice(0, block.indexOf('END:VEVENT\r\n'));
      return new Map(
        body
          .split('\r\n')
          .filter((line) => line !== '')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
    });
}

/** A TEXT value (RFC 5545 §3.3.11) read back: every `,` `;` `\` escaped, no raw line break. */
function unescapeText(value: string): string {
  const bare = value.replace(/\\[\\;,nN]/g, '');
  expect(bare, `unescaped character in ${value}`).not.toMatch(/[,;\\]/);
  return value.replace(/\\([\\;,])/g, '$1').replace(/\\[nN]/g, '\n');
}

/** The calendar's rules that hold for any file of ours. */
function expectCalendar(ics: string) {
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(/[^\r]\n/.test(ics), 'a line ends without CR').toBe(false);
  expect(/\r[^\n]/.test(ics), 'a bare CR').toBe(false);
  for (const line of ics.split('\r\n'))
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  const lines = unfold(ics).split('\r\n');
  expect(lines).toContain('CALSCALE:GREGORIAN');
  expect(lines.some((line) => line.startsWith('PRODID:-//'))).toBe(true);
  expect(lines.filter((line) => line === 'BEGIN:VEVENT').length).toBe(
    lines.filter((line) => line === 'END:VEVENT').length,
  );
}

const readDownload = async (download: Download) => readFile((await download.path())!, 'utf8');

for (const locale of ['vi', 'en'] as const) {
  const other: Locale = locale === 'vi' ? 'en' : 'vi';

  test.describe(`market events calendar (${locale})`, () => {
    test('1440 px: from the tools, the range by day, narrowed in the URL; a symbol opens its page', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      await atToday(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await site.open(DASHBOARD[locale]);
      await page
        .getByRole('link', {
          name: new RegExp(centreText(locale, 'center.subPages.marketEvents.title')),
        })
        .click();
      await expect(page).toHaveURL(EVENTS[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'title'));

      // From today for 30 days, as the API fills in a range without dates.
      await expect(page.getByTestId('events-from')).toHaveValue(TODAY);
      await expect(page.getByTestId('events-to')).toHaveValue(DEFAULT_TO);
      const coming = await apiEvents(stackApi, locale, { from: TODAY, to: DEFAULT_TO });
      expect(coming.length, 'the dataset has events after its last session').toBeGreaterThan(0);
      await expect.poll(() => shownEvents(page), { timeout: 30_000 }).toEqual(asShown(coming));
      await expect(page.getByTestId('events-summary')).toHaveText(
        text(locale, coming.length === 1 ? 'list.summary_one' : 'list.summary_other', {
          count: coming.length,
          from: '28/11/2026',
          to: '28/12/2026',
        }),
      );
      // A heading a day, in date order.
      const days = [...new Set(coming.map((event) => event.date))];
      await expect(page.locator('[data-testid="events-agenda"] h2 time')).toHaveCount(days.length);
      expect(
        await page
          .locator('[data-testid="events-agenda"] h2 time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
      ).toEqual(days);

      // A longer range: the Q4 results deadline (20/01) comes in, marked as set by the rules.
      await page.getByTestId('events-to').fill('2027-01-31');
      await expect(page).toHaveURL(/[?&]to=2027-01-31/);
      const longer = await apiEvents(stackApi, locale, { from: TODAY, to: '2027-01-31' });
      await expect.poll(() => shownEvents(page)).toEqual(asShown(longer));
      const results = page.locator('[data-testid="market-event"][data-type="results"]');
      expect(await results.count()).toBeGreaterThan(0);
      await expect(results.first()).toContainText(text(locale, 'list.derived'));

      // Only rights and meetings, only HNX: the URL holds both.
      await toggle(page, text(locale, 'filters.type.results'));
      await expect(page).toHaveURL(/[?&]types=rights%2Cagm/);
      await expect(
        page.getByRole('checkbox', { name: text(locale, 'filters.type.results') }),
      ).not.toBeChecked();
      await toggle(page, 'HNX');
      await expect(page).toHaveURL(/[?&]exchange=HNX/);
      const hnx = await apiEvents(stackApi, locale, {
        from: TODAY,
        to: '2027-01-31',
        types: 'rights,agm',
        exchanges: 'HNX',
      });
      expect(hnx.every((event) => event.exchange === 'HNX' && event.type !== 'results')).toBe(true);
      await expect.poll(() => shownEvents(page)).toEqual(asShown(hnx));

      // The link shared: another tab opens the same view, with the same fields set.
      const shared = page.url();
      const tab = await page.context().newPage();
      await tab.clock.setFixedTime(new Date(`${TODAY}T10:00:00+07:00`));
      await tab.goto(shared);
      await expect(tab.getByTestId('events-to')).toHaveValue('2027-01-31');
      await expect(
        tab.getByRole('checkbox', { name: text(locale, 'filters.type.results') }),
      ).not.toBeChecked();
      await expect(tab.getByRole('radio', { name: 'HNX' })).toBeChecked();
      await expect.poll(() => shownEvents(tab), { timeout: 30_000 }).toEqual(asShown(hnx));
      await tab.close();

      // Nothing matches: said so, and the export says why it is off.
      await toggle(page, 'UPCOM');
      await expect(page).toHaveURL(/[?&]exchange=UPCOM/);
      await toggle(page, text(locale, 'filters.type.agm'));
      await expect(page).toHaveURL(/[?&]types=rights(&|$)/);
      const none = await apiEvents(stackApi, locale, {
        from: TODAY,
        to: '2027-01-31',
        types: 'rights',
        exchanges: 'UPCOM',
      });
      expect(none, 'no UPCOM right is dated in the range').toEqual([]);
      await expect(page.getByText(text(locale, 'list.empty'))).toBeVisible();
      await expect(page.getByTestId('market-event')).toHaveCount(0);
      await expect(page.getByTestId('events-export')).toBeDisabled();
      await expect(page.getByText(text(locale, 'export.none'))).toBeVisible();

      // A backwards range: said on the field, what was typed kept, the URL unchanged.
      const before = page.url();
      await page.getByTestId('events-to').fill('2026-11-01');
      await expect(page.getByText(text(locale, 'filters.errors.inverted'))).toBeVisible();
      await expect(page.getByTestId('events-to')).toHaveValue('2026-11-01');
      await expect(page.getByTestId('events-to')).toHaveAttribute('aria-invalid', 'true');
      expect(page.url()).toBe(before);

      // Back to the whole market: a symbol opens its company's rights.
      await site.open(`${EVENTS[locale]}?from=${TODAY}&to=${DEFAULT_TO}&types=agm`);
      const first = page.getByTestId('market-event').first();
      await expect(first).toBeVisible({ timeout: 30_000 });
      const symbol = (await first.getAttribute('data-symbol'))!;
      await first.getByRole('link', { name: new RegExp(symbol) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]stock_symbol=${symbol}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^${symbol}`) }),
      ).toBeVisible({ timeout: 30_000 });
    });

    test('360 px: the visitor’s watchlist as the filter, and its .ics calendar read back', async ({
      site,
      page,
      stackApi,
    }) => {
      test.setTimeout(120_000);
      await atToday(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await site.open(EVENTS[locale]);
      // The list the price board keeps in this browser.
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        'X_WATCHLIST',
        JSON.stringify(WATCHLIST),
      ] as const);
      const range = { from: TODAY, to: '2027-02-28' };
      await site.open(`${EVENTS[locale]}?from=${range.from}&to=${range.to}`);
      // The page's own part hydrates after the shell: its events in, it answers a change (a
      // select's change before that is lost; React replays clicks, not changes).
      await expect(page.getByTestId('market-event').first()).toBeVisible({ timeout: 30_000 });
      await page
        .getByRole('combobox', { name: text(locale, 'filters.watchlist') })
        .selectOption({ label: text(locale, 'filters.visitorList') });
      await expect(page).toHaveURL(/[?&]watchlist=local/);
      await expect(page.getByTestId('events-watchlist-notice')).toHaveText(
        text(locale, 'watchlist.symbols', { count: 3, symbols: WATCHLIST.join(', ') }),
      );
      const listed = await apiEvents(stackApi, locale, { ...range, symbols: WATCHLIST.join(',') });
      expect(new Set(listed.map((event) => event.stockSymbol))).toEqual(new Set(WATCHLIST));
      await expect.poll(() => shownEvents(page), { timeout: 30_000 }).toEqual(asShown(listed));
      await expectNoSidewaysScroll(page);

      // The export: the API's file of the same filter, in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(locale, 'export.button') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `${locale === 'vi' ? 'lich-su-kien' : 'market-events'}-${range.from}-${range.to}.ics`,
      );
      const ics = await readDownload(download);
      expectCalendar(ics);
      const events = vevents(ics);
      expect(events).toHaveLength(listed.length);
      const host = new URL(page.url()).hostname;
      for (const [i, event] of listed.entries()) {
        const vevent = events[i]!;
        expect(vevent.get('UID')).toBe(`${event.id}@${host}`);
        expect(vevent.get('DTSTART;VALUE=DATE')).toBe(event.date.replace(/-/g, ''));
        expect(vevent.get('DTEND;VALUE=DATE')).toMatch(/^\d{8}$/);
        expect(vevent.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
        // The page's language: the API's label and title of that language.
        expect(unescapeText(vevent.get('SUMMARY')!)).toBe(
          `${event.stockSymbol} – ${event.label}: ${event.title}`,
        );
        const description = unescapeText(vevent.get('DESCRIPTION')!);
        expect(description.split('\n').length).toBeGreaterThan(2);
        expect(vevent.get('URL')).toMatch(new RegExp(`\\?stock_symbol=${event.stockSymbol}$`));
      }
      // A deadline's description says so, its comma escaped.
      const derived = listed.findIndex((event) => event.derived);
      expect(derived).toBeGreaterThanOrEqual(0);
      expect(events[derived]!.get('DESCRIPTION')).toMatch(/\\,/);
      const labels = new Set(listed.map((event) => event.label));
      expect(labels).toContain(locale === 'vi' ? 'Hạn công bố chậm nhất' : 'Publication deadline');
      if (locale === 'en')
        for (const event of events)
          expect(event.get('SUMMARY'), 'an English summary').not.toMatch(/[ăâđêôơưạảấầẩẫậ]/i);

      // Stable: a second download, and the same filter in the other language, have the same UIDs.
      const [again] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text(locale, 'export.button') }).click(),
      ]);
      const uids = events.map((event) => event.get('UID'));
      expect(vevents(await readDownload(again)).map((event) => event.get('UID'))).toEqual(uids);
      const translated = await stackApi.request.get('/api/v1/market-events.ics', {
        params: { ...range, symbols: WATCHLIST.join(','), locale: other },
      });
      expect(translated.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const otherEvents = vevents(await translated.text());
      expect(otherEvents.map((event) => event.get('UID'))).toEqual(uids);
      expect(otherEvents.map((event) => event.get('SUMMARY'))).not.toEqual(
        events.map((event) => event.get('SUMMARY')),
      );

      // An empty list in this browser: nothing asked, the price board offered to fill it.
      await page.evaluate((key) => window.localStorage.setItem(key, '[]'), 'X_WATCHLIST');
      await site.open(page.url());
      await expect(page.getByText(text(locale, 'watchlist.empty'))).toBeVisible();
      await expect(
        page.getByRole('link', { name: text(locale, 'watchlist.addOnBoard') }),
      ).toHaveAttribute('href', /[?&]tab=watchlist$/);
      await expect(page.getByTestId('market-event')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test('axe finds nothing serious in either theme at 1440 and 360 px, events drawn', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      await atToday(page);
      await site.open(`${EVENTS[locale]}?from=${TODAY}&to=2027-01-31`);
      await expect(page.getByTestId('market-event').first()).toBeVisible({ timeout: 30_000 });
      const failures = await checkEveryLook(page, ALL_LOOKS);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
