import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  CustomerLogoutBodySchema,
  CustomerLogoutResultSchema,
  CustomerSchema,
} from '@brokerage/shared/validation/customers.ts';
import { toCustomer } from '../../repositories/customers';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, CUSTOMER_SECURITY, UNAUTHORIZED } from '../../lib/http/route-schemas';
import { defaultCallback } from '../../plugins/app/sso-client';
import { sessionOf } from '../../plugins/app/customer-auth';
import { TAG } from './direct-login';
import { assertRegisteredCallback } from './sso-login';

/** The logged-in customer: `customers/me` and `customers/auth/logout`. */
export const customerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.customerAuth.required,
      schema: {
        tags: [TAG],
        summary: 'The logged-in customer and how this session logged in',
        security: CUSTOMER_SECURITY,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(CustomerSchema), ...COMMON_ERRORS, ...UNAUTHORIZED },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return { data: toCustomer(session.customer, session.loginMethod) };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.customerAuth.required,
      schema: {
        tags: [TAG],
        summary: 'Log out: revoke the token; for an SSO session, the provider log-out URL',
        description:
          '`redirect_uri` (optional) must be a registered callback; by default the callback of the request language. `logoutUrl` is the provider end-session URL for an SSO session, null for a direct one.',
        security: CUSTOMER_SECURITY,
        querystring: LocaleQuerySchema,
        // A log-out may come without a body (Fastify then has null).
        body: CustomerLogoutBodySchema.nullish(),
        response: {
          200: dataEnvelope(CustomerLogoutResultSchema),
          ...COMMON_ERRORS,
          ...UNAUTHORIZED,
          400: ApiErrorBodySchema.describe(
            '`sso_redirect_uri_invalid`, `sso_origin_unknown` or validation failed',
          ),
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { locale } = request.query;
      const redirectUri =
        request.body?.redirect_uri ?? defaultCallback(app.config.publicUrl, locale);
      assertRegisteredCallback(app.config.publicUrl, redirectUri, request.log);
      // The hint is needed once, for this answer; the row does not keep it.
      if (!(await app.repos.customers.revokeSession(session.id, app.now()))) {
        throw new HttpError(401, 'token_revoked');
      }
      const logoutUrl =
        session.loginMethod === 'sso' && session.idToken
          ? app.sso.endSessionUrl({
              idTokenHint: session.idToken,
              postLogoutRedirectUri: redirectUri,
              locale,
            })
          : null;
      return { data: { logoutUrl } };
    },
  );
};
