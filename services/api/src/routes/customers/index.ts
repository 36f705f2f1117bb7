import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { directLoginRoutes } from './direct-login';
import { customerSessionRoutes } from './session';
import { ssoLoginRoutes } from './sso-login';

/** Customer accounts (contracts.md "Customer accounts and SSO"): logins, profile, log-out. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens and personal data, errors included: no browser or proxy cache may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(directLoginRoutes);
  await app.register(ssoLoginRoutes);
  await app.register(customerSessionRoutes);
};
