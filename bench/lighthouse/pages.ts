/**
 * The pages the Lighthouse gate and the task bench load (issue 26: every page type): each
 * site's entry page, the newest news article, FPT's stock information and technical analysis
 * pages and the bond registration, in Vietnamese.
 */
import { buildPath } from '@brokerage/shared/routing/paths.ts';

export interface Target {
  label: string;
  url: string;
}

/** A stack just started may still be seeding its database: wait for the API's health. */
export async function waitForApi(base: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(new URL('/api/v1/health', base)).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`${base}/api/v1/health did not answer 200 in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** The first news item's detail page, as the API links it. */
async function newsDetailPath(base: string): Promise<string> {
  const response = await fetch(new URL('/api/v1/news?limit=1&page=1', base));
  if (!response.ok) throw new Error(`GET /api/v1/news answered ${response.status}`);
  const body = (await response.json()) as { data?: { path?: string | null }[] };
  const first = body.data?.[0]?.path;
  if (!first) throw new Error('The API lists no news item with a path');
  return first;
}

export async function targets(base: string): Promise<Target[]> {
  const page = (label: string, pathname: string): Target => ({
    label,
    url: new URL(pathname, base).href,
  });
  return [
    page('corporate', buildPath('home', 'vi')),
    page('analysis', buildPath('analysisCenter', 'vi')),
    page('recruitment', buildPath('recruitment', 'vi')),
    page('onboarding', buildPath('ekyc', 'vi')),
    page('news', await newsDetailPath(base)),
    // Issue 26: the stock pages, and one page of every later kind.
    page(
      'stock information',
      buildPath('analysisCenter', 'vi', {
        subPage: 'stockInformation',
        query: { stock_symbol: 'FPT' },
      }),
    ),
    page(
      'technical analysis',
      buildPath('analysisCenter', 'vi', {
        subPage: 'technicalAnalytic',
        query: { stock_symbol: 'FPT' },
      }),
    ),
    page('bond registration', buildPath('transactionRegister', 'vi')),
  ];
}
