import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHttpMetrics, createPeerAllowList } from '@brokerage/shared/server/observability.ts';
import { Gauge, type Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (GET /metrics); other plugins add their gauges to it. */
    metrics: Registry;
  }
}

/** The route label of a request no route matched (404s): never the raw URL. */
export const UNMATCHED = 'unmatched';

/** The scrape route (routes/probes). */
const METRICS_ROUTE = '/metrics';

interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Request counts and durations by route pattern, the database pool, and the process's default
 * metrics, in a registry of this app's own (two apps in one test process do not share one).
 * GET /metrics answers loopback and METRICS_ALLOW only, as the proxy's and the board's do.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    // prom-client's buckets (5 ms to 10 s): an API answer is mostly a few ms, a report PDF or a
    // slow query up to seconds.
    const http = createHttpMetrics();
    const { registry } = http;
    app.decorate('metrics', registry);

    // The TCP peer, not `request.ip`: a scraper connects directly, and X-Forwarded-For is what
    // a client says. Anyone else gets the 404 of an unknown route: nothing says it is here.
    const mayScrape = createPeerAllowList(app.config.metricsAllow);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === METRICS_ROUTE && !mayScrape(request.socket.remoteAddress)) {
        return reply.callNotFound();
      }
    });

    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state (PostgreSQL pool; the embedded PGlite is one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        // Read at scrape time: the db plugin is registered after this one.
        const { database } = app;
        if (!database) return;
        const pool: PoolFigures =
          database.driver === 'pg'
            ? ((database.db as unknown as { $client: PoolFigures }).$client ?? zeroPool)
            : { totalCount: 1, idleCount: 1, waitingCount: 0 };
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      http.observe(
        request.method,
        request.routeOptions.url ?? UNMATCHED,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics' },
);

const zeroPool: PoolFigures = { totalCount: 0, idleCount: 0, waitingCount: 0 };
