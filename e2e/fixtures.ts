/**
 * The one `test` every spec imports: Playwright's, extended with what the specs share.
 *
 * - `site`: the page seen through the shared shell (landmarks, header controls, error page).
 * - `apiCalls`: the XHR/fetch requests the page sends to /api, with their headers.
 * - `stackApi` (worker): the seeded API, reached through the proxy like the browser does.
 * - `isolatedProxy` (worker, started on first use): a second proxy whose API is down.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import { waitForHealthy } from '../scripts/lib/health';
import { freePort } from '../scripts/lib/ports';
import { startProcess } from '../scripts/lib/process';
import { resolveBin } from '../scripts/lib/services';
import type { Locale } from '../shared/src/routing/routes';
import { BASE_URL } from './support/env';
import { ERROR_TITLES, LANGUAGE_BUTTON, LANGUAGE_NAMES, THEME_TOGGLE } from './support/texts';
import { waitForHydration } from './support/hydration';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

// ---- API seen from the tests ---------------------------------------------------------------

export interface PageTranslation {
  locale: string;
  slug: string;
}
export interface PageSummary {
  id: number;
  templateCode: string;
  title: string;
  slug: string;
  translations: PageTranslation[];
}

export interface StackApi {
  request: APIRequestContext;
  /** `GET /api/v1/<path>` and the `data` of its envelope (design §5); fails on non-2xx. */
  data<T>(apiPath: string, params?: Record<string, string>): Promise<T>;
}

// ---- the page through the shared shell -----------------------------------------------------

export class SitePage {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }
  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }
  get main(): Locator {
    return this.page.getByRole('main');
  }
  get html(): Locator {
    return this.page.locator('html');
  }

  /**
   * Navigates and insists on an HTTP answer (page.goto returns null for same-document moves).
   * A page rendered on the server is the server's markup until the app hydrates it (React
   * would take back anything a test changed in it before): this waits until it has.
   */
  async open(url: string) {
    const response = await this.page.goto(url);
    expect(response, `no HTTP response for ${url}`).not.toBeNull();
    await this.hydrated();
    return response!;
  }

  /** Resolves once a server-rendered page has been hydrated (support/hydration.ts). */
  hydrated(): Promise<void> {
    return waitForHydration(this.page);
  }

  themeToggle(): Locator {
    return this.page.getByRole('button', { name: THEME_TOGGLE }).filter({ visible: true }).first();
  }

  /** Opens the language menu in the header and picks a language. */
  async switchLanguage(locale: Locale): Promise<void> {
    await this.page
      .getByRole('button', { name: LANGUAGE_BUTTON })
      .filter({ visible: true })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: LANGUAGE_NAMES[locale] }).click();
  }

  errorHeading(kind: keyof typeof ERROR_TITLES, locale: Locale): Locator {
    return this.page.getByRole('heading', { name: ERROR_TITLES[kind][locale] });
  }
}

// ---- what the page asks the API ------------------------------------------------------------

export interface ApiCall {
  url: string;
  method: string;
  authorization: string | undefined;
  /** Path of the document that sent it (same-origin Referer), to tell two documents apart. */
  fromPath: string | undefined;
}

export class ApiCallLog {
  readonly calls: ApiCall[] = [];
  constructor(page: Page) {
    page.on('request', (request: Request) => {
      const type = request.resourceType();
      if (
        (type === 'xhr' || type === 'fetch') &&
        new URL(request.url()).pathname.startsWith('/api/')
      ) {
        const headers = request.headers();
        this.calls.push({
          url: request.url(),
          method: request.method(),
          authorization: headers.authorization,
          fromPath: headers.referer ? new URL(headers.referer).pathname : undefined,
        });
      }
    });
  }
  clear(): void {
    this.calls.length = 0;
  }
  /** Calls sent by the document at `path` (a page being left can still send one late). */
  from(path: string): ApiCall[] {
    return this.calls.filter((call) => call.fromPath === path);
  }
}

// ---- a second proxy in front of a dead API -------------------------------------------------

export interface IsolatedProxy {
  baseURL: string;
}

interface Fixtures {
  site: SitePage;
  apiCalls: ApiCallLog;
}
interface WorkerFixtures {
  stackApi: StackApi;
  isolatedProxy: IsolatedProxy;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  site: async ({ page }, use) => {
    await use(new SitePage(page));
  },

  apiCalls: async ({ page }, use) => {
    await use(new ApiCallLog(page));
  },

  stackApi: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: BASE_URL });
      await use({
        request,
        async data<T>(apiPath: string, params?: Record<string, string>): Promise<T> {
          const response = await request.get(`/api/v1/${apiPath.replace(/^\//, '')}`, { params });
          expect(response.ok(), `GET ${apiPath} answered ${response.status()}`).toBe(true);
          return ((await response.json()) as { data: T }).data;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  isolatedProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern; none here
    async ({}, use) => {
      const [port, deadApiPort] = await Promise.all([freePort(), freePort()]);
      const cwd = path.join(ROOT, 'proxy');
      const proxy = startProcess({
        name: 'proxy:api-down',
        color: 'red',
        command: resolveBin(ROOT, cwd, 'tsx', existsSync),
        args: ['src/server.ts'],
        cwd,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PROXY_MODE: 'production',
          // Nothing listens there: the proxy sees exactly what it sees when the API is down.
          API_URL: `http://127.0.0.1:${deadApiPort}`,
          SITES_DIR: path.join(ROOT, 'sites'),
        },
      });
      try {
        await waitForHealthy(`http://127.0.0.1:${port}/healthz`, {
          timeoutMs: 30_000,
          anyStatus: true,
          giveUp: () => (proxy.hasExited() ? 'the second proxy exited' : undefined),
        });
        await use({ baseURL: `http://127.0.0.1:${port}` });
      } finally {
        await proxy.stop(5_000);
      }
    },
    { scope: 'worker' },
  ],
});

export { expect };
