import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { SSO_CALLBACK_PATHS } from '@brokerage/shared/validation/codes.ts';
import type { AppConfig } from '../../config';

/**
 * Why an SSO step failed, as the routes answer it: `invalid_grant` and `invalid_token` mean this
 * login attempt cannot succeed (400 `sso_code_invalid`), `unavailable` that the provider could
 * not be reached or answered nonsense (502 `sso_unavailable`).
 */
export class SsoError extends Error {
  override name = 'SsoError';
  constructor(
    readonly kind: 'invalid_grant' | 'invalid_token' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const SSO_SCOPE = 'openid profile Online-Read Online-Write';
/** Only asymmetric signatures: a shared-secret HS256 token could be forged with the client secret. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
const TIMEOUT_MS = 10_000;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** PKCE (RFC 7636): a 256-bit verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The origins the site may be opened on: PUBLIC_URL, and for a loopback PUBLIC_URL both loopback
 * names on its port (the SSO stand-in registers both, so `http://127.0.0.1:8080` works as well
 * as `http://localhost:8080`).
 */
export function siteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

/** The callbacks registered with the provider: exactly these URLs, nothing under them. */
export function registeredCallbacks(publicUrl: string): string[] {
  return siteOrigins(publicUrl).flatMap((origin) =>
    Object.values(SSO_CALLBACK_PATHS).map((path) => `${origin}${path}`),
  );
}

/**
 * Why a return address is not a registered callback: `origin` when it is a callback path on an
 * origin the provider does not know (the site was opened on another address than PUBLIC_URL),
 * `path` for anything else; null when it is registered.
 */
export function callbackProblem(publicUrl: string, uri: string): 'origin' | 'path' | null {
  if (registeredCallbacks(publicUrl).includes(uri)) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'path';
  }
  const isCallbackPath = (Object.values(SSO_CALLBACK_PATHS) as string[]).includes(url.pathname);
  const exact = `${url.origin}${url.pathname}` === uri;
  return isCallbackPath && exact && /^https?:$/.test(url.protocol) ? 'origin' : 'path';
}

export const defaultCallback = (publicUrl: string, locale: Locale) =>
  `${publicUrl}${SSO_CALLBACK_PATHS[locale]}`;

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
});

const TokenErrorSchema = z.object({ error: z.string() });

/** The claims the API reads (contracts.md "services/sso"). */
const UserInfoSchema = z.object({
  sub: z.string().min(1),
  preferred_username: z.string().min(1),
  name: z.string().trim().min(1),
  email: z.string().nullish(),
  phone_number: z.string().nullish(),
  customer_type: z.enum(['individual', 'organization']).nullish(),
});
export type SsoUserInfo = z.infer<typeof UserInfoSchema>;

export interface SsoClient {
  /** False without a client secret (outside production): SSO logins answer 502. */
  readonly configured: boolean;
  authorizeUrl(input: {
    state: string;
    nonce: string;
    codeChallenge: string;
    redirectUri: string;
    locale: Locale;
  }): string;
  endSessionUrl(input: {
    idTokenHint: string;
    postLogoutRedirectUri: string;
    locale: Locale;
  }): string;
  /** The authorization code for the provider's tokens (client_secret_basic + PKCE verifier). */
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<{ accessToken: string; idToken: string }>;
  /** Signature (provider's JWKS), issuer, audience, expiry, algorithm and nonce. */
  verifyIdToken(idToken: string, nonce: string, now: Date): Promise<JWTPayload & { sub: string }>;
  userInfo(accessToken: string): Promise<SsoUserInfo>;
}

/** A network failure or a timeout: the provider is not there. */
async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SsoError('unavailable', `SSO provider unreachable at ${url}`, { cause: error });
  }
}

async function json(response: Response, url: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new SsoError('unavailable', `SSO provider answered ${url} with no JSON`, {
      cause: error,
    });
  }
}

