/**
 * The bundle budget counts what a browser really downloads (issue 26 item 4;
 * scripts/check-bundles.ts): on a first visit of each site's entry page, every script Chromium
 * fetched before the page was idle is one that check-bundles counts for that site from the build.
 * A chunk the first render starts to load that the budget does not know about fails here (add it
 * to `FIRST_RENDER`, or keep it off the first visit).
 */
import path from 'node:path';
import { expect, test } from '../fixtures';
import { buildPath } from '../../shared/src/routing/paths';
import { measureSite } from '../../scripts/check-bundles';
import { BASE_URL } from '../support/env';
import { ROOT } from '../support/stack';
import { renderedDocument, UNRENDERED } from '../support/first-page';

const ENTRY_PAGES = [
  ['corporate', buildPath('home', 'vi')],
  ['analysis', buildPath('analysisCenter', 'vi')],
  ['recruitment', buildPath('recruitment', 'vi')],
  ['onboarding', buildPath('ekyc', 'vi')],
] as const;

/** What the page may still start after the network went quiet (idle callbacks, a timer). */
const SETTLE_MS = 1_500;

/**
 * The chat's frame: the shell loads it when the chat is due, 5 s after the page (spec §9), so a
 * page that took longer than that to go quiet fetched it too; it is no part of the first visit.
 */
const CHAT_FRAME = /\/assets\/ChatFrame-[\w-]+\.js$/;

test.describe('the bundle budget counts what the browser fetches', () => {
  for (const [site, pagePath] of ENTRY_PAGES) {
    test(`${site} (${pagePath}): every script of a first visit is counted`, async ({
      page,
      stackApi,
    }) => {
      // The chat scripts of the settings come 5 s after load (spec §9), a third party's in
      // production: no part of a site's bundle, whether the page went quiet before them or not.
      const general = await stackApi.data<{ chatScripts: string[] }>('systems/general');
      const chat = new Set(general.chatScripts.map((url) => new URL(url, BASE_URL).pathname));
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        const type = response.headers()['content-type'] ?? '';
        if (/javascript|ecmascript/.test(type) || /\.m?js$/.test(url.pathname))
          fetched.add(url.origin === new URL(BASE_URL).origin ? url.pathname : url.href);
      });
      // An unrendered page makes the browser load what the server would have rendered for it.
      // The budget is for the rendered page: its page cache then serves it to the visit.
      await renderedDocument(page.request, pagePath);
      const document = await page.goto(pagePath, { waitUntil: 'networkidle' });
      expect(await document?.text(), 'the visit got the rendered page').not.toContain(UNRENDERED);
      await page.waitForTimeout(SETTLE_MS);
      await page.waitForLoadState('networkidle');

      const [report] = measureSite(site, path.join(ROOT, 'sites', site));
      expect(report?.failures.filter((f) => /no .*manifest/.test(f)) ?? []).toEqual([]);
      const counted = new Set(report!.jsFiles.map((file) => `/_site/${site}/${file}`));
      const uncounted = [...fetched].filter(
        (file) => !counted.has(file) && !chat.has(file) && !CHAT_FRAME.test(file),
      );
      expect(fetched.size, 'scripts fetched').toBeGreaterThan(1);
      expect(uncounted, `scripts ${site} fetched that check-bundles does not count`).toEqual([]);
    });
  }
});
