import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBodySchema,
  LocaleQuerySchema,
  dataEnvelope,
} from '@brokerage/shared/validation/common.ts';
import {
  WATCHLIST_LIMITS,
  WatchlistAddSymbolBodySchema,
  WatchlistCreateBodySchema,
  WatchlistIdParamsSchema,
  WatchlistOrderBodySchema,
  WatchlistSchema,
  WatchlistSymbolParamsSchema,
  WatchlistUpdateBodySchema,
  type Watchlist,
} from '@brokerage/shared/validation/watchlists.ts';
import { sessionOf } from '../../plugins/app/customer-auth';
import { HttpError } from '../../lib/http/http-error';
import { noStore } from '../../lib/http/no-store';
import {
  COMMON_ERRORS,
  CUSTOMER_SECURITY,
  NO_CONTENT,
  UNAUTHORIZED,
} from '../../lib/http/route-schemas';
import { WatchlistRefusal, type WatchlistRow } from '../../repositories/watchlists';
import { marketDataOf } from '../market/market-data';

const TAG = 'watchlists';

const present = (row: WatchlistRow): Watchlist => ({
  id: row.id,
  name: row.name,
  symbols: row.symbols,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const NOT_FOUND_LIST = {
  404: ApiErrorBodySchema.describe('`watchlist_not_found`: no list of this customer’s by that id'),
};
const LIMITS = {
  422: ApiErrorBodySchema.describe(
    `\`watchlist_limit\` (${WATCHLIST_LIMITS.lists} lists) or \`watchlist_full\` (${WATCHLIST_LIMITS.symbols} symbols, field \`symbols\` or \`symbol\`)`,
  ),
};

/** The refusal as the customer reads it, on the field it concerns. */
function refused(error: unknown, field = 'symbols'): never {
  if (!(error instanceof WatchlistRefusal)) throw error;
  switch (error.reason) {
    case 'missing':
      throw new HttpError(404, 'watchlist_not_found');
    case 'lists':
      throw new HttpError(422, 'watchlist_limit', { params: { max: WATCHLIST_LIMITS.lists } });
    case 'symbols':
      throw new HttpError(422, 'watchlist_full', {
        field,
        params: { max: WATCHLIST_LIMITS.symbols },
      });
    case 'order':
      throw new HttpError(400, 'watchlist_order_invalid', { field: 'ids' });
  }
}

/**
 * Symbols the market knows (a company or a covered warrant of the dataset): every unknown one
 * is refused at once on `field`, naming them, before anything is stored.
 */
async function assertKnown(app: FastifyInstance, symbols: readonly string[], field: string) {
  if (symbols.length === 0) return;
  const snapshot = await (await marketDataOf(app)).snapshot();
  const warrants = new Set(snapshot.warrants.map((warrant) => warrant.code));
  const unknown = symbols.filter((s) => !snapshot.companies.has(s) && !warrants.has(s));
  if (unknown.length > 0)
    throw new HttpError(400, 'watchlist_symbol_unknown', {
      field,
      params: { symbols: unknown.slice(0, 5).join(', ') },
      wireParams: { symbols: unknown.join(',') },
    });
}

/**
 * A logged-in customer's watchlists (issue 27 item 2) under /api/v1/watchlists: every route
 * needs the customer's bearer token and reaches only the customer's own lists (someone else's
 * id answers 404 like a missing one).
 */
export const watchlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const common = {
    onRequest: app.customerAuth.required,
  };
  const errors = { ...COMMON_ERRORS, ...UNAUTHORIZED };

  app.get(
    '/',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'The customer’s watchlists, in their order',
        security: CUSTOMER_SECURITY,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(z.array(WatchlistSchema)), ...errors },
      },
    },
    async (request) => {
      const rows = await app.repos.watchlists.list(sessionOf(request).customer.id);
      return { data: rows.map(present) };
    },
  );

  app.post(
    '/',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: `Create a watchlist (at most ${WATCHLIST_LIMITS.lists}, each of at most ${WATCHLIST_LIMITS.symbols} symbols)`,
        description:
          'The name is plain text (markup is kept as text). Symbols are upper-cased, each once, in the order given; an unknown one is a 400 `watchlist_symbol_unknown` on `symbols` naming it.',
        security: CUSTOMER_SECURITY,
        querystring: LocaleQuerySchema,
        body: WatchlistCreateBodySchema,
        response: { 201: dataEnvelope(WatchlistSchema), ...errors, ...LIMITS },
      },
    },
    async (request, reply) => {
      const { name, symbols } = request.body;
      await assertKnown(app, symbols, 'symbols');
      const customerId = sessionOf(request).customer.id;
      const row = await app.repos.watchlists
        .create(customerId, { name, symbols }, app.now())
        .catch((error: unknown) => refused(error));
      return reply.status(201).send({ data: present(row) });
    },
  );

  app.put(
    '/order',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Put the customer’s watchlists in a new order',
        description:
          '`ids` names every list of the customer’s once, in the new order (400 `watchlist_order_invalid` otherwise).',
        security: CUSTOMER_SECURITY,
        querystring: LocaleQuerySchema,
        body: WatchlistOrderBodySchema,
        response: { 200: dataEnvelope(z.array(WatchlistSchema)), ...errors },
      },
    },
    async (request) => {
      const customerId = sessionOf(request).customer.id;
      const rows = await app.repos.watchlists
        .reorder(customerId, request.body.ids)
        .catch((error: unknown) => refused(error));
      return { data: rows.map(present) };
    },
  );

  app.patch(
    '/:id',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Rename a watchlist, or give its symbols (a new order, or a new set)',
        security: CUSTOMER_SECURITY,
        params: WatchlistIdParamsSchema,
        querystring: LocaleQuerySchema,
        body: WatchlistUpdateBodySchema,
        response: { 200: dataEnvelope(WatchlistSchema), ...errors, ...NOT_FOUND_LIST, ...LIMITS },
      },
    },
    async (request) => {
      const { name, symbols } = request.body;
      if (symbols) await assertKnown(app, symbols, 'symbols');
      const customerId = sessionOf(request).customer.id;
      const change = { ...(name !== undefined ? { name } : {}), ...(symbols ? { symbols } : {}) };
      const row = await app.repos.watchlists
        .update(customerId, request.params.id, () => change, app.now())
        .catch((error: unknown) => refused(error));
      return { data: present(row) };
    },
  );

  app.delete(
    '/:id',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Delete a watchlist',
        security: CUSTOMER_SECURITY,
        params: WatchlistIdParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 204: NO_CONTENT, ...errors, ...NOT_FOUND_LIST },
      },
    },
    async (request, reply) => {
      const customerId = sessionOf(request).customer.id;
      if (!(await app.repos.watchlists.remove(customerId, request.params.id)))
        throw new HttpError(404, 'watchlist_not_found');
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/symbols',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Add a symbol at the end of a watchlist (already there: unchanged)',
        security: CUSTOMER_SECURITY,
        params: WatchlistIdParamsSchema,
        querystring: LocaleQuerySchema,
        body: WatchlistAddSymbolBodySchema,
        response: { 200: dataEnvelope(WatchlistSchema), ...errors, ...NOT_FOUND_LIST, ...LIMITS },
      },
    },
    async (request) => {
      const { symbol } = request.body;
      await assertKnown(app, [symbol], 'symbol');
      const customerId = sessionOf(request).customer.id;
      const row = await app.repos.watchlists
        .update(
          customerId,
          request.params.id,
          (list) => ({
            symbols: list.symbols.includes(symbol) ? list.symbols : [...list.symbols, symbol],
          }),
          app.now(),
        )
        .catch((error: unknown) => refused(error, 'symbol'));
      return { data: present(row) };
    },
  );

  app.delete(
    '/:id/symbols/:symbol',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Take a symbol off a watchlist (not there: unchanged)',
        security: CUSTOMER_SECURITY,
        params: WatchlistSymbolParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: dataEnvelope(WatchlistSchema), ...errors, ...NOT_FOUND_LIST },
      },
    },
    async (request) => {
      const { id, symbol } = request.params;
      const customerId = sessionOf(request).customer.id;
      const row = await app.repos.watchlists
        .update(
          customerId,
          id,
          (list) => ({ symbols: list.symbols.filter((s) => s !== symbol) }),
          app.now(),
        )
        .catch((error: unknown) => refused(error));
      return { data: present(row) };
    },
  );
};
