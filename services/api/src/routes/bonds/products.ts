import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import { BondProductSchema } from '@brokerage/shared/validation/bonds.ts';
import { presentProduct, tpdnPath, tradingToday } from '../../lib/bonds/products';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { TAG } from './shared';

const PRICES =
  'Prices are today’s (Vietnam date of the server clock): the trade date is today when it is a trading day, else the next one; settlement is T+2 trading days (`bonds/calc.ts` settlementDate); the buy and sell prices are `priceAtYield` at the product’s quote yields (Actual/365). The remaining quantity changes with every booking, so the answer is not cached.';

/** `bonds/products`: the bonds on offer with today's prices (readable with the flag off). */
export const bondProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: [TAG],
        summary: 'Corporate bonds on offer, with today’s prices and the quantity left',
        description: PRICES,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(z.array(BondProductSchema)), ...COMMON_ERRORS },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const [rows, slug] = await Promise.all([
        app.repos.bonds.listProducts(locale),
        app.repos.bonds.tpdnPageSlug(locale),
      ]);
      const today = tradingToday(app);
      return { data: rows.map((row) => presentProduct(row, today, tpdnPath(slug, locale))) };
    },
  );

  app.get(
    '/products/:code',
    {
      schema: {
        tags: [TAG],
        summary: 'One corporate bond with today’s prices',
        description: PRICES,
        params: z.object({ code: z.string().trim().min(1).max(32) }),
        querystring: LocaleQuerySchema,
        response: {
          200: dataEnvelope(BondProductSchema),
          ...COMMON_ERRORS,
          404: ApiErrorBodySchema.describe('`bond_not_found`'),
        },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const row = await app.repos.bonds.findProduct(request.params.code.toUpperCase(), locale);
      if (!row) throw new HttpError(404, 'bond_not_found');
      const slug = await app.repos.bonds.tpdnPageSlug(locale);
      return { data: presentProduct(row, tradingToday(app), tpdnPath(slug, locale)) };
    },
  );
};
