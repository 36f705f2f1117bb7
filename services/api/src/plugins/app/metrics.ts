import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (GET /metrics); other plugins add their gauges to it. */
    metrics: Registry;
  }
}

/** The route label of a request no route matched (404s): never the raw URL. */
export const UNMATCHED = 'unmatched';

/** Seconds; an API answer is mostly a few ms, a report PDF or a slow query up to seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Request counts and durations by route pattern, the database pool, and the process's default
 * metrics, in a registry of this app's own (two apps in one test process do not share one).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', registry);

    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
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
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);

const zeroPool: PoolFigures = { totalCount: 0, idleCount: 0, waitingCount: 0 };
