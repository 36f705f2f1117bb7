import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bondRegistrationEnabled } from '../../lib/bonds/products';
import { HttpError } from '../../lib/http/http-error';
import { noStore } from '../../lib/http/no-store';
import { bondOtpRoutes } from './otp';
import { bondProductRoutes } from './products';
import { bondRegistrationRoutes } from './registrations';

/**
 * Corporate-bond trading registration (issue 25, docs/bonds.md) under /api/v1/bonds. The
 * registration flow is behind the `bondRegistration` flag: while it is off every route here but
 * the products' GET answers 404 `feature_disabled`, before its body or token is looked at.
 */
export const bondsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Prices, inventory, codes and personal data: nothing here is for a shared cache.
  noStore(app);
  app.addHook('onRequest', async (request) => {
    const products =
      request.method === 'GET' && request.routeOptions.url?.startsWith(`${app.prefix}/products`);
    if (products) return;
    if (!(await bondRegistrationEnabled(app))) throw new HttpError(404, 'feature_disabled');
  });
  await app.register(bondProductRoutes);
  await app.register(bondOtpRoutes);
  await app.register(bondRegistrationRoutes);
};
