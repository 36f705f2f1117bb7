import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isIdle } from '../../repositories/customers';
import type { MemberRow } from '../../repositories/recruitment-members';
import { OPAQUE_TOKEN_PATTERN, hashToken } from '../../lib/security/tokens';
import { LAST_SEEN_STEP_MS, bearerToken, unauthorized as tokenError } from './customer-auth';

/** A recruitment candidate's live session, as the routes see it. */
export interface MemberSession {
  id: number;
  expiresAt: Date;
  member: MemberRow;
}

export interface MemberAuth {
  /** No token: `request.memberSession` is null. A token that does not work: 401. */
  optional: onRequestAsyncHookHandler;
  /** 401 `token_missing` without a token, the token codes for one that does not work. */
  required: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.memberAuth.optional` / `.required` (null: no token was sent). */
    memberSession: MemberSession | null;
  }
  interface FastifyInstance {
    memberAuth: MemberAuth;
  }
}

const unauthorized = (code: Parameters<typeof tokenError>[0], params?: Record<string, number>) =>
  tokenError(code, params, 'candidates');

/**
 * The session a request's token opens, null without a token; throws the 401 token codes. A
 * customer's token is not in `recruitment_sessions`, so it is token_invalid here.
 */
async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MemberSession | null> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) return null;
  if (!OPAQUE_TOKEN_PATTERN.test(token)) throw unauthorized('token_invalid');
  const row = await app.repos.recruitmentMembers.findSession(hashToken(token));
  if (!row || !row.member.verifiedAt) throw unauthorized('token_invalid');
  const { session, member } = row;
  // A new password ends the sessions started before it (a reset logs out everywhere).
  if (session.revokedAt || session.createdAt < member.passwordChangedAt) {
    throw unauthorized('token_revoked');
  }
  const now = app.now();
  if (session.expiresAt.getTime() <= now.getTime()) throw unauthorized('token_expired');
  const { idleMinutes } = app.config.candidates;
  if (isIdle(session.lastSeenAt, now, idleMinutes)) {
    throw unauthorized('session_idle', { minutes: idleMinutes });
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await app.repos.recruitmentMembers.touchSession(session.id, now);
  }
  return { id: session.id, expiresAt: session.expiresAt, member };
}

/** The session of a route behind `app.memberAuth.required`. */
export function memberOf(request: FastifyRequest): MemberSession {
  if (!request.memberSession) throw unauthorized('token_missing');
  return request.memberSession;
}

/**
 * Recruitment candidates' bearer tokens (docs/recruitment.md), separate from customers': hooks
 * that routes put in `onRequest`, so a request without a working session is refused before its
 * body is read.
 */
export const memberAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('memberSession', null);
    app.decorate('memberAuth', {
      async optional(request) {
        request.memberSession = await authenticate(app, request);
      },
      async required(request) {
        const session = await authenticate(app, request);
        if (!session) throw unauthorized('token_missing');
        request.memberSession = session;
      },
    } satisfies MemberAuth);
  },
  { name: 'member-auth', dependencies: ['repositories'] },
);
