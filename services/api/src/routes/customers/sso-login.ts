import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  CustomerLoginResultSchema,
  SsoAuthorizeBodySchema,
  SsoAuthorizeResultSchema,
  SsoLoginBodySchema,
} from '@brokerage/shared/validation/customers.ts';
import { authRateLimit } from '../../lib/security/form-rate-limit';
import { HttpError } from '../../lib/http/http-error';
import { StateUnavailableError } from '../../lib/state/shared-state';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { SsoError, callbackProblem, pkcePair } from '../../plugins/app/sso-client';
import { hashToken, newOpaqueToken } from '../../lib/security/tokens';
import { TAG, loginAnswer } from './direct-login';
import { bindingOf, issueBinding } from './sso-binding';

/** How long a started SSO login may take to come back (contracts.md: 10 minutes). */
const STATE_TTL_MS = 10 * 60_000;

const redirectUriInvalid = () =>
  new HttpError(400, 'sso_redirect_uri_invalid', { field: 'redirect_uri' });
const browserMismatch = () => new HttpError(400, 'sso_browser_mismatch', { field: 'state' });

/**
 * A return address that is not a registered callback: 400 `sso_origin_unknown` when it is the
 * callback on another origin (the site is open on an address that is not PUBLIC_URL), else
 * `sso_redirect_uri_invalid`.
 */
export function assertRegisteredCallback(
  publicUrl: string,
  redirectUri: string,
  log: FastifyBaseLogger,
): void {
  const problem = callbackProblem(publicUrl, redirectUri);
  if (problem === null) return;
  if (problem === 'path') throw redirectUriInvalid();
  log.warn(
    { origin: new URL(redirectUri).origin, publicUrl },
    'SSO login from an origin that is not PUBLIC_URL: open the site on PUBLIC_URL, or set PUBLIC_URL to the address the browser uses (see README, "SSO")',
  );
  throw new HttpError(400, 'sso_origin_unknown', { field: 'redirect_uri' });
}
const unavailable = () => new HttpError(502, 'sso_unavailable');
/** Seconds a client is told to wait while the shared state (Redis) does not answer. */
const STATE_RETRY_AFTER = '30';

/**
 * A step on the SSO states: while the shared state does not answer, a safe refusal (503
 * `service_unavailable` with Retry-After) rather than a 500; the state is kept or used as a whole.
 */
async function onStates<T>(step: Promise<T>, log: FastifyBaseLogger): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (!(error instanceof StateUnavailableError)) throw error;
    log.warn({ err: error }, 'SSO login refused: the shared state does not answer');
    throw new HttpError(503, 'service_unavailable', {
      headers: { 'retry-after': STATE_RETRY_AFTER },
    });
  }
}
/** OpenAPI: the 503s of both SSO calls. */
const UNAVAILABLE_503 = ApiErrorBodySchema.describe(
  'Maintenance, or `service_unavailable` while the shared state (Redis) does not answer; see Retry-After',
);
const codeInvalid = () => new HttpError(400, 'sso_code_invalid', { field: 'code' });

function notConfigured(log: FastifyBaseLogger): HttpError {
  log.error('SSO login refused: SSO_CLIENT_SECRET is not set (see README, "SSO")');
  return unavailable();
}

/** A failed provider step as the client sees it; the log keeps the reason. */
function ssoFailure(error: SsoError, log: FastifyBaseLogger): HttpError {
  if (error.kind === 'unavailable') {
    log.error({ err: error }, 'SSO provider unavailable');
    return unavailable();
  }
  log.warn({ err: error }, 'SSO login refused');
  return codeInvalid();
}

