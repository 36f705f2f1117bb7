/**
 * Server rendering (issue 9, gate 15; proxy/src/pages/ssr.ts, shared/src/app/start/renderSite.tsx):
 * the proxy sends a page's markup and the API answers it was made from; the browser paints it
 * before any script runs, then hydrates it without asking the API again and without a mismatch,
 * in either theme and language.
 */
import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../fixtures';
import { buildPath } from '../../shared/src/routing/paths';
import { renderedDocument } from '../support/first-page';

const ENTRY_PAGES = [
  ['corporate home', buildPath('home', 'vi'), 'pages/static/home-page'],
  ['analysis centre', buildPath('analysisCenter', 'vi'), 'pages/static/analysis-center'],
  ['recruitment', buildPath('recruitment', 'en'), 'pages/static/recruitment'],
  ['account opening', buildPath('ekyc', 'vi'), 'pages/static/ekyc'],
] as const;

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

/** What React and startSite say when the markup and the first render differ. */
const isHydrationProblem = (message: ConsoleMessage) =>
  /hydrat|did not match|#418|#423|#425/i.test(message.text());

test.describe('server rendering', () => {
  for (const [name, path] of ENTRY_PAGES) {
    test(`${name} (${path}) arrives rendered, with the page's data beside it`, async ({
      request,
    }) => {
      const { status, html } = await renderedDocument(request, path);
      expect(status).toBe(200);
      expect(html).toMatch(/<div id="root" data-ssr data-ssr-layout="(main|recruit|ekyc)">/);
      // The page itself, not a loading state: its heading is in the markup.
      expect(html).toMatch(/<div id="root"[^>]*>[\s\S]*<h1[\s\S]*<\/h1>/);
      expect(html).toContain('<script type="application/json" id="page-data">');
      // The app starts after the first paint (hydrate.js), not from a module script.
      expect(html).not.toContain('<script type="module"');
      expect(html).toMatch(
        /<script src="\/_site\/\w+\/hydrate\.js" data-entry="[^"]+" data-modules="[^"]+" data-styles="[^"]+\.css" defer>/,
      );
      expect(html).not.toContain('modulepreload');
      // The first paint needs the document alone: the page's share of its styles is inline, the
      // whole sheets come after that paint (or from noscript), and no boundary waits for a script.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<style data-critical>');
      expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
      expect(html).not.toMatch(/\$RC\(|<div hidden id="S:/);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`pages hydrate without a mismatch or a second request for their data (${scheme})`, async ({
      page,
      site,
      apiCalls,
    }) => {
      if (scheme === 'dark')
        await page.addInitScript(() => window.localStorage.setItem('X_THEME', 'dark'));
      const problems: string[] = [];
      page.on('console', (message) => {
        if (isHydrationProblem(message)) problems.push(message.text());
      });
      for (const [, path, staticPage] of ENTRY_PAGES) {
        await site.open(path);
        // Hydrated: the markup is no longer inert and the shell answers clicks.
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(site.main.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(
          apiCalls.calls.filter((call) => call.url.includes(staticPage)),
          `${path} asked again for ${staticPage}`,
        ).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }

  test('a news article hydrates from its own data and its links work', async ({
    page,
    site,
    stackApi,
    apiCalls,
  }) => {
    const [first] = await stackApi.data<{ slug: string; path: string | null }[]>('news', {
      limit: '1',
      page: '1',
    });
    expect(first?.path, 'the seed has a news item with a path').toBeTruthy();
    await site.open(first!.path!);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    expect(apiCalls.calls.filter((call) => call.url.includes(`news/${first!.slug}`))).toEqual([]);
    // A link inside the app moves without a reload, as on a page the browser rendered.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await site.header.getByRole('link', { name: /Trang chủ/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(site.main.locator('h1').first()).toBeAttached();
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  });

  test('once the whole sheets are in, the inline share goes and late parts keep their styles', async ({
    page,
    site,
  }) => {
    // The branch network renders its region tabs after hydration: the first paint had no use
    // for their rules, and the inline share (a button reset among them) must not override them.
    await site.open('/mang-luoi-hoat-dong');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('style[data-critical]')).toHaveCount(0);
    const tab = site.main.getByRole('tab').first();
    await expect(tab).toBeVisible();
    const padding = await tab.evaluate((element) =>
      parseFloat(getComputedStyle(element).paddingLeft),
    );
    expect(padding).toBeGreaterThan(0);
  });

  test('without JavaScript the page is still there to read', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(buildPath('ekyc', 'en'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The whole page: header, main and footer.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Not inert: nothing would ever hydrate it.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
    } finally {
      await context.close();
    }
  });
});
