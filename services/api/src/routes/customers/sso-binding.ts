import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPAQUE_TOKEN_PATTERN, newOpaqueToken } from '../../lib/security/tokens';

/**
 * The browser an SSO round trip belongs to (login CSRF, issue 9): `sso-authorize` gives the
 * browser a random value in an HttpOnly cookie and keeps its hash with the state; `login-sso`
 * finishes a state only for the browser holding that value. A link with someone else's code and
 * state therefore logs nobody in. One value per browser, reused while it lives, so two tabs can
 * each finish their own round trip. Path: only the customer auth calls ever see it.
 */
export const BINDING_COOKIE = 'sso_binding';
const COOKIE_PATH = '/api/v1/customers';
/** As long as a state lives (sso-login.ts); each start renews it. */
const MAX_AGE_SECONDS = 600;

/** The binding value the request's cookie carries, if it is one of ours. */
export function bindingOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== BINDING_COOKIE) continue;
    const value = rest.join('=').trim();
    if (OPAQUE_TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

/**
 * The request's binding, or a new one; either way (re)sent with a fresh lifetime. Secure when
 * the site is on https (PUBLIC_URL, or the proxy said so).
 */
export function issueBinding(request: FastifyRequest, reply: FastifyReply, publicUrl: string) {
  const value = bindingOf(request) ?? newOpaqueToken();
  const secure = publicUrl.startsWith('https:') || request.protocol === 'https';
  const attributes = [
    `${BINDING_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
  return value;
}