/** `customers/auth/sso-authorize` and `customers/auth/login-sso` (authorization code + PKCE). */
export const ssoLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.post(
    '/auth/sso-authorize',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Start an SSO login: the provider URL to send the browser to',
        description:
          'Keeps a single-use state (10 minutes) with its nonce, PKCE verifier, callback and the browser that asked (the HttpOnly `sso_binding` cookie this answer sets, `__Host-sso_binding` on https; `login-sso` needs it back). `redirect_uri` must be exactly `${PUBLIC_URL}/login-sso` or `${PUBLIC_URL}/en/login-sso` (for a loopback PUBLIC_URL, on `localhost` or `127.0.0.1`); the callback path on another origin answers 400 `sso_origin_unknown`.',
        querystring: LocaleQuerySchema,
        body: SsoAuthorizeBodySchema,
        response: {
          200: dataEnvelope(SsoAuthorizeResultSchema),
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe(
            '`sso_redirect_uri_invalid`, `sso_origin_unknown` or validation failed',
          ),
          502: ApiErrorBodySchema.describe('`sso_unavailable`: SSO is not configured'),
          503: UNAVAILABLE_503,
        },
      },
    },
    async (request, reply) => {
      const redirectUri = request.body.redirect_uri;
      assertRegisteredCallback(publicUrl, redirectUri, request.log);
      if (!app.sso.configured) throw notConfigured(request.log);
      const binding = issueBinding(request, reply, publicUrl);
      const now = app.now();
      const state = newOpaqueToken();
      const nonce = newOpaqueToken();
      const pkce = pkcePair();
      await onStates(
        app.repos.ssoStates.start({
          stateHash: hashToken(state),
          nonce,
          codeVerifier: pkce.verifier,
          redirectUri,
          browserHash: hashToken(binding),
          expiresAt: new Date(now.getTime() + STATE_TTL_MS),
          createdAt: now,
        }),
        request.log,
      );
      const authorizeUrl = app.sso.authorizeUrl({
        state,
        nonce,
        codeChallenge: pkce.challenge,
        redirectUri,
        locale: request.query.locale,
      });
      return { data: { authorizeUrl, state } };
    },
  );

  app.post(
    '/auth/login-sso',
    {
      config: authRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Finish an SSO login: exchange the provider code for our own token',
        description:
          'Only the browser that started the round trip can finish it: without its `sso_binding` cookie the answer is 400 `sso_browser_mismatch` and the state stays unused. The state is used up before the code is exchanged, so a replay cannot race the first use. 400 `sso_code_invalid` covers a code the provider refuses (invalid_grant), an id_token that does not verify, and an account number linked to another SSO subject.',
        querystring: LocaleQuerySchema,
        body: SsoLoginBodySchema,
        response: {
          200: dataEnvelope(CustomerLoginResultSchema),
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe(
            '`sso_state_invalid`, `sso_browser_mismatch`, `sso_redirect_uri_invalid`, `sso_code_invalid`, reCAPTCHA or validation',
          ),
          502: ApiErrorBodySchema.describe('`sso_unavailable`'),
          503: UNAVAILABLE_503,
        },
      },
    },
    async (request) => {
      const body = request.body;
      await app.recaptcha.assertHuman(body.grecaptcha_token, request.ip);
      if (!app.sso.configured) throw notConfigured(request.log);
      const now = app.now();

      const stateHash = hashToken(body.state);
      const binding = bindingOf(request, publicUrl);
      // Used up (taken from the shared state) before anything else happens: of two parallel
      // uses one wins; and only by the browser that started it (else a link could log a
      // stranger in).
      const state = binding
        ? await onStates(app.repos.ssoStates.use(stateHash, hashToken(binding), now), request.log)
        : null;
      if (!state) {
        if (await onStates(app.repos.ssoStates.isLive(stateHash, now), request.log))
          throw browserMismatch();
        throw new HttpError(400, 'sso_state_invalid', { field: 'state' });
      }
      if (state.redirectUri !== body.redirect_uri) throw redirectUriInvalid();

      try {
        const tokens = await app.sso.exchangeCode({
          code: body.code,
          redirectUri: state.redirectUri,
          codeVerifier: state.codeVerifier,
        });
        const idToken = await app.sso.verifyIdToken(tokens.idToken, state.nonce, now);
        const info = await app.sso.userInfo(tokens.accessToken);
        // OIDC Core 5.3.2: the userinfo must be about the person the id_token names.
        if (info.sub !== idToken.sub) {
          throw new SsoError('unavailable', 'SSO userinfo names another subject');
        }
        const { customer, issued } = await app.repos.customers.loginSso({
          info,
          idToken: tokens.idToken,
          now,
          ttlSeconds: app.config.customers.tokenTtlSeconds,
        });
        return loginAnswer(customer, issued, 'sso');
      } catch (error) {
        if (error instanceof SsoError) throw ssoFailure(error, request.log);
        throw error;
      }
    },
  );
};
