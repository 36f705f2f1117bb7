/**
 * The oidc-provider instance: one confidential first-party client (`website`), PKCE S256 always,
 * the authorization-code flow only, claims from our account store, persistent storage and keys,
 * and our own pages for login (interactions.ts), logout and errors.
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from './accounts/accounts';
import { MOUNT_PATH, type SsoConfig } from './config';
import { log } from './observability';
import type { FileStore } from './store/file-adapter';
import { PendingInteractions } from './store/pending-interactions';
import type { ProviderKeys } from './store/keys';
import { raw } from './views/html';
import { errorPage, logoutDonePage, logoutPage, type ErrorKind } from './views/pages';
import { pageContext } from './web';

export const SCOPES = ['openid', 'profile', 'Online-Read', 'Online-Write'] as const;

/** Everything the API needs arrives from userinfo under `profile`; the id_token carries `sub`. */
const PROFILE_CLAIMS = ['preferred_username', 'name', 'email', 'phone_number', 'customer_type'];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const SESSION_TTL = 12 * HOUR;
/**
 * A login page left open this long expires (the user starts again from the website). Short on
 * purpose: every GET /sso/auth creates one, and they are what a flood would pile up (in memory
 * and bounded until the form is posted: store/pending-interactions.ts).
 */
const INTERACTION_TTL = 10 * MINUTE;

/** The login form's post (interactions.ts): from then on the interaction is written. */
const LOGIN_POST = /^\/interaction\/([A-Za-z0-9_-]{1,64})\/login$/;

export const COOKIE_NAMES = {
  session: 'aps_sso_session',
  interaction: 'aps_sso_interaction',
  resume: 'aps_sso_resume',
} as const;

function errorKind(
  error: string | undefined,
  description: string | undefined,
  status: number,
): ErrorKind {
  if (status >= 500 || error === 'server_error') return 'serverError';
  switch (error) {
    case 'invalid_redirect_uri':
      return 'invalidRedirectUri';
    case 'invalid_client':
      return 'invalidClient';
    case 'access_denied':
      return 'accessDenied';
    default:
      // SessionNotFound and friends: an interaction or session cookie that is gone or expired.
      if (/session|interaction|expired/i.test(description ?? '')) return 'sessionExpired';
      return 'generic';
  }
}

export interface ProviderDeps {
  config: SsoConfig;
  keys: ProviderKeys;
  store: FileStore;
  accounts: AccountStore;
}

export function createProvider({ config, keys, store, accounts }: ProviderDeps): Provider {
  const { client } = config;
  const interactions = new PendingInteractions(
    store.adapterFactory('Interaction'),
    config.limits.pendingInteractions,
  );

  const configuration: Configuration = {
    adapter: (model: string) =>
      model === 'Interaction' ? interactions.adapter : store.adapterFactory(model),
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        client_name: 'Chứng khoán An Phát',
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        scope: SCOPES.join(' '),
      },
    ],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    scopes: [...SCOPES],
    claims: { openid: ['sub'], profile: PROFILE_CLAIMS },
    pkce: { required: () => true },
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: COOKIE_NAMES,
      // The session cookie only ever needs to reach the provider; the sites share the origin.
      long: { httpOnly: true, sameSite: 'lax', path: MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: INTERACTION_TTL,
      // A session without a login (a visitor who never finished) lasts no longer than its page.
      Session: (_ctx, session) => (session.accountId ? SESSION_TTL : INTERACTION_TTL),
      Grant: SESSION_TTL,
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const page = pageContext(ctx, config, ctx.oidc.params?.ui_locales as string | undefined);
          // The provider has verified the hint's signature, issuer and audience by now.
          const auto = Boolean(ctx.oidc.entities.IdTokenHint && ctx.oidc.client);
          ctx.type = 'html';
          ctx.body = logoutPage(page, { form: raw(form), auto });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = logoutDonePage(pageContext(ctx, config));
        },
      },
    },
    discovery: {
      ui_locales_supported: ['vi', 'en'],
      claims_locales_supported: undefined,
    },
    interactions: {
      // A path, not a URL: the browser stays on whichever origin it came through.
      url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    // Client-authenticated endpoints answer a browser only on the client's own origins (the
    // website's); the API itself talks to us server-side, without an Origin.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin),
    async findAccount(_ctx, sub) {
      const account = accounts.findBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        async claims() {
          return {
            sub: account.sub,
            preferred_username: account.accountNumber,
            name: account.name,
            email: account.email,
            phone_number: account.phoneNumber,
            customer_type: account.customerType,
          };
        },
      };
    },
    /**
     * First-party client: no consent screen. The grant always covers what the website asked
     * for (its registered scopes bound the request) and lives as long as the session.
     */
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const { client, session } = oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== accountId) {
        grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
      } else {
        // A grant saved keeps its expiry; stretch it so it never ends before the session.
        grant.exp = Math.max(grant.exp ?? 0, Math.floor(Date.now() / 1000) + SESSION_TTL);
      }
      // requestParamOIDCScopes is there at run time in oidc-provider 8.8; @types/oidc-provider 8 lacks it.
      const { requestParamOIDCScopes } = oidc as typeof oidc & {
        requestParamOIDCScopes: Set<string>;
      };
      const scopes = [...requestParamOIDCScopes].join(' ');
      if (scopes) grant.addOIDCScope(scopes);
      const claims = [...oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        const rsScopes = [...oidc.requestParamScopes]
          .filter((s) => server.scope.split(' ').includes(s))
          .join(' ');
        if (rsScopes) grant.addResourceScope(indicator, rsScopes);
      }
      await grant.save();
      return grant;
    },
    async renderError(ctx, out, error) {
      const kind = errorKind(
        out.error as string | undefined,
        out.error_description as string | undefined,
        ctx.status,
      );
      if (kind === 'serverError') log.error('server error', error);
      ctx.type = 'html';
      ctx.body = errorPage(pageContext(ctx, config), kind, out.error as string | undefined);
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // Behind the proxy: honour X-Forwarded-Host/Proto so the browser's origin and scheme are used.
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    log.error('server error', error);
  });
  // Registered first, so it runs around everything else: once the form has been answered, the
  // interaction survives a restart. A post refused by a limit (429) is not kept: it costs nothing.
  provider.use(async (ctx, next) => {
    await next();
    const uid = ctx.method === 'POST' ? LOGIN_POST.exec(ctx.path)?.[1] : undefined;
    if (uid && ctx.status !== 429) await interactions.keep(uid);
  });
  return provider;
}
