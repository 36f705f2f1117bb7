import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { BoardSeedSchema } from '@brokerage/shared/validation/board.ts';
import { BoardSeedQuerySchema } from '@brokerage/shared/validation/marketApi.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS, NOT_FOUND, PUBLIC_CONTENT } from '../../lib/http/route-schemas';
import type { MarketData } from './market-data';

/**
 * `GET /stock-quotes/board-seed`: what the price board starts a session from (contract
 * `BoardSeed`). Every listed company and live covered warrant with the session's reference and
 * band, and, for a stored session, its stored day.
 */
export function boardSeedRoutes(market: MarketData): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stock-quotes/board-seed',
      {
        config: PUBLIC_CONTENT,
        schema: {
          tags: ['market'],
          summary:
            'The price board’s start of a session: references, bands, shares, foreign room, 20-session average volume, index membership, warrant terms; the stored day when the session is in the dataset',
          description:
            '`session_date=latest` (default) is the last stored session. A trading day after the dataset is a new session from the last stored close (no `day`). A day before the dataset or not a trading day is 404 `session_not_found`. Covered-warrant references are derived (intrinsic value plus a time value shrinking to maturity); foreign room follows a 30 % (banks) / 49 % limit.',
          querystring: LocaleQuerySchema.extend(BoardSeedQuerySchema.shape),
          response: { 200: dataEnvelope(BoardSeedSchema), ...COMMON_ERRORS, ...NOT_FOUND },
        },
      },
      async (request) => {
        const snapshot = await market.snapshot();
        const seed = snapshot.boardSeed(request.query.session_date);
        if (!seed) throw new HttpError(404, 'session_not_found', { field: 'session_date' });
        return { data: await seed };
      },
    );
  };
}
