import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { SiteId } from '@brokerage/shared/routing/routes.ts';
import type { ProxyConfig } from '../config';
import { parsedOnce } from './parsed-once';

/** reCAPTCHA's own CSP advice: scripts from both hosts, the challenge frame from Google. */
const RECAPTCHA_SCRIPT = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAME = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value of a header that a chain of proxies may have repeated or comma-joined. */
export const firstHeaderValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** HTTPS as the browser saw it: our own TLS socket, or a trusted load balancer's word. */
export function isHttpsRequest(
  req: IncomingMessage,
  config: Pick<ProxyConfig, 'trustProxy'>,
): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  return (
    config.trustProxy &&
    firstHeaderValue(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https'
  );
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The configured origin (a URL per request was about 1 % of serving a hashed asset). */
const configuredOrigin = parsedOnce(16, (raw) => {
  const url = new URL(raw);
  return {
    origin: url.origin,
    protocol: url.protocol,
    port: url.port,
    loopback: LOOPBACK_HOST.test(url.hostname),
  };
});

/** A Host header's name and port. */
const hostParts = parsedOnce(64, (host) => {
  const { hostname, port } = new URL(`http://${host}`);
  return { hostname, port };
});

/**
 * The public origin for canonical URLs, hreflang, the sitemap and the CSP's web-socket
 * source. It comes from configuration (PUBLIC_ORIGIN), never from what a client sends: a
 * Host or X-Forwarded-Host header would otherwise be written into cached HTML and sitemaps.
 * The one exception is the loopback on a developer's machine, where `localhost`,
 * `127.0.0.1` and `[::1]` name the same server: a browser on one of them keeps its own.
 * Without PUBLIC_ORIGIN (the proxy run alone) the origin is `http://localhost:<PORT>`.
 */
export function requestOrigin(
  req: IncomingMessage,
  config: Pick<ProxyConfig, 'trustProxy' | 'publicOrigin' | 'port'>,
): string {
  const configured = configuredOrigin(config.publicOrigin ?? `http://localhost:${config.port}`);
  if (!configured.loopback) return configured.origin;
  const host = req.headers.host?.toLowerCase();
  if (!host || !HOST_HEADER.test(host)) return configured.origin;
  const { hostname, port } = hostParts(host);
  const samePort = port === configured.port || !config.publicOrigin;
  return LOOPBACK_HOST.test(hostname) && samePort
    ? `${configured.protocol}//${host}`
    : configured.origin;
}

const isLoopback = (url: string): boolean => {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
};

export interface SecurityContext {
  /** The site whose document this is; decides the camera policy. Absent for non-documents. */
  site?: SiteId;
  https: boolean;
  /** Public origin of this request, for the web-socket source in connect-src. */
  origin?: string;
  /** `'sha256-…'` sources for the inline scripts of the site's template (Vite's dev preamble). */
  scriptHashes?: readonly string[];
}

export type SecurityHeaders = (context: SecurityContext) => OutgoingHttpHeaders;

const HSTS = 'max-age=31536000; includeSubDomains';

/** Build the security-header policy once from the configuration. */
export function createSecurityHeaders(config: ProxyConfig): SecurityHeaders {
  const chat = config.chatScriptHosts;
  const recaptcha = Boolean(config.recaptchaSiteKey);
  // The SSO normally sits behind /sso on this origin; a real provider elsewhere receives the
  // logout form post, so it must be an allowed form target.
  const ssoFormTarget = isLoopback(config.ssoUpstream) ? [] : [new URL(config.ssoUpstream).origin];

  return (context) => {
    const wsSources = context.origin ? [context.origin.replace(/^http/, 'ws')] : [];
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        ...(context.scriptHashes ?? []),
        ...(recaptcha ? RECAPTCHA_SCRIPT : []),
        ...chat,
      ],
      // Mantine and Emotion-style libraries inject <style> at run time.
      'style-src': ["'self'", "'unsafe-inline'", ...chat],
      'img-src': ["'self'", 'data:', 'blob:', ...chat],
      'font-src': ["'self'", 'data:', ...chat],
      // 'self' covers same-origin ws(s) in CSP 3; the explicit origin helps older Safari.
      'connect-src': [
        "'self'",
        ...wsSources,
        ...(recaptcha ? ['https://www.google.com/recaptcha/'] : []),
        ...chat,
      ],
      'media-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'self'", ...(recaptcha ? RECAPTCHA_FRAME : []), ...config.frameHosts, ...chat],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", ...ssoFormTarget],
      'manifest-src': ["'self'"],
    };
    const csp = Object.entries(directives)
      .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
      .join('; ');
    // Only the eKYC flow films the ID card and the face; nobody else gets the camera.
    const media = context.site === 'onboarding' ? '(self)' : '()';
    const headers: OutgoingHttpHeaders = {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'permissions-policy': [
        `camera=${media}`,
        `microphone=${media}`,
        'geolocation=()',
        'payment=()',
        'usb=()',
        'accelerometer=()',
        'gyroscope=()',
        'magnetometer=()',
      ].join(', '),
    };
    // HSTS over plain HTTP is ignored at best and locks out a misconfigured host at worst.
    if (context.https) headers['strict-transport-security'] = HSTS;
    return headers;
  };
}

/**
 * The security headers of a subresource (script, style sheet, font, image): CSP, the frame and
 * permission policies and the referrer policy act on the document that loads it, so an asset
 * needs only nosniff (and HSTS, which any HTTPS answer may carry). Fixed, so a static file's
 * headers can be built once.
 */
export const assetSecurityHeaders = (https: boolean): OutgoingHttpHeaders =>
  https
    ? { 'x-content-type-options': 'nosniff', 'strict-transport-security': HSTS }
    : { 'x-content-type-options': 'nosniff' };

/** Set headers on a response; with `onlyMissing`, an upstream's own values are left alone. */
export function applyHeaders(
  res: ServerResponse,
  headers: OutgoingHttpHeaders,
  onlyMissing = false,
): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (onlyMissing && res.hasHeader(name)) continue;
    res.setHeader(name, value);
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * CSP hashes for the inline scripts of a site's template (its build's or Vite's index.html),
 * never of a document as served: whatever was written into it (rendered markup, CMS text)
 * would have its scripts allowed too. A production build has none; Vite's dev server adds the
 * React refresh preamble, which would otherwise need 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    // Data blocks (JSON-LD) are not executed, so CSP does not apply to them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * On the proxy's own calls to the API (lookups, system data, the server render's loads): over
 * loopback, compressing an answer only to inflate it again is CPU spent twice for nothing.
 */
export const UNCOMPRESSED = { 'accept-encoding': 'identity' } as const;
