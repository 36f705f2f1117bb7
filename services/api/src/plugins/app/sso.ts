import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { type SsoClient, createSsoClient } from './sso-client';

declare module 'fastify' {
  interface FastifyInstance {
    sso: SsoClient;
  }
}

/** `app.sso`: the OpenID Connect provider's back channel and browser URLs (one key-set cache). */
export const ssoPlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    const client = createSsoClient(config.sso);
    if (!client.configured) {
      app.log.warn('SSO_CLIENT_SECRET is not set: SSO logins answer 502 sso_unavailable');
    }
    app.decorate('sso', client);
  },
  { name: 'sso' },
);
