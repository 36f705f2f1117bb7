import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http/http-error';

/** Health and the listener's probes (routes/probes): orchestrators see through maintenance. */
const ALWAYS_OPEN = /^\/(api\/v1\/health|healthz|readyz|metrics)(\/|\?|$)/;

/** MAINTENANCE_MODE: every route but health and the probes answers 503 `maintenance`. */
export const maintenancePlugin = fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    if (!config.maintenanceMode) return;
    const retryAfter = String(config.maintenanceRetryAfter);
    app.addHook('onRequest', async (request) => {
      if (ALWAYS_OPEN.test(request.url)) return;
      throw new HttpError(503, 'maintenance', { headers: { 'retry-after': retryAfter } });
    });
  },
  { name: 'maintenance' },
);
