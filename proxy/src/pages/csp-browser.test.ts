/**
 * The CSP bites (issue 20 #6): a script that slipped into server-rendered markup does not run
 * in a real browser, while the page's own hydrate.js still starts the app. Debian's Chromium
 * through playwright-core (installed with the e2e suite's @playwright/test), launched as the
 * e2e suites launch it (e2e/support/browser.ts).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, LaunchOptions } from 'playwright-core';
import { chromiumProject } from '../../../e2e/support/browser';
import { CHROME_PATH } from '../../../e2e/support/env';
import { indexHtml, request, startProxyFixture } from '../test/test-helpers';

const inCi = Boolean(process.env.CI);
const hasChromium = existsSync(CHROME_PATH);

if (!hasChromium && !inCi) {
  process.stderr.write(
    `csp-browser.test.ts: SKIPPED — no Chromium at ${CHROME_PATH} (apt-get install -y chromium, ` +
      'or set CHROME_PATH; CI has it and never skips).\n',
  );
}

const HYDRATE_JS = fileURLToPath(
  new URL('../../../shared/src/app/start/hydrate.js', import.meta.url),
);

/** What a compromised render or unescaped CMS text could put into the page's markup. */
const INJECTED =
  '<p id="target">untouched</p>' +
  '<script>window.__injected = true; document.getElementById("target").textContent = "inline ran";</script>' +
  '<script type="module">window.__injectedModule = true;</script>';

/** A server build whose render returns that markup (the site's real render escapes CMS text). */
const SERVER_JS = `export const render = async () => ({ html: ${JSON.stringify(
  `<main><h1>Trang chủ</h1>${INJECTED}</main>`,
)}, layout: null, pageData: '[]' });`;

/** The site's entry: all the test needs to know is that hydrate.js got it started. */
const ENTRY_JS = 'document.documentElement.dataset.appStarted = "yes";';

describe.skipIf(!hasChromium && !inCi)('the CSP in a browser (server-rendered page)', () => {
  let fixture: Awaited<ReturnType<typeof startProxyFixture>>;
  let browser: Browser;

  beforeAll(async () => {
    fixture = await startProxyFixture();
    // The fixture's sites have no server build: give corporate one, with its hydrate.js.
    const site = path.join(fixture.sites.dir, 'corporate');
    await writeFile(
      path.join(site, 'dist', 'index.html'),
      indexHtml('corporate').replace(' data-site="corporate"', ''),
    );
    await writeFile(path.join(site, 'dist', 'assets', 'index-abc123.js'), ENTRY_JS);
    await copyFile(HYDRATE_JS, path.join(site, 'dist', 'hydrate.js'));
    await mkdir(path.join(site, 'dist-server'), { recursive: true });
    await writeFile(path.join(site, 'dist-server', 'server.js'), SERVER_JS);
    const { chromium } = await import('playwright-core');
    // `Project` types its `use` without Playwright's own options; the e2e project sets them.
    const { launchOptions } = chromiumProject.use as { launchOptions?: LaunchOptions };
    browser = await chromium.launch(launchOptions);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await fixture?.close();
  });

  it('names no hash of the rendered markup’s scripts in script-src', async () => {
    const res = await request(fixture.proxy.url, '/');
    expect(res.text).toContain('data-ssr');
    expect(res.text).toContain('window.__injected');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSrc?.[1]).toBe("'self'");
  });

  it('blocks a script injected into the rendered markup, and the app still starts', async () => {
    const page = await browser.newPage();
    try {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await page.goto(`${fixture.proxy.url}/`);
      await page.waitForFunction(() => document.documentElement.dataset.appStarted === 'yes', {
        timeout: 20_000,
      });
      expect(await page.textContent('#target')).toBe('untouched');
      expect(
        await page.evaluate(() => {
          const w = window as { __injected?: boolean; __injectedModule?: boolean };
          return [w.__injected ?? false, w.__injectedModule ?? false];
        }),
      ).toEqual([false, false]);
      // The browser said why: the CSP refused the inline scripts.
      expect(violations.length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  }, 60_000);
});