/** jose errors that say "this token is not good", as opposed to "the key set was not there". */
const TOKEN_ERRORS: ReadonlySet<string> = new Set([
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWTExpired.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
  joseErrors.JOSENotSupported.code,
]);

/**
 * The provider's back channel (token, jwks, userinfo under `SSO_INTERNAL_URL`) and the browser
 * URLs under its issuer. The key set is fetched once and cached by jose (refetched for an
 * unknown key id, at most every 30 s).
 */
export function createSsoClient(sso: AppConfig['sso']): SsoClient {
  const { issuer, internalUrl, clientId, clientSecret } = sso;
  const jwks = createRemoteJWKSet(new URL(`${internalUrl}/jwks`), {
    timeoutDuration: TIMEOUT_MS,
  });
  // RFC 6749 §2.3.1: both parts form-encoded before base64.
  const basic = clientSecret
    ? `Basic ${Buffer.from(
        `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`,
      ).toString('base64')}`
    : undefined;

  return {
    configured: basic !== undefined,

    authorizeUrl({ state, nonce, codeChallenge, redirectUri, locale }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        scope: SSO_SCOPE,
        redirect_uri: redirectUri,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ui_locales: locale,
      });
      return `${issuer}/auth?${query.toString()}`;
    },

    endSessionUrl({ idTokenHint, postLogoutRedirectUri, locale }) {
      const query = new URLSearchParams({
        id_token_hint: idTokenHint,
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: clientId,
        ui_locales: locale,
      });
      return `${issuer}/session/end?${query.toString()}`;
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      if (!basic) throw new SsoError('unavailable', 'SSO_CLIENT_SECRET is not set');
      const url = `${internalUrl}/token`;
      const response = await call(url, {
        method: 'POST',
        headers: {
          authorization: basic,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
      });
      const body = await json(response, url);
      if (!response.ok) {
        const error = TokenErrorSchema.safeParse(body);
        // Expired, used, forged, or issued for another verifier or callback: the user starts over.
        if (response.status === 400 && error.data?.error === 'invalid_grant') {
          throw new SsoError('invalid_grant', 'SSO provider refused the code (invalid_grant)');
        }
        // Anything else (invalid_client, 5xx…) is ours or the provider's to fix, not the user's.
        throw new SsoError(
          'unavailable',
          `SSO token endpoint answered ${response.status} ${error.data?.error ?? ''}`.trim(),
        );
      }
      const parsed = TokenAnswerSchema.safeParse(body);
      if (!parsed.success) {
        throw new SsoError('unavailable', 'SSO token answer lacks an access or id token');
      }
      return { accessToken: parsed.data.access_token, idToken: parsed.data.id_token };
    },

    async verifyIdToken(idToken, nonce, now) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer,
          audience: clientId,
          algorithms: ID_TOKEN_ALGORITHMS,
          requiredClaims: ['sub', 'iat', 'exp'],
          currentDate: now,
          clockTolerance: 30,
        }));
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && TOKEN_ERRORS.has(code)) {
          throw new SsoError('invalid_token', `id_token refused: ${code}`, { cause: error });
        }
        throw new SsoError('unavailable', 'SSO key set could not be read', { cause: error });
      }
      if (payload.nonce !== nonce) throw new SsoError('invalid_token', 'id_token nonce mismatch');
      // Several audiences: the token must have been issued to us (OIDC Core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
        throw new SsoError('invalid_token', 'id_token azp is not this client');
      }
      return payload as JWTPayload & { sub: string };
    },

    async userInfo(accessToken) {
      const url = `${internalUrl}/me`;
      const response = await call(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      if (!response.ok) {
        throw new SsoError('unavailable', `SSO userinfo answered ${response.status}`);
      }
      const parsed = UserInfoSchema.safeParse(await json(response, url));
      if (!parsed.success) {
        throw new SsoError('unavailable', 'SSO userinfo lacks the customer claims', {
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
  };
}
