import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CookieAttributes,
  readCookie,
  serializeCookie,
} from '@brokerage/shared/server/cookies.ts';

/** The value of the request's cookie `name`, if it sent one. */
export const requestCookie = (request: FastifyRequest, name: string): string | undefined =>
  readCookie(request.headers.cookie, name);

/**
 * Whether the browser is on https: PUBLIC_URL says so, or the request came over https (the
 * proxy said so). Cookies set then are Secure, and may take the `__Host-` prefix.
 */
export const onHttps = (request: FastifyRequest, publicUrl: string): boolean =>
  publicUrl.startsWith('https:') || request.protocol === 'https';

/** Adds a Set-Cookie line to the answer (HttpOnly; the others set stay). */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  attributes: CookieAttributes,
): void {
  void reply.header('set-cookie', serializeCookie(name, value, attributes));
}
