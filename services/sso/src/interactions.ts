/**
 * Our interaction pages, in place of oidc-provider's devInteractions:
 *
 *   GET  /sso/interaction/:uid          the branded login page (or, for a consent prompt, an
 *                                       automatic grant: the website is first-party)
 *   POST /sso/interaction/:uid/login    check the account number and password
 *   GET  /sso/interaction/:uid/abort    "cancel": the website gets error=access_denied
 *
 * and the request limits in front of them and of the authorization endpoint.
 */
import type { Context, Middleware } from 'koa';
import { errors, type InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import {
  ACCOUNT_NUMBER_PATTERN,
  normalizeAccountNumber,
  type AccountStore,
} from './accounts/accounts';
import { MOUNT_PATH, type SsoConfig } from './config';
import { log } from './observability';
import { clientAddress } from '@brokerage/shared/server/observability.ts';
import { readCookie, serializeCookie } from '@brokerage/shared/server/cookies.ts';
import { type SsoLimits } from './rate-limit';
import { MESSAGES } from './views/i18n';
import { errorPage, loginPage, type LoginField, type LoginView } from './views/pages';
import { BadRequestError, pageContext, readForm } from './web';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The login device cookie (loginPolicyDevice.ts), for the SSO's pages only. */
const DEVICE_COOKIE = 'sso_device';

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/;

/** /auth (a new interaction), /auth/:uid (its resume) and our pages: what a flood would hit. */
const LIMITED = /^\/(?:auth(?:\/|$)|interaction\/)/;

/**
 * Per address, per network and the fair global guard (rate-limit.ts), before oidc-provider
 * creates an interaction or we look one up: 429 with Retry-After and an error page in the
 * request's language.
 */
export function requestLimits(config: SsoConfig, limits: SsoLimits): Middleware {
  return async (ctx, next) => {
    if (!LIMITED.test(ctx.path)) return next();
    const wait = limits.requests.take(clientAddress(ctx.req, limits.proxyHops));
    if (!wait) return next();
    ctx.status = 429;
    ctx.set('retry-after', String(wait));
    ctx.set('cache-control', 'no-store');
    ctx.type = 'html';
    ctx.body = errorPage(
      pageContext(ctx, config, undefined, { switchPath: null }),
      'rateLimited',
      'too_many_requests',
    );
  };
}

const uiLocalesOf = (interaction: Interaction): string | undefined =>
  typeof interaction.params.ui_locales === 'string' ? interaction.params.ui_locales : undefined;

export function interactionRoutes(
  provider: Provider,
  accounts: AccountStore,
  config: SsoConfig,
  limits: SsoLimits,
): Middleware {
  async function finish(ctx: Context, result: InteractionResults): Promise<void> {
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  function renderLogin(
    ctx: Context,
    interaction: Interaction,
    status: number,
    view: Omit<LoginView, 'action' | 'cancelHref'>,
    lang?: string,
  ): void {
    const base = `/interaction/${interaction.uid}`;
    const page = pageContext(ctx, config, uiLocalesOf(interaction), { switchPath: base, lang });
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = loginPage(page, {
      ...view,
      action: `${MOUNT_PATH}${base}/login`,
      cancelHref: `${MOUNT_PATH}${base}/abort`,
    });
  }

  /** The website is ours: whatever consent is missing is granted without asking. */
  async function autoConsent(ctx: Context, interaction: Interaction): Promise<void> {
    const { details } = interaction.prompt;
    const accountId = interaction.session?.accountId;
    if (!accountId) throw new errors.SessionNotFound('no account in the interaction');
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    const scopes = details.missingOIDCScope;
    if (Array.isArray(scopes)) grant.addOIDCScope(scopes.join(' '));
    const claims = details.missingOIDCClaims;
    if (Array.isArray(claims)) grant.addOIDCClaims(claims as string[]);
    const resources = details.missingResourceScopes;
    if (resources && typeof resources === 'object') {
      for (const [indicator, list] of Object.entries(resources as Record<string, string[]>)) {
        grant.addResourceScope(indicator, list.join(' '));
      }
    }
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } });
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  async function login(ctx: Context, interaction: Interaction): Promise<void> {
    const form = await readForm(ctx);
    const lang = form.get('lang') ?? undefined;
    const typed = (form.get('accountNumber') ?? '').trim();
    const password = form.get('password') ?? '';
    const page = pageContext(ctx, config, uiLocalesOf(interaction), { lang, switchPath: null });
    const t = MESSAGES[page.lang].login.errors;
    const address = clientAddress(ctx.req, limits.proxyHops);
    const refuse = (retryAfterSeconds: number, formError: string) => {
      ctx.set('retry-after', String(retryAfterSeconds));
      renderLogin(ctx, interaction, 429, { accountNumber: typed, formError }, page.lang);
    };

    const wait = limits.logins.take(address);
    if (wait) {
      refuse(wait, t.rateLimited(wait));
      return;
    }
    const fieldErrors: Partial<Record<LoginField, string>> = {};
    const accountNumber = normalizeAccountNumber(typed);
    if (!accountNumber) fieldErrors.accountNumber = t.accountRequired;
    else if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber))
      fieldErrors.accountNumber = t.accountFormat;
    if (!password) fieldErrors.password = t.passwordRequired;
    if (Object.keys(fieldErrors).length > 0) {
      renderLogin(ctx, interaction, 400, { accountNumber: typed, fieldErrors }, page.lang);
      return;
    }

    const result = await accounts.authenticate(accountNumber, password, {
      address,
      device: readCookie(ctx.get('cookie'), DEVICE_COOKIE),
    });
    if (result.ok) {
      await finish(ctx, { login: { accountId: result.account.sub, amr: ['pwd'], remember: true } });
      // This browser is known for this account from now on (accounts.ts, loginPolicy.ts).
      ctx.append(
        'set-cookie',
        serializeCookie(DEVICE_COOKIE, result.device, {
          path: MOUNT_PATH,
          maxAgeSeconds: accounts.deviceMaxAgeSeconds,
          sameSite: 'Strict',
          secure: config.publicUrl.startsWith('https:') || ctx.protocol === 'https',
        }),
      );
      return;
    }
    if (result.reason !== 'invalid_credentials') {
      const messages = {
        delayed: t.delayed,
        account_delayed: t.accountDelayed,
        address_limited: t.addressLimited,
        busy: t.busy,
      };
      refuse(result.retryAfterSeconds, messages[result.reason](result.retryAfterSeconds));
      return;
    }
    renderLogin(
      ctx,
      interaction,
      401,
      { accountNumber: typed, formError: t.invalidCredentials },
      page.lang,
    );
  }

  return async (ctx, next) => {
    const match = ROUTE.exec(ctx.path);
    if (!match) return next();
    const [, uid, action] = match;
    ctx.set('cache-control', 'no-store');
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      // The cookie names the interaction in progress; an old tab's URL must not act on it.
      if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');

      if (action === undefined && ctx.method === 'GET') {
        if (interaction.prompt.name === 'login') {
          renderLogin(ctx, interaction, 200, { accountNumber: '' });
        } else if (interaction.prompt.name === 'consent') {
          await autoConsent(ctx, interaction);
        } else {
          throw new errors.InvalidRequest(`unsupported prompt ${interaction.prompt.name}`);
        }
      } else if (action === 'login' && ctx.method === 'POST') {
        if (interaction.prompt.name !== 'login')
          throw new errors.InvalidRequest('no login pending');
        await login(ctx, interaction);
      } else if (action === 'abort' && ctx.method === 'GET') {
        await finish(ctx, {
          error: 'access_denied',
          error_description: 'End-User aborted interaction',
        });
      } else {
        ctx.status = 405;
        ctx.set('allow', action === 'login' ? 'POST' : 'GET');
        ctx.type = 'html';
        ctx.body = errorPage(pageContext(ctx, config), 'generic', 'method_not_allowed');
      }
    } catch (error) {
      const expired = error instanceof errors.SessionNotFound;
      const known =
        expired || error instanceof errors.OIDCProviderError || error instanceof BadRequestError;
      if (!known) log.error('interaction error', error);
      ctx.status = known ? 400 : 500;
      ctx.type = 'html';
      ctx.body = errorPage(
        pageContext(ctx, config, undefined, { switchPath: null }),
        expired ? 'sessionExpired' : known ? 'generic' : 'serverError',
        expired ? 'session_expired' : known ? 'invalid_request' : 'server_error',
      );
    }
  };
}
