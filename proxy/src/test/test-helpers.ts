/**
 * Fakes for the proxy's tests: real HTTP servers on ephemeral ports standing in for the API,
 * the price board, the SSO and Vite, and a temporary SITES_DIR with fake builds.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITES, type Locale, type SiteId } from '@brokerage/shared/routing/routes.ts';
import type {
  Page,
  Menu,
  Redirect,
  SystemGeneral,
  TranslationTree,
} from '@brokerage/shared/validation/content.ts';
import type {
  AnyContentSummarySchema,
  ContentRouteHead,
} from '@brokerage/shared/validation/contentItems.ts';
import type { z } from 'zod';
import { createProxyServer, type ProxyServerOptions } from '../app';
import type { ProxyConfig } from '../config';

export interface Started {
  server: http.Server;
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listen(server: http.Server): Promise<Started> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bind one, then let it go. */
export async function closedPortUrl(): Promise<string> {
  const started = await listen(http.createServer());
  await started.close();
  return started.url;
}

export interface FakeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A raw request: no automatic decompression or redirects, so tests see exactly what was sent. */
export function request(
  baseUrl: string,
  pathAndQuery: string,
  options: {
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: string;
    /** A loopback source address (127.0.3.x): a client of its own, on a connection of its own. */
    localAddress?: string;
  } = {},
): Promise<FakeResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: pathAndQuery,
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress, agent: false } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export const general = (overrides: Partial<SystemGeneral> = {}): SystemGeneral => ({
  siteName: 'An Phát Securities',
  hotline: '1900 98 9999',
  email: 'info@anphat.example',
  address: 'Hà Nội',
  customerSSOClientId: 'website',
  chatScripts: [],
  gaId: null,
  gtmId: null,
  googleRecaptchaSiteKey: null,
  tradingSiteUrl: null,
  locales: [
    { code: 'vi', name: 'Tiếng Việt', icon: '/vi.svg', enabled: true, message: '' },
    { code: 'en', name: 'English', icon: '/en.svg', enabled: true, message: '' },
  ],
  seo: {
    title: 'Chứng khoán An Phát',
    description: 'Mô tả mặc định',
    keyword: 'chứng khoán',
    imgSrc: null,
  },
  og: { title: null, description: null, image: '/api/v1/files/og-default.png', type: 'website' },
  ...overrides,
});

