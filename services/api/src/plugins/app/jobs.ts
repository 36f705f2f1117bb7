import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import { purgeEkycCases } from '../../lib/ekyc/retention';
import {
  type ApiJobs,
  EKYC_RETENTION_CRON,
  JOBS,
  RECRUITMENT_REMINDERS_CRON,
  RETENTION_CRON,
} from '../../lib/jobs/catalogue';
import { JobQueue, type JobQueueOptions } from '../../lib/jobs/job-queue';
import { pgliteExecutor } from '../../lib/jobs/pglite-executor';
import { sendDueReminders } from '../../lib/recruitment/reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (lib/jobs): `app.jobs.send('mail.send', …)`; workers by JOBS_WORKERS. */
    jobs: JobQueue<ApiJobs>;
  }
}

export interface JobsPluginOptions {
  config: AppConfig;
  /** How often an idle worker polls (tests: shorter); default 2 s. */
  pollingIntervalSeconds?: number;
}

/**
 * The queue on the app's database: PostgreSQL through a small pool of its own (DATABASE_URL),
 * the embedded PGlite through the app's client. Started when the app is ready (queues created,
 * schema installed on first start); with JOBS_WORKERS it also works the queues, records dead
 * letters in job_failures and keeps the daily retention schedule.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, { config, pollingIntervalSeconds }) => {
    const queue = new JobQueue({
      connection: connectionOf(app, config),
      jobs: JOBS,
      log: app.log,
      pollingIntervalSeconds,
      onFailure: ({ queue: name, payload, error, attempts }) =>
        app.repos.jobFailures.record({
          queue: name,
          payload,
          error,
          attempts,
          failedAt: app.now(),
        }),
    });
    app.decorate('jobs', queue);

    queue.work('retention.daily', async () => {
      const report = await app.repos.retention.purge(app.now());
      app.log.info({ deleted: report }, 'retention: expired rows deleted');
    });
    queue.schedule('retention.daily', RETENTION_CRON, {});
    queue.work('ekyc.retention', async () => {
      const report = await purgeEkycCases({
        repo: app.repos.ekyc,
        // Read when the job runs: the storage plugin comes after this one.
        storage: app.storage,
        now: app.now(),
        retentionDays: config.ekyc.retentionDays,
      });
      app.log.info({ deleted: report }, 'ekyc retention: cases and files deleted');
    });
    queue.schedule('ekyc.retention', EKYC_RETENTION_CRON, {});
    queue.work('recruitment.reminders', async () => {
      const sent = await sendDueReminders(app, app.now());
      if (sent > 0) app.log.info({ sent }, 'recruitment reminders queued');
    });
    queue.schedule('recruitment.reminders', RECRUITMENT_REMINDERS_CRON, {});

    app.addHook('onReady', async () => {
      // Registered now, whatever order app.ts gives the probes and metrics plugins.
      if (app.hasDecorator('addReadinessCheck')) {
        (app as unknown as ProbeApp).addReadinessCheck('jobs', () => queue.check());
      }
      if (app.hasDecorator('metrics')) addQueueGauge((app as unknown as MetricsApp).metrics, queue);
      await queue.start({ workers: config.jobsWorkers });
    });
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['db', 'repositories'] },
);

interface ProbeApp {
  addReadinessCheck(name: string, check: () => Promise<unknown>): void;
}
interface MetricsApp {
  metrics: Registry;
}

function connectionOf(
  app: FastifyInstance,
  config: AppConfig,
): JobQueueOptions<ApiJobs>['connection'] {
  const { database } = app;
  if (database.driver === 'pglite') {
    return { db: pgliteExecutor((database.db as unknown as { $client: PGlite }).$client) };
  }
  if (config.databaseUrl) return { connectionString: config.databaseUrl, max: 4 };
  // A PostgreSQL database handed over without its URL (tests): through its pool.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return { db: { executeSql: (text, values) => pool.query(text, values) } };
}

/** `jobs_queue_jobs{queue,state}`, read from the queue tables when /metrics is scraped. */
function addQueueGauge(registry: Registry, queue: JobQueue<ApiJobs>): void {
  new Gauge({
    name: 'jobs_queue_jobs',
    help: 'Jobs by queue and state (created, retry, active, completed, cancelled, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await queue.counts().catch(() => []);
      this.reset();
      for (const { queue: name, state, count } of counts) this.set({ queue: name, state }, count);
    },
  });
}
