import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../lib/http/no-store';
import { directLoginRoutes } from './direct-login';
import { customerSessionRoutes } from './session';
import { ssoLoginRoutes } from './sso-login';

/** Customer accounts (contracts.md "Customer accounts and SSO"): logins, profile, log-out. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  await app.register(directLoginRoutes);
  await app.register(ssoLoginRoutes);
  await app.register(customerSessionRoutes);
};
