/**
 * Which paths are safe, what their canonical form is and where a redirect may go: one policy
 * for the proxy (junk paths, canonical redirects, the redirect table's `Location`), the sites
 * (return paths after login, internal redirect targets) and the API (redirect-table keys).
 * No React, no DOM: it runs in Node and in the browser.
 */
import type { Locale } from './routes';

/** Raw control characters and backslashes: nothing a page path may hold once decoded. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;
/** Control characters alone: an absolute http(s) URL may spell a `/` as `\`. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** Encoded forms a later decode could turn into a backslash or a control character. */
export const UNSAFE_ESCAPES = /%(?:5c|[01][0-9a-f]|7f)/i;
/** An encoded `/` or `\`: a separator that a later decode would create inside a segment. */
const ENCODED_SEPARATORS = /%(?:2f|5c)/i;
/** `scheme:` at the start: `https:`, `javascript:`, `data:`… */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_URL = /^https?:\/\//i;
const SAME_ORIGIN = 'http://same.origin';
const MAX_PATH_LENGTH = 2048;

export const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';

/** A decoded path segment no page can have: a control character, a separator, a dot segment. */
export const isUnsafeSegment = (segment: string): boolean =>
  UNSAFE_CHARACTERS.test(segment) || segment.includes('/') || isDotSegment(segment);

/** `//host` and `/\host`: a browser reads either as another origin (protocol-relative). */
const readsAsOtherOrigin = (path: string): boolean =>
  path.startsWith('//') || path.startsWith('/\\');

const decodeOrNull = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** The home of a language: where every refused return path goes instead. */
export function homePath(locale: Locale): string {
  return locale === 'en' ? '/en' : '/';
}

/** Split a request target into its raw path and its query (with the `?`, or empty). */
export function splitUrl(url: string): { rawPath: string; search: string } {
  const q = url.indexOf('?');
  return q === -1
    ? { rawPath: url, search: '' }
    : { rawPath: url.slice(0, q), search: url.slice(q) };
}

/** Two paths that decode to the same text (or, undecodable, are the same text). */
export function samePath(a: string, b: string): boolean {
  const [left, right] = [decodeOrNull(a), decodeOrNull(b)];
  return left !== null && right !== null ? left === right : a === b;
}

/**
 * A path no page can have: undecodable escapes, control characters, backslashes, encoded
 * slashes, dot segments. The proxy gives these the 404 page straight away, before any redirect
 * or API call, so a scanner's junk never reaches the API or a `Location` header.
 */
export function isJunkPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/') || rawPath.length > MAX_PATH_LENGTH) return true;
  if (ENCODED_SEPARATORS.test(rawPath)) return true;
  const decoded = decodeOrNull(rawPath);
  if (decoded === null || UNSAFE_CHARACTERS.test(decoded)) return true;
  return decoded.split('/').some(isDotSegment);
}

/**
 * The canonical form of a path: single slashes, no `/vi` prefix (Vietnamese is the
 * unprefixed default, spec §2), no trailing slash except for `/`. Collapsing slashes also
 * means a redirect can never start with `//`, which a browser would read as another host.
 */
export function canonicalPath(rawPath: string): string {
  const segments = rawPath.split('/').filter((s) => s !== '');
  if (segments[0] === 'vi') segments.shift();
  return `/${segments.join('/')}`;
}

/**
 * A path as the same origin's browser would send it, once parsed: `pathname + search + hash`,
 * percent-encoded. Null when the parsed path reads as another origin: dot segments and encoded
 * dots can collapse to `//host`.
 */
function parsedSameOriginPath(path: string): string | null {
  try {
    const url = new URL(path, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN || readsAsOtherOrigin(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/**
 * Turn a redirect-table target into a safe `Location`: an absolute http(s) URL, or a
 * same-origin path. Anything else (`javascript:`, `//host`, `/\host`, control characters) is
 * refused, and the visitor gets the 404 page instead of an open redirect.
 */
export function safeRedirectLocation(target: string): string | undefined {
  const value = target.trim();
  if (!value || CONTROL_CHARACTERS.test(value)) return undefined;
  if (HTTP_URL.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  if (value.startsWith('//') || value.includes('\\') || URL_SCHEME.test(value)) return undefined;
  // The URL parser percent-encodes non-ASCII, which `setHeader` would otherwise reject.
  return parsedSameOriginPath(value.startsWith('/') ? value : `/${value}`) ?? undefined;
}

/**
 * A return URL after login or log-off (X_SSO_RETURN, a login modal's returnUrl, an internal
 * redirect target): a same-origin path (`/x?y#z`) only. Anything a browser could read as
 * another origin (`//x`, `/\x`, `https://x`, `javascript:`), anything with a backslash or a
 * control character (raw or percent-encoded), a malformed escape, and anything that is not a
 * string gives the home of the language instead (`/` or `/en`).
 */
export function safeReturnPath(input: unknown, locale: Locale): string {
  const home = homePath(locale);
  if (typeof input !== 'string') return home;
  // Browsers strip surrounding blanks when they parse a URL; inner ones are refused below.
  const value = input.trim();
  if (!value.startsWith('/') || readsAsOtherOrigin(value)) return home;
  if (UNSAFE_CHARACTERS.test(value) || UNSAFE_ESCAPES.test(value)) return home;
  const path = parsedSameOriginPath(value);
  if (path === null) return home;
  // An encoded slash at the start would become `//host` for anything that decodes the path
  // once more (a malformed escape is refused too).
  const decoded = decodeOrNull(path.split(/[?#]/)[0] ?? '');
  return decoded === null || readsAsOtherOrigin(decoded) ? home : path;
}

/**
 * Where an `internal` redirect-table entry may send the browser: a same-origin path, or null
 * when the target does not even look like one (a data error: no redirect is safer than
 * following it). A target that looks like a path but is unsafe inside goes to the home of the
 * language, as safeReturnPath decides.
 */
export function internalRedirectTarget(target: string, locale: Locale): string | null {
  const value = target.trim();
  if (!value.startsWith('/') || readsAsOtherOrigin(value)) return null;
  return safeReturnPath(value, locale);
}

/**
 * The one spelling of a site path used as a redirect-table key: leading slash, no trailing
 * slash, no query or fragment, percent-decoded, lower case, NFC. Null when it cannot be a path.
 */
export function normalizeSitePath(input: string): string | null {
  let value = input.trim();
  if (!value) return null;
  const scheme = URL_SCHEME.exec(value);
  if (scheme && value.startsWith('//', scheme[0].length)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  const decoded = decodeOrNull(value.split(/[?#]/)[0] ?? '');
  if (decoded === null || UNSAFE_CHARACTERS.test(decoded)) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  return `/${segments.join('/')}`.toLowerCase().normalize('NFC');
}