export const page = (overrides: Partial<Page> = {}): Page => ({
  id: 1,
  templateCode: 'ABOUT_GENERAL',
  title: 'Giới thiệu',
  summary: 'Tóm tắt',
  content: null,
  seo: { title: null, description: null, keyword: null, imgSrc: null },
  og: { title: null, description: null, image: null, type: null },
  translations: [],
  blocks: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** An `all-content` row; `updatedAt` is what the API may add beyond the contract. */
export type ContentItem = z.infer<typeof AnyContentSummarySchema> & { updatedAt?: string };

export const contentHead = (overrides: Partial<ContentRouteHead> = {}): ContentRouteHead => ({
  title: 'Tin tức',
  description: null,
  keywords: null,
  image: null,
  type: 'article',
  alternates: [],
  ...overrides,
});

export const contentItem = (overrides: Partial<ContentItem> = {}): ContentItem => ({
  id: 1,
  type: 'news',
  slug: 'tin-moi',
  title: 'Tin mới',
  summary: null,
  image: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  outstanding: false,
  sort: 0,
  category: null,
  translations: [],
  path: '/chi-tiet-tin-tuc-va-su-kien-company/tin-moi',
  attrs: { product: 'company' },
  ...overrides,
});

export interface FakeApiState {
  pages: Map<string, Page>;
  redirects: Map<string, Redirect>;
  general: SystemGeneral;
  /** `menus?locale=` answers these (the language's title suffixed to each, as the API would). */
  menus: Menu[];
  /** `systems/fe-translations` answers these; `systemDown` makes both answer 500. */
  translations: Record<string, TranslationTree>;
  systemDown: boolean;
  healthy: boolean;
  /** `pages/static/all` answers 500 (the sitemap's source failing). */
  listDown: boolean;
  /** `content-routes/resolve` answers: the head of each site path that names an item. */
  contentRoutes: Map<string, ContentRouteHead>;
  /** `content-routes/resolve` answers 503. */
  contentRoutesDown: boolean;
  /** `all-content` rows per language (each row's `path` in that language). */
  contentItems: Record<Locale, ContentItem[]>;
  /** `all-content` answers 500. */
  contentListDown: boolean;
  /** `ttpt-companies/{symbol}` answers these symbols (their company), 404 any other. */
  companies: Set<string>;
  /** Every request path the fake saw, for cache assertions. */
  calls: string[];
  /** Every lookup answers 429, as the API's rate limit does. */
  limited: boolean;
  /** The headers of every request other than the echo routes (the proxy's own lookups). */
  lookupHeaders: http.IncomingHttpHeaders[];
}

/** The subset of services/api the proxy talks to, plus an echo route for forwarding tests. */
export async function startFakeApi(): Promise<Started & { state: FakeApiState }> {
  const state: FakeApiState = {
    pages: new Map(),
    redirects: new Map(),
    general: general(),
    menus: [
      {
        code: 'header',
        items: [
          {
            id: 1,
            parentId: null,
            depth: 0,
            title: 'Giới thiệu </script><b>',
            icon: null,
            iconImage: null,
            link: '/gioi-thieu',
            target: '_self',
            type: 'link',
            reference: null,
            subMenu: [],
          },
        ],
      },
    ],
    translations: { common: { actions: { back: 'Trở lại' } } },
    systemDown: false,
    healthy: true,
    listDown: false,
    contentRoutes: new Map(),
    contentRoutesDown: false,
    contentItems: { vi: [], en: [] },
    contentListDown: false,
    companies: new Set(),
    calls: [],
    limited: false,
    lookupHeaders: [],
  };
  /** One page of a list, as the API's `?limit=&page=` lists answer it. */
  const paged = (all: unknown[], url: URL, defaultLimit: number) => {
    const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
    const pageNo = Number(url.searchParams.get('page') ?? 1);
    return {
      data: all.slice((pageNo - 1) * limit, pageNo * limit),
      meta: { page: pageNo, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
    };
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  /** The API's error envelope; the proxy reads only the code. */
  const failure = (res: http.ServerResponse, status: number, code: string) =>
    json(res, status, { errors: [{ code, message: 'x' }] });
  /** `data` in the API's envelope, or 404 `code` when there is none. */
  const found = (res: http.ServerResponse, data: unknown, code: string) =>
    data ? json(res, 200, { data }) : failure(res, 404, code);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    state.calls.push(url.pathname + url.search);
    const locale = url.searchParams.get('locale') ?? 'vi';
    const echo = url.pathname === '/api/v1/echo' || url.pathname === '/api/v1/own-headers';
    if (!echo) state.lookupHeaders.push(req.headers);
    if (state.limited && !echo && url.pathname !== '/api/v1/health') {
      res.setHeader('retry-after', '60');
      return failure(res, 429, 'rate_limited');
    }
    if (url.pathname === '/api/v1/health') {
      return state.healthy
        ? json(res, 200, { data: { status: 'ok' } })
        : json(res, 503, { errors: [] });
    }
    if (url.pathname === '/api/v1/systems/general') return json(res, 200, { data: state.general });
    if (url.pathname === '/api/v1/menus' || url.pathname === '/api/v1/systems/fe-translations') {
      if (state.systemDown) return failure(res, 500, 'internal');
      if (url.pathname === '/api/v1/systems/fe-translations')
        return json(res, 200, { data: state.translations });
      const menus = state.menus.map((menu) => ({
        ...menu,
        items: menu.items.map((item) => ({ ...item, title: `${item.title} ${locale}` })),
      }));
      const meta = { page: 1, limit: menus.length, total: menus.length, totalPages: 1 };
      return json(res, 200, { data: menus, meta });
    }
    if (url.pathname === '/api/v1/systems/redirects/show') {
      // The real API answers a loop in its table with 404 `redirect_loop`.
      if (url.searchParams.get('path')?.startsWith('/loop')) {
        return failure(res, 404, 'redirect_loop');
      }
      const redirect = state.redirects.get(url.searchParams.get('path') ?? '');
      return found(res, redirect, 'redirect_not_found');
    }
    if (url.pathname === '/api/v1/pages/static/all') {
      if (state.listDown) return failure(res, 500, 'internal');
      // Summaries of the pages stored under `locale:slug`, paged like the real API.
      const all = [...state.pages]
        .filter(([key]) => key.startsWith(`${locale}:`))
        .map(([key, p]) => ({
          id: p.id,
          templateCode: p.templateCode,
          title: p.title,
          slug: key.slice(locale.length + 1),
          translations: p.translations,
          updatedAt: p.updatedAt,
        }));
      return json(res, 200, paged(all, url, 10));
    }
    if (url.pathname === '/api/v1/content-routes/resolve') {
      if (state.contentRoutesDown) return failure(res, 503, 'service_unavailable');
      const head = state.contentRoutes.get(url.searchParams.get('path') ?? '');
      return found(res, head, 'content_not_found');
    }
    if (url.pathname === '/api/v1/all-content') {
      if (state.contentListDown) return failure(res, 500, 'internal');
      const all = state.contentItems[locale === 'en' ? 'en' : 'vi'];
      return json(res, 200, paged(all, url, 100));
    }
    const companyMatch = /^\/api\/v1\/ttpt-companies\/([^/]+)$/.exec(url.pathname);
    if (companyMatch?.[1]) {
      const symbol = decodeURIComponent(companyMatch[1]);
      const company = state.companies.has(symbol) ? { stockSymbol: symbol, locale } : undefined;
      return found(res, company, 'stock_symbol_not_found');
    }
    const pageMatch = /^\/api\/v1\/pages\/(?:static\/)?([^/]+)$/.exec(url.pathname);
    if (pageMatch?.[1]) {
      const stored = state.pages.get(`${locale}:${decodeURIComponent(pageMatch[1])}`);
      return found(res, stored, 'page_not_found');
    }
    if (url.pathname === '/api/v1/own-headers') {
      // An upstream that sets its own security and caching headers for its content.
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': "default-src 'none'",
        'cache-control': 'private, max-age=5',
      });
      return res.end('{}');
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      json(res, 200, {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
  return { ...(await listen(server)), state };
}

/**
 * An upstream that echoes HTTP requests as JSON and accepts WebSocket upgrades, answering
 * 101 and then echoing every byte back (enough to prove the tunnel, no framing needed).
 */
export async function startEchoUpstream(name: string): Promise<Started> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': name });
    res.end(JSON.stringify({ upstream: name, url: req.url, headers: req.headers }));
  });
  server.on('upgrade', (req: http.IncomingMessage, socket) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `X-Upstream: ${name}\r\nX-Seen-Url: ${req.url}\r\nX-Seen-Forwarded-Proto: ${req.headers['x-forwarded-proto']}\r\n\r\n`,
    );
    socket.pipe(socket);
  });
  return listen(server);
}

