import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema, LocaleQuerySchema } from '@brokerage/shared/validation/common.ts';
import { EKYC_STEPS, type EkycStepName } from '@brokerage/shared/validation/ekyc/codes.ts';
import {
  HandoffBodySchema,
  HandoffRedeemSchema,
} from '@brokerage/shared/validation/ekyc/schemas.ts';
import { HttpError } from '../../lib/http/http-error';
import { COMMON_ERRORS } from '../../lib/http/route-schemas';
import { formRateLimit } from '../../lib/security/form-rate-limit';
import { hashToken, newOpaqueToken } from '../../lib/security/tokens';
import { CASE_ERRORS, HandoffSchema, RedeemedSchema, TAG } from './answers';
import { EKYC_SECURITY, TokenHeadersSchema, assertStep, openCase } from './access';

/** How long a hand-over link works (once). */
export const HANDOFF_TTL_MS = 10 * 60_000;
/** A case can be handed over until it is completed. */
const OPEN_STEPS: readonly EkycStepName[] = EKYC_STEPS.filter((s) => s !== 'completed');

/** The code's hash names its entry in the shared state, whose value is the case's uuid. */
const handoffKey = (code: string) => `ekyc:handoff:${hashToken(code)}`;

const invalid = () => new HttpError(400, 'handoff_invalid', { field: 'code' });

/**
 * Going on with a case on a phone (a computer without a camera): a random code, single use
 * and short-lived, kept hashed in the shared state; redeeming it gives that device a token of
 * its own for the case (the first device keeps its own).
 */
export const ekycHandoffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/handoff',
    {
      config: formRateLimit(app),
      schema: {
        tags: [TAG],
        summary:
          'A link (for a QR code) to go on with this case on a phone, valid 10 minutes, once',
        security: EKYC_SECURITY,
        headers: TokenHeadersSchema,
        querystring: LocaleQuerySchema,
        body: HandoffBodySchema,
        response: { 200: HandoffSchema, ...CASE_ERRORS },
      },
    },
    async (request) => {
      const row = await openCase(app, request, request.body.uuid);
      assertStep(row, OPEN_STEPS);
      const code = randomBytes(24).toString('base64url');
      const expiresAt = new Date(app.now().getTime() + HANDOFF_TTL_MS);
      // The end travels with the value: the store's own TTL (Redis) keeps another clock.
      await app.state.set(handoffKey(code), `${row.id} ${expiresAt.getTime()}`, HANDOFF_TTL_MS);
      const path = request.query.locale === 'en' ? '/en/ekyc' : '/ekyc';
      return {
        data: {
          url: `${app.config.publicUrl}${path}?handoff=${code}`,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/handoff/redeem',
    {
      config: formRateLimit(app),
      schema: {
        tags: [TAG],
        summary: 'Use a hand-over code (once): the case and a token for this device',
        querystring: LocaleQuerySchema,
        body: HandoffRedeemSchema,
        response: {
          200: RedeemedSchema,
          ...COMMON_ERRORS,
          400: ApiErrorBodySchema.describe('`handoff_invalid`: unknown, used or expired code'),
        },
      },
    },
    async (request) => {
      const [uuid, end] = (await app.state.take(handoffKey(request.body.code)))?.split(' ') ?? [];
      if (!uuid || !(Number(end) > app.now().getTime())) throw invalid();
      const row = await app.repos.ekyc.findCase(uuid);
      if (!row || row.expiresAt <= app.now() || !OPEN_STEPS.includes(row.step)) throw invalid();
      const token = newOpaqueToken();
      const updated = await app.repos.ekyc.updateCase(uuid, OPEN_STEPS, {
        handoffTokenHash: hashToken(token),
        updatedAt: app.now(),
      });
      if (!updated) throw invalid();
      return { data: { uuid, token, step: updated.step } };
    },
  );
};
