import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { INVALID_CHARACTERS } from '@brokerage/shared/validation/codes.ts';
import { findControlCharacter } from '@brokerage/shared/validation/text.ts';
import { HttpError } from '../../lib/http/http-error';

/**
 * The shared schemas refuse control characters field by field; this refuses them in whatever
 * a schema does not name (extra query keys, routes without a body schema), before any handler
 * or database sees them: 400 `invalid_characters` on the field, never a 500 from PostgreSQL.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const source of [request.params, request.query, request.body]) {
        const found = findControlCharacter(source);
        if (found) {
          throw new HttpError(400, INVALID_CHARACTERS, {
            ...(found.length > 0 ? { field: found.join('.') } : {}),
          });
        }
      }
    });
  },
  { name: 'input-guard' },
);