/** Open a WebSocket-style upgrade and resolve with the 101 response and the raw socket. */
export function upgrade(
  baseUrl: string,
  pathAndQuery: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; socket?: Socket }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({
      hostname,
      port,
      path: pathAndQuery,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('upgrade', (res, socket) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, socket }),
    );
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

export const indexHtml = (site: SiteId, extraHead = '') => `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>An Phát Securities</title>
    ${extraHead}
    <script type="module" crossorigin src="/_site/${site}/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root" data-site="${site}"></div>
  </body>
</html>
`;

/** A big, repetitive script, so compression has something to do. */
export const BUNDLE = `console.log(${JSON.stringify('An Phát '.repeat(20))});\n`.repeat(200);

/** SITES_DIR with a fake dist per site (or only the listed ones). */
export async function makeSitesDir(
  withDist: readonly SiteId[] = SITES,
): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'proxy-sites-'));
  // The sites are ES modules (their package.json says so), and so are their server builds.
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const site of withDist) {
    const dist = path.join(dir, site, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), indexHtml(site));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
    await writeFile(
      path.join(dist, 'assets', 'font-x1.woff2'),
      Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
    );
    await writeFile(
      path.join(dist, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    );
  }
  // A file beside the dists that traversal attempts aim at.
  await writeFile(path.join(dir, 'secret.txt'), 'top secret');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function testConfig(overrides: Partial<ProxyConfig> = {}): ProxyConfig {
  const apiUrl = overrides.apiUrls?.[0] ?? overrides.apiUrl ?? 'http://127.0.0.1:1';
  const priceboardUrl =
    overrides.priceboardUrls?.[0] ?? overrides.priceboardUrl ?? 'http://127.0.0.1:1';
  return {
    port: 0,
    host: '127.0.0.1',
    mode: 'production',
    apiUrl,
    apiUrls: [apiUrl],
    logLevel: 'info',
    metricsAllow: [],
    redisUrl: undefined,
    redisPrefix: 'brokerage:',
    priceboardUrl,
    priceboardUrls: [priceboardUrl],
    ssoUpstream: 'http://127.0.0.1:1',
    sitesDir: '/nonexistent',
    recaptchaSiteKey: undefined,
    chatScriptHosts: [],
    frameHosts: [],
    trustProxy: false,
    publicOrigin: undefined,
    devSites: {
      corporate: 'http://127.0.0.1:1',
      analysis: 'http://127.0.0.1:1',
      recruitment: 'http://127.0.0.1:1',
      onboarding: 'http://127.0.0.1:1',
    },
    apiTimeoutMs: 2000,
    upstreamTimeoutMs: 5000,
    maxBodyBytes: 1024 * 1024,
    keepAliveTimeoutMs: 75_000,
    upstreamKeepAliveMs: 4000,
    ssr: true,
    ssrTimeoutMs: 1500,
    // Renders on the test's own thread, and nothing kept between requests: tests that count
    // lookups or renders see each request; page-cache and render-pool tests turn them on.
    ssrWorkers: 0,
    ssrRendersPerWorker: 4,
    ssrQueue: 32,
    ssrNice: 0,
    pageCacheTtlMs: 0,
    pageCacheMarketTtlMs: 0,
    ...overrides,
  };
}

