import type { FastifyReply, FastifyRequest } from 'fastify';
import { onHttps, requestCookie, setCookie } from '../../lib/http/cookies';
import { OPAQUE_TOKEN_PATTERN, newOpaqueToken } from '../../lib/security/tokens';

/**
 * The browser an SSO round trip belongs to (login CSRF, issue 9): `sso-authorize` gives the
 * browser a random value in an HttpOnly cookie and keeps its hash with the state; `login-sso`
 * finishes a state only for the browser holding that value. A link with someone else's code and
 * state therefore logs nobody in. One value per browser, reused while it lives, so two tabs can
 * each finish their own round trip.
 *
 * On https it is `__Host-sso_binding` (issue 20): Secure, Path=/ and no Domain, so neither a
 * sibling subdomain nor a plain-http page can plant one. On plain http (loopback development) a
 * browser would drop such a cookie, so there it stays `sso_binding`, seen by the customer auth
 * calls only. Each origin reads the name it sets.
 */
export const BINDING_COOKIE = 'sso_binding';
export const SECURE_BINDING_COOKIE = '__Host-sso_binding';
const COOKIE_PATH = '/api/v1/customers';
/** As long as a state lives (sso-login.ts); each start renews it. */
const MAX_AGE_SECONDS = 600;

const nameFor = (secure: boolean) => (secure ? SECURE_BINDING_COOKIE : BINDING_COOKIE);

/** The binding value the request's cookie carries, if it is one of ours. */
export function bindingOf(request: FastifyRequest, publicUrl: string): string | undefined {
  const value = requestCookie(request, nameFor(onHttps(request, publicUrl)));
  return value !== undefined && OPAQUE_TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The request's binding, or a new one; either way (re)sent with a fresh lifetime. */
export function issueBinding(request: FastifyRequest, reply: FastifyReply, publicUrl: string) {
  const value = bindingOf(request, publicUrl) ?? newOpaqueToken();
  const secure = onHttps(request, publicUrl);
  setCookie(reply, nameFor(secure), value, {
    path: secure ? '/' : COOKIE_PATH,
    maxAgeSeconds: MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure,
  });
  return value;
}
