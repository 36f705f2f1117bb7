/**
 * What a first visit really downloads (issue 26 item 4): opens a page in Chromium and records
 * every JavaScript response until the page is idle (network idle, then a short settle), with
 * each body's gzip size counted as scripts/check-bundles.ts counts (level 9 of the body), so
 * the two figures compare.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

export interface NetworkScript {
  /** The path below the origin, e.g. `/_site/corporate/assets/index-abc.js`. */
  path: string;
  bytes: number;
  gzip: number;
}

export interface NetworkJs {
  url: string;
  scripts: NetworkScript[];
  gzip: number;
}

export const SITE_ASSET_PREFIX = (site: string): string => `/_site/${site}/`;

const isJs = (url: string, contentType: string | undefined): boolean =>
  /javascript|ecmascript/.test(contentType ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/** The JS one visit of `url` fetched before idle, in the order the responses finished. */
export async function recordNetworkJs(
  browser: Browser,
  url: string,
  { settleMs = 1_500 }: { settleMs?: number } = {},
): Promise<NetworkJs> {
  const context = await browser.newContext({ locale: 'vi-VN' });
  const page = await context.newPage();
  const pending: Promise<NetworkScript | null>[] = [];
  page.on('response', (response) => {
    if (!isJs(response.url(), response.headers()['content-type'])) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s): s is NetworkScript => s !== null);
    const unique = [...new Map(scripts.map((s) => [s.path, s])).values()];
    return { url, scripts: unique, gzip: unique.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await context.close();
  }
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}
