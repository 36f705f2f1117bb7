import { createHash, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * A small OpenID Connect provider for the API's tests: the back channel the API calls (token,
 * jwks, userinfo) with the checks the real one (services/sso, oidc-provider) makes on them —
 * client_secret_basic, single-use codes that expire, the redirect URI and the PKCE S256
 * verifier — and RS256 id_tokens. The browser half (the login page) is `login()`: it takes
 * the authorize URL the API made and answers the code the provider would redirect back with.
 */

/** Userinfo claims of an account at the provider (contracts.md "services/sso"). */
export interface StubAccount {
  sub: string;
  preferred_username: string;
  name: string;
  email?: string;
  phone_number?: string;
  customer_type?: 'individual' | 'organization';
}

/** Ways to spoil the id_token of one login, for the API's verification tests. */
export interface IdTokenTweaks {
  issuer?: string;
  audience?: string;
  nonce?: string;
  /** Signed with a key that is not in the key set (same key id). */
  foreignKey?: boolean;
  /** Seconds until it expires (negative: already expired). */
  expiresIn?: number;
  /** The userinfo names another subject than the id_token. */
  userinfoSub?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  account: StubAccount;
  tweaks: IdTokenTweaks;
  expiresAt: number;
  used: boolean;
}

export interface OidcStub {
  /** Base of the back channel, e.g. http://127.0.0.1:40123/sso (the API's SSO_INTERNAL_URL). */
  url: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The code the provider hands back after `account` logs in at `authorizeUrl`. */
  login(authorizeUrl: string, account: StubAccount, tweaks?: IdTokenTweaks): string;
  /** Every code issued so far stops working (as after the provider's code lifetime). */
  expireCodes(): void;
  /** Answer every call with this status (the provider is broken), or null for normal. */
  failWith: number | null;
  /** Paths the API called, in order. */
  calls: string[];
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const KID = 'stub-key-1';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export async function startOidcStub(
  options: { issuer?: string; clientId?: string; clientSecret?: string } = {},
): Promise<OidcStub> {
  const issuer = options.issuer ?? 'http://localhost:8080/sso';
  const clientId = options.clientId ?? 'website';
  const clientSecret = options.clientSecret ?? 'stub-client-secret';
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { account: StubAccount; tweaks: IdTokenTweaks }>();

  const idToken = (grant: IssuedCode) => {
    const { tweaks } = grant;
    const signer: CryptoKey = tweaks.foreignKey ? foreign.privateKey : keys.privateKey;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ nonce: tweaks.nonce ?? grant.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(tweaks.issuer ?? issuer)
      .setAudience(tweaks.audience ?? grant.clientId)
      .setSubject(grant.account.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + (tweaks.expiresIn ?? 3600))
      .sign(signer);
  };

  async function token(request: IncomingMessage, response: ServerResponse) {
    const [scheme, credentials = ''] = (request.headers.authorization ?? '').split(' ');
    const [id = '', secret = ''] = Buffer.from(credentials, 'base64').toString('utf8').split(':');
    if (
      scheme !== 'Basic' ||
      decodeURIComponent(id) !== clientId ||
      decodeURIComponent(secret) !== clientSecret
    ) {
      return send(response, 401, { error: 'invalid_client' });
    }
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') !== 'authorization_code') {
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    const grant = codes.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    const invalid =
      !grant ||
      grant.used ||
      grant.expiresAt <= Date.now() ||
      grant.clientId !== clientId ||
      grant.redirectUri !== form.get('redirect_uri') ||
      grant.challenge !== challenge;
    if (grant) grant.used = true;
    if (invalid) return send(response, 400, { error: 'invalid_grant' });
    const accessToken = b64url(randomBytes(32));
    accessTokens.set(accessToken, { account: grant.account, tweaks: grant.tweaks });
    return send(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid profile Online-Read Online-Write',
      id_token: await idToken(grant),
    });
  }

  function userinfo(request: IncomingMessage, response: ServerResponse) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? accessTokens.get(token) : undefined;
    if (!found) return send(response, 401, { error: 'invalid_token' });
    const { account, tweaks } = found;
    return send(response, 200, { ...account, sub: tweaks.userinfoSub ?? account.sub });
  }

  const stub: OidcStub = {
    url: '',
    issuer,
    clientId,
    clientSecret,
    failWith: null,
    calls: [],
    login(authorizeUrl, account, tweaks = {}) {
      const url = new URL(authorizeUrl);
      const q = url.searchParams;
      if (url.href.split('?')[0] !== `${issuer}/auth`)
        throw new Error(`not our authorize URL: ${url.href}`);
      if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') {
        throw new Error('the stub only does the code flow with PKCE S256');
      }
      const code = b64url(randomBytes(24));
      codes.set(code, {
        clientId: q.get('client_id') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce') ?? '',
        account,
        tweaks,
        expiresAt: Date.now() + 60_000,
        used: false,
      });
      return code;
    },
    expireCodes() {
      for (const grant of codes.values()) grant.expiresAt = 0;
    },
    close: async () => {},
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    stub.calls.push(path);
    if (stub.failWith !== null) return send(response, stub.failWith, { error: 'server_error' });
    if (request.method === 'POST' && path === '/sso/token') {
      token(request, response).catch((error: unknown) =>
        send(response, 500, { error: String(error) }),
      );
      return;
    }
    if (request.method === 'GET' && path === '/sso/jwks')
      return send(response, 200, { keys: [publicJwk] });
    if (request.method === 'GET' && path === '/sso/me') return userinfo(request, response);
    return send(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.url = `http://127.0.0.1:${port}/sso`;
  stub.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return stub;
}
