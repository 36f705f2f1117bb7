import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type CustomerRow, type LoginMethod, isIdle } from '../../repositories/customers';
import { HttpError } from '../../lib/http/http-error';
import { OPAQUE_TOKEN_PATTERN, hashToken } from '../../lib/security/tokens';

/** A customer's live session, as the routes see it. */
export interface CustomerSession {
  id: number;
  loginMethod: LoginMethod;
  /** The provider's id_token of an SSO session (log-out hint). */
  idToken: string | null;
  expiresAt: Date;
  customer: CustomerRow;
}

export interface CustomerAuth {
  /** No token: `request.customerSession` is null. A token that does not work: 401. */
  optional: onRequestAsyncHookHandler;
  /** 401 `token_missing` without a token, the token codes for one that does not work. */
  required: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.customerAuth.optional` / `.required` (null: no token was sent). */
    customerSession: CustomerSession | null;
  }
  interface FastifyInstance {
    customerAuth: CustomerAuth;
  }
}

/** Writing last_seen_at on every call would turn each read into a write; once a minute is enough. */
export const LAST_SEEN_STEP_MS = 60_000;

/**
 * The bearer token of an Authorization header: undefined when none was sent (no header, another
 * scheme, or an empty token), otherwise the token as written.
 */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(.*)$/i.exec(header?.trim() ?? '');
  const token = match?.[1]?.trim();
  return token ? token : undefined;
}

/** The 401 of a bearer token that does not open a session (member-auth.ts: realm `candidates`). */
export const unauthorized = (
  code: 'token_missing' | 'token_invalid' | 'token_expired' | 'token_revoked' | 'session_idle',
  params?: Record<string, number>,
  realm = 'customers',
) =>
  new HttpError(401, code, {
    ...(params ? { params } : {}),
    headers: {
      'www-authenticate':
        code === 'token_missing' ? `Bearer realm="${realm}"` : 'Bearer error="invalid_token"',
    },
  });

/** The session a request's token opens, null without a token; throws the 401 token codes. */
async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CustomerSession | null> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) return null;
  // Not one of ours: no need to ask the database (and nothing said about why).
  if (!OPAQUE_TOKEN_PATTERN.test(token)) throw unauthorized('token_invalid');
  const row = await app.repos.customers.findSession(hashToken(token));
  if (!row) throw unauthorized('token_invalid');
  const { session, customer } = row;
  if (session.revokedAt) throw unauthorized('token_revoked');
  const now = app.now();
  if (session.expiresAt.getTime() <= now.getTime()) throw unauthorized('token_expired');
  const { idleMinutes } = app.config.customers;
  if (isIdle(session.lastSeenAt, now, idleMinutes)) {
    throw unauthorized('session_idle', { minutes: idleMinutes });
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await app.repos.customers.touchSession(session.id, now);
  }
  return {
    id: session.id,
    loginMethod: session.loginMethod,
    idToken: session.idToken,
    expiresAt: session.expiresAt,
    customer,
  };
}

/** The session of a route behind `app.customerAuth.required`. */
export function sessionOf(request: FastifyRequest): CustomerSession {
  if (!request.customerSession) throw unauthorized('token_missing');
  return request.customerSession;
}

/**
 * Customer bearer tokens (our own opaque tokens, not the provider's): hooks that routes put in
 * `onRequest`, so a request without a working session is refused before its body is read.
 */
export const customerAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('customerSession', null);
    app.decorate('customerAuth', {
      async optional(request) {
        request.customerSession = await authenticate(app, request);
      },
      async required(request) {
        const session = await authenticate(app, request);
        if (!session) throw unauthorized('token_missing');
        request.customerSession = session;
      },
    } satisfies CustomerAuth);
  },
  { name: 'customer-auth', dependencies: ['repositories'] },
);
