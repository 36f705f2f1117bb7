/**
 * One page per worker that moves through the sites as a visitor does: within the site and
 * language already loaded it follows the route the way a link does (history push and the
 * router's popstate), not with a new document. A fresh start of a site's app is most of a
 * page test's time on a two-core runner (about a megabyte of script parsed, its data and lazy
 * chunks fetched); a route change costs a fraction of it.
 *
 * For specs that read pages (the accessibility gate, the template checks): a spec that logs in,
 * stores something or counts requests keeps the fresh `page` of each test.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, SitePage, test as base } from '../fixtures';
import { localeFromPath, siteForPath } from '../../shared/src/routing/paths';
import { BASE_URL } from './env';
import { waitForHydration } from './hydration';

const LEFT_MARK = 'data-tour-left';

/** The path and query as `location` spells them (percent-encoded). */
const normalised = (path: string): string => {
  const url = new URL(path, 'http://x');
  return url.pathname + url.search;
};

/** How long the page must have had no request in flight to count as settled after a move. */
const QUIET_MS = 400;

/** Requests in flight in a page, and when the last one ended. */
class Traffic {
  private inFlight = new Set<unknown>();
  private lastChange = Date.now();
  constructor(page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastChange = Date.now();
    });
    const done = (request: unknown) => {
      if (this.inFlight.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
  /** Nothing in flight for `ms`. */
  quietFor(ms: number): boolean {
    return this.inFlight.size === 0 && Date.now() - this.lastChange >= ms;
  }
  reset(): void {
    this.inFlight.clear();
    this.lastChange = Date.now();
  }
}

/**
 * Moves the loaded document to `path` as a link would, and waits until the new page shows: the
 * router is on the path, a heading the last page did not have is on screen or the title
 * changed, and no request has been in flight for a moment (the route's chunks and data are
 * in): 'shown'. 'left' when the app itself loaded a new document (a CMS page of another
 * site); 'late' as soon as the app replaces the path with another, or when nothing new showed
 * within a few seconds (a screen that keeps its heading and title): the caller then loads the
 * path afresh.
 */
async function moveInPlace(
  page: Page,
  traffic: Traffic,
  path: string,
): Promise<'shown' | 'left' | 'late'> {
  const title = await page.evaluate(
    ([mark, target]) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute(mark, '');
      const before = document.title;
      // The entry as React Router's browser history writes it (its index one past the current
      // one): a null state would leave the router without an index for its later moves.
      const current = (window.history.state ?? {}) as { idx?: number };
      const state = {
        usr: null,
        key: Math.random().toString(36).slice(2, 10),
        idx: (current.idx ?? 0) + 1,
      };
      window.history.pushState(state, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
      return before;
    },
    [LEFT_MARK, path] as const,
  );
  const started = Date.now();
  const target = normalised(path);
  while (Date.now() - started < 6_000) {
    // The app may leave for a new document itself (a CMS page that belongs to another site):
    // then the evaluation fails, and the new document is left to load.
    const state = await page
      .evaluate(
        ([mark, before]) => ({
          at: window.location.pathname + window.location.search,
          fresh:
            [...document.querySelectorAll(`main h1:not([${mark}])`)].some(
              (h) => (h as HTMLElement).offsetParent !== null,
            ) || document.title !== before,
        }),
        [LEFT_MARK, title] as const,
      )
      .catch(() => null);
    if (state === null) {
      await page.waitForLoadState('load').catch(() => undefined);
      return 'left';
    }
    // The app replaced the path with another (a member page sends a visitor to the login, a
    // detail path to its canonical one): what a fresh load of the path shows is what counts.
    if (state.at !== target) return 'late';
    // On the path with something new on screen, and the route's chunks and data arrived.
    if (state.fresh && traffic.quietFor(QUIET_MS)) return 'shown';
    await page.waitForTimeout(100);
  }
  return 'late';
}

/** The worker's page, and where it is. */
export class Tour {
  readonly site: SitePage;
  private readonly traffic: Traffic;
  private constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.traffic = new Traffic(page);
  }

  /** A page with the project's `use` options, which a worker-scoped context does not inherit. */
  static async start(browser: Browser): Promise<Tour> {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'vi-VN',
      timezoneId: 'Asia/Ho_Chi_Minh',
      viewport: { width: 1440, height: 900 },
    });
    return new Tour(await context.newPage());
  }

  /** Whether the page's address is `path`. */
  private at(path: string): boolean {
    const url = new URL(this.page.url());
    return (
      url.origin === new URL(BASE_URL).origin && url.pathname + url.search === normalised(path)
    );
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  /**
   * Opens `path`: in place when the loaded document is the same site in the same language,
   * else as a new document (also when the app itself leaves for one: a CMS page of another
   * site). With `status`, the path's HTTP answer must have it (asked over HTTP when the page
   * did not load it as a new document here).
   */
  async open(path: string, { status }: { status?: number } = {}): Promise<void> {
    const loaded = this.page.url();
    const here = loaded.startsWith(BASE_URL) ? new URL(loaded).pathname : null;
    const target = new URL(path, BASE_URL).pathname;
    const sameDocument =
      here !== null &&
      siteForPath(here) === siteForPath(target) &&
      localeFromPath(here) === localeFromPath(target);
    const moved = sameDocument ? await moveInPlace(this.page, this.traffic, path) : null;
    const arrived = moved === 'shown' || (moved === 'left' && this.at(path));
    if (moved === 'left') await waitForHydration(this.page);
    if (arrived) {
      if (status !== undefined) {
        const response = await this.page.request.get(path, { headers: { accept: 'text/html' } });
        expect(response.status(), `${path} status`).toBe(status);
      }
      return;
    }
    this.traffic.reset();
    const response = await this.page.goto(path);
    expect(response, `no HTTP response for ${path}`).not.toBeNull();
    if (status !== undefined) expect(response!.status(), `${path} status`).toBe(status);
    await waitForHydration(this.page);
  }
}

/**
 * `tour`: the worker's touring page (started on first use). A failing test gets a screenshot of
 * it in the report, as the worker's context keeps no per-test trace.
 */
export const test = base.extend<{ tour: Tour }, { workerTour: Tour }>({
  workerTour: [
    async ({ browser }, use) => {
      const tour = await Tour.start(browser);
      await use(tour);
      await tour.close();
    },
    { scope: 'worker' },
  ],
  tour: async ({ workerTour }, use, testInfo) => {
    await use(workerTour);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('page', {
        body: await workerTour.page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
  },
});
