/**
 * Reading one cookie from a Cookie header and writing a Set-Cookie line, for the servers that
 * set their own (the API's SSO binding, the login device cookies of the API and the SSO) without
 * a cookie library each. Node only, like the rest of this folder.
 */

/**
 * The value of the first cookie called `name` in a Cookie header. Browsers send the cookie of the
 * most specific path first, so that is the one meant for the request.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface CookieAttributes {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  /** Only over https; a browser drops a Secure cookie set over plain http. */
  secure: boolean;
}

/** A Set-Cookie line: always HttpOnly (no script of ours reads these cookies). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${attributes.sameSite}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