/** A proxy on an ephemeral port: the test config with `overrides`, silent unless given a log. */
export function startProxy(
  overrides: Partial<ProxyConfig> = {},
  options: ProxyServerOptions = {},
): Promise<Started> {
  return listen(
    createProxyServer(testConfig(overrides), {
      log: () => undefined,
      accessLog: () => undefined,
      ...options,
    }),
  );
}

/** Run `use` against a proxy of its own, closed afterwards whatever happens. */
export async function withProxy<T>(
  overrides: Partial<ProxyConfig>,
  use: (proxy: Started) => Promise<T>,
  options: ProxyServerOptions = {},
): Promise<T> {
  const proxy = await startProxy(overrides, options);
  try {
    return await use(proxy);
  } finally {
    await proxy.close();
  }
}

/** What most suites stand on: a fake API, fake builds of every site, a proxy in front of both. */
export async function startProxyFixture(
  overrides: Partial<ProxyConfig> = {},
  options: ProxyServerOptions = {},
) {
  const [api, sites] = await Promise.all([startFakeApi(), makeSitesDir()]);
  const proxy = await startProxy({ apiUrl: api.url, sitesDir: sites.dir, ...overrides }, options);
  return {
    api,
    sites,
    proxy,
    async close() {
      await Promise.all([proxy.close(), api.close()]);
      await sites.remove();
    },
  };
}
