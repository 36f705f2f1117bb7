/**
 * Koa plumbing shared by the provider's pages and ours: the language of a page, security headers,
 * static assets, form bodies.
 */
import { readFileSync } from 'node:fs';
import { SSO_MAX_BODY_BYTES } from '@brokerage/shared/server/bodyLimits.ts';
import type { Context, Middleware } from 'koa';
import { MOUNT_PATH, type SsoConfig } from './config';
import { pickLang, type Lang } from './views/i18n';
import type { PageContext } from './views/pages';

const LANG_COOKIE = 'aps_sso_lang';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export const homeUrl = (config: SsoConfig, lang: Lang): string =>
  lang === 'en' ? `${config.publicUrl}/en` : `${config.publicUrl}/`;

/**
 * The language of a page: `?lang=` (the switch), then `ui_locales` (from the request or the
 * interaction), then the visitor's last choice; Vietnamese by default. An explicit choice is
 * remembered so pages without parameters (logout done, errors) follow it.
 */
export function pageContext(
  ctx: Context,
  config: SsoConfig,
  uiLocales?: string,
  options: { switchPath?: string | null; lang?: string } = {},
): PageContext {
  const explicit =
    options.lang ?? first(ctx.query.lang) ?? uiLocales ?? first(ctx.query.ui_locales);
  const explicitLang = explicit && /^\s*(en|vi)/i.test(explicit) ? pickLang(explicit) : undefined;
  const lang = explicitLang ?? pickLang(ctx.cookies.get(LANG_COOKIE, { signed: false }));
  if (explicitLang) {
    ctx.cookies.set(LANG_COOKIE, lang, {
      signed: false,
      httpOnly: true,
      sameSite: 'lax',
      path: MOUNT_PATH,
      maxAge: YEAR_MS,
      overwrite: true,
    });
  }
  // By default a GET page switches language by reloading itself with ?lang=; a page that came
  // from a POST names the GET page to go to, or has no switch.
  let switchHref: PageContext['switchHref'];
  const switchPath =
    options.switchPath === undefined
      ? ctx.method === 'GET'
        ? ctx.path
        : null
      : options.switchPath;
  if (switchPath !== null) {
    const query = new URLSearchParams(switchPath === ctx.path ? ctx.querystring : '');
    switchHref = (target) => {
      query.set('lang', target);
      return `${MOUNT_PATH}${switchPath}?${query.toString()}`;
    };
  }
  return { lang, homeUrl: homeUrl(config, lang), switchHref };
}

/** CSP and friends on every response (they replace the proxy's for /sso/*). */
export function securityHeaders(config: SsoConfig): Middleware {
  // After the login form posts, the browser follows redirects to the website's /login-sso.
  const formTargets = new Set(["'self'", ...websiteOrigins(config)]);
  const csp = [
    "default-src 'none'",
    // oidc-provider adds the hash of its one inline auto-submit script here when it renders it.
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `form-action ${[...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return async (ctx, next) => {
    ctx.set('content-security-policy', csp);
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('x-frame-options', 'DENY');
    ctx.set('referrer-policy', 'no-referrer');
    await next();
  };
}

/** The origins the website is served on (those of its redirect URIs). */
export const websiteOrigins = (config: SsoConfig): Set<string> =>
  new Set(config.client.redirectUris.map((u) => new URL(u).origin));

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'access-control-max-age',
];

/**
 * oidc-provider answers CORS on its public endpoints (discovery, JWKS, userinfo) and on every
 * preflight with whatever Origin asked. Only the website's own origins keep those headers; the
 * API reads these endpoints server-side and needs none. The client-authenticated endpoints
 * (token) are further held to `clientBasedCORS` in provider.ts.
 */
export function corsPolicy(config: SsoConfig): Middleware {
  const allowed = websiteOrigins(config);
  return async (ctx, next) => {
    await next();
    const origin = ctx.get('origin');
    if (origin && allowed.has(origin)) return;
    for (const name of CORS_HEADERS) ctx.remove(name);
  };
}

interface Asset {
  type: string;
  body: Buffer;
}

const ASSET_FILES: Record<string, string> = {
  'sso.css': 'text/css; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
  'logo-mark.svg': 'image/svg+xml',
};

/**
 * The brand font the sites bundle (Be Vietnam Pro), served as its package ships it: each
 * weight's stylesheet under `fonts/`, and every file those stylesheets name under
 * `fonts/files/`, so the login page needs no font from another host and no copied CSS.
 */
const FONT_WEIGHTS = [400, 600, 700] as const;
export const FONT_STYLESHEETS = FONT_WEIGHTS.map((weight) => `fonts/${weight}.css`);
const fontPackageFile = (file: string) =>
  new URL(import.meta.resolve(`@fontsource/be-vietnam-pro/${file}`));

function fontAssets(): [string, Asset][] {
  return FONT_WEIGHTS.flatMap((weight): [string, Asset][] => {
    const css = readFileSync(fontPackageFile(`${weight}.css`));
    const files = [...css.toString('utf8').matchAll(/url\(\.\/files\/([\w.-]+\.woff2?)\)/g)].map(
      (match) => match[1] ?? '',
    );
    return [
      [`fonts/${weight}.css`, { type: 'text/css; charset=utf-8', body: css }],
      ...files.map((name): [string, Asset] => [
        `fonts/files/${name}`,
        {
          type: name.endsWith('.woff2') ? 'font/woff2' : 'font/woff',
          body: readFileSync(fontPackageFile(`files/${name}`)),
        },
      ]),
    ];
  });
}

/** `/assets/<file>` from a fixed list read at start-up: no path from the URL touches the disk. */
export function assets(): Middleware {
  const files = new Map<string, Asset>([
    ...Object.entries(ASSET_FILES).map(([name, type]): [string, Asset] => [
      name,
      { type, body: readFileSync(new URL(`./assets/${name}`, import.meta.url)) },
    ]),
    ...fontAssets(),
  ]);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/assets/')) return next();
    const asset = files.get(ctx.path.slice('/assets/'.length));
    if (!asset || !['GET', 'HEAD'].includes(ctx.method)) return next();
    ctx.type = asset.type;
    ctx.set('cache-control', 'public, max-age=3600');
    ctx.body = asset.body;
  };
}

export class BadRequestError extends Error {}

/** An application/x-www-form-urlencoded body, at most `limit` bytes. */
export async function readForm(ctx: Context, limit = SSO_MAX_BODY_BYTES): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded'))
    throw new BadRequestError('expected a form post');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BadRequestError('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
