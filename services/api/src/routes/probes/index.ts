import type { FastifyInstance } from 'fastify';

/**
 * Probes at the root of the API's listener, for the launcher, the orchestrator and Prometheus
 * (the proxy forwards only /api/*, so none of these is public). Never rate limited, open
 * during maintenance (maintenance.ts), not in the OpenAPI document; /api/v1/health stays.
 */
export async function probeRoutes(app: FastifyInstance) {
  const probe = { config: { rateLimit: false }, schema: { hide: true } } as const;

  /** Liveness: the process runs and answers. Nothing external is checked. */
  app.get('/healthz', probe, async () => ({ status: 'ok' }));

  /** Readiness: every dependency answers (the database, Redis, storage, jobs…). */
  app.get('/readyz', probe, async (_request, reply) => {
    const { ready, checks } = await app.checkReadiness();
    if (ready) return { status: 'ready', checks };
    return reply.code(503).send({ status: 'unready', checks });
  });

  app.get('/metrics', probe, async (_request, reply) => {
    const text = await app.metrics.metrics();
    return reply.type(app.metrics.contentType).send(text);
  });
}
