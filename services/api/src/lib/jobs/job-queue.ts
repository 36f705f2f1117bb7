import PgBoss from 'pg-boss';
import type { z } from 'zod';

/** pg-boss keeps its tables in this schema (beside the app's, not in its migrations). */
export const JOBS_SCHEMA = 'pgboss';
/** Every job that used all its retries is copied here; its worker records it (job_failures). */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';

/** One kind of job: its payload and how hard to try. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** The payload, checked when the job is sent and again when it is worked. */
  schema: S;
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before a retry (doubled, with jitter, each time when `retryBackoff`). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A try running longer than this fails (and is retried). */
  expireInSeconds?: number;
  /**
   * What of the payload a failure record keeps: only what is needed to look into it, never
   * message bodies, codes or names. Nothing when absent.
   */
  redact?(payload: z.infer<S>): Record<string, unknown>;
}

/** A definition with its payload type inferred (so `redact` sees the payload's fields). */
export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> =>
  definition;

export type JobCatalogue = Record<string, JobDefinition>;
export type JobName<C extends JobCatalogue> = keyof C & string;
export type JobPayload<C extends JobCatalogue, N extends JobName<C>> = z.infer<C[N]['schema']>;

export interface JobContext {
  id: string;
  /** 1 for the first try. */
  attempt: number;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

/** A job that will not be tried again. */
export interface JobFailure {
  queue: string;
  payload: Record<string, unknown>;
  error: string;
  attempts: number;
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one queued job with this key (pg-boss singletonKey). */
  singletonKey?: string;
}

/** Just what the queue logs; a Fastify/pino logger fits. */
export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobQueueOptions<C extends JobCatalogue> {
  /** PostgreSQL: a connection string (a small pool of the queue's own); PGlite: an executor. */
  connection: { connectionString: string; max?: number } | { db: PgBoss.Db };
  jobs: C;
  /** Records a job that used every retry (the dead-letter worker calls it). */
  onFailure: (failure: JobFailure) => Promise<void>;
  log: JobLogger;
  /** How often an idle worker looks for work (default 2 s); a send from this process wakes it. */
  pollingIntervalSeconds?: number;
}

/** What is stored as a job's data: the payload with the queue it was sent to. */
interface Envelope {
  queue: string;
  payload: unknown;
}

/**
 * The job port: typed job names and payloads over pg-boss, on PostgreSQL or on the app's PGlite.
 * Jobs are rows, so they survive restarts; a job is handed to one worker at a time (SKIP
 * LOCKED), so several replicas each working the queues run it once; a cron schedule is sent
 * once a minute slot across replicas. A handler that throws is retried (`retryLimit`,
 * `retryDelaySeconds`, `retryBackoff`); after the last try pg-boss copies the job to the dead
 * letter queue, whose worker hands it to `onFailure`.
 */
export class JobQueue<C extends JobCatalogue> {
  readonly #options: JobQueueOptions<C>;
  readonly #handlers = new Map<string, JobHandler<never>>();
  readonly #schedules = new Map<string, { cron: string; payload: unknown; tz: string }>();
  readonly #workerIds = new Map<string, string>();
  #boss: PgBoss | undefined;

  constructor(options: JobQueueOptions<C>) {
    this.#options = options;
  }

  /** The handler of one kind of job; it runs once `start({ workers: true })` has run. */
  work<N extends JobName<C>>(name: N, handler: JobHandler<JobPayload<C, N>>): void {
    if (!(name in this.#options.jobs)) throw new Error(`Unknown job ${name}`);
    this.#handlers.set(name, handler as JobHandler<never>);
  }

  /** A cron schedule (5 fields, time zone `tz`), sent by whichever replica's clock comes first. */
  schedule<N extends JobName<C>>(
    name: N,
    cron: string,
    payload: JobPayload<C, N>,
    tz = 'Asia/Ho_Chi_Minh',
  ): void {
    this.#schedules.set(name, { cron, payload, tz });
  }

  /**
   * Installs or upgrades pg-boss's schema when needed, creates the queues; with `workers`,
   * works every queue that has a handler, records dead letters and keeps the schedules.
   */
  async start({ workers }: { workers: boolean }): Promise<void> {
    if (this.#boss) return;
    const { connection, jobs, log } = this.#options;
    const boss = new PgBoss({
      ...connection,
      schema: JOBS_SCHEMA,
      application_name: 'brokerage-jobs',
      // Maintenance (expiring stuck tries, archiving) and cron only where jobs are worked.
      supervise: workers,
      schedule: workers,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.#boss = boss;

    await createQueues(boss.getDb(), jobs);
    if (!workers) return;

    const pollingIntervalSeconds = this.#options.pollingIntervalSeconds ?? 2;
    for (const [name, handler] of this.#handlers) {
      const id = await boss.work<Envelope>(
        name,
        { includeMetadata: true, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const attempt = job.retryCount + 1;
          try {
            const payload: unknown = jobs[name]!.schema.parse(job.data.payload);
            await handler(payload as never, { id: job.id, attempt });
          } catch (error) {
            log.warn(
              { queue: name, jobId: job.id, attempt, err: { message: messageOf(error) } },
              'job try failed',
            );
            throw error;
          }
        },
      );
      this.#workerIds.set(name, id);
    }
    await boss.work<Envelope>(
      DEAD_LETTER_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds },
      async ([job]) => {
        if (job) await this.#recordFailure(job);
      },
    );
    for (const [name, { cron, payload, tz }] of this.#schedules) {
      await boss.schedule(name, cron, { queue: name, payload } satisfies Envelope, { tz });
    }
  }

  async #recordFailure(job: PgBoss.JobWithMetadata<Envelope>): Promise<void> {
    const { queue, payload } = job.data;
    const definition = this.#options.jobs[queue];
    let kept: Record<string, unknown> = {};
    const parsed = definition?.schema.safeParse(payload);
    if (definition?.redact && parsed?.success) kept = definition.redact(parsed.data);
    const output = job.output as { message?: unknown } | null;
    const failure: JobFailure = {
      queue,
      payload: kept,
      error: typeof output?.message === 'string' ? output.message : 'unknown error',
      // The copy carries the original's retry limit: every retry and the first try were used.
      attempts: job.retryLimit + 1,
    };
    await this.#options.onFailure(failure);
    this.#options.log.error(
      { queue, attempts: failure.attempts, err: { message: failure.error } },
      'job failed for good',
    );
  }

  /**
   * Queues a job (checked against its schema first); its id, or null when a job with the same
   * `singletonKey` is already queued.
   */
  async send<N extends JobName<C>>(
    name: N,
    payload: JobPayload<C, N>,
    options: SendOptions = {},
  ): Promise<string | null> {
    const boss = this.#started();
    const checked: unknown = this.#options.jobs[name]!.schema.parse(payload);
    const id = await boss.send(name, { queue: name, payload: checked } satisfies Envelope, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    if (id === null) return null;
    // A worker in this process picks it up now instead of at its next poll.
    const workerId = this.#workerIds.get(name);
    if (workerId && !options.startAfter) boss.notifyWorker(workerId);
    return id;
  }

  /** Jobs by queue and state (created, retry, active, completed, cancelled, failed). */
  async counts(): Promise<{ queue: string; state: string; count: number }[]> {
    const { rows } = await this.#started()
      .getDb()
      .executeSql(
        `SELECT name AS queue, state::text AS state, count(*)::int AS count
           FROM ${JOBS_SCHEMA}.job GROUP BY name, state`,
        [],
      );
    return rows as { queue: string; state: string; count: number }[];
  }

  /** The cron schedules stored in the database (kept by whichever replica works the queues). */
  async schedules(): Promise<{ name: string; cron: string; tz: string | undefined }[]> {
    const stored = await this.#started().getSchedules();
    return stored.map(({ name, cron, options }) => ({ name, cron, tz: options?.tz }));
  }

  /** Readiness: the queue's tables answer. */
  async check(): Promise<void> {
    await this.#started().getDb().executeSql(`SELECT version FROM ${JOBS_SCHEMA}.version`, []);
  }

  /** Stops fetching, waits for the tries in progress (at most `timeoutMs`), closes its pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = undefined;
    this.#workerIds.clear();
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('The job queue is not started');
    return this.#boss;
  }
}

/** A SQL string literal (the names and options below are ours, but quoted all the same). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** PostgreSQL's "deadlock detected": it rolled one transaction back, which may be tried again. */
const DEADLOCK = '40P01';

/**
 * Creates (or updates) every queue. Another replica's pg-boss may be updating the same queue
 * rows at that moment (its monitor caches queue counts in one UPDATE, in its own row order),
 * and PostgreSQL then rolls one side back as a deadlock: the statements are idempotent, so that
 * side tries again (a few times, after a short random pause).
 */
async function createQueues(db: PgBoss.Db, jobs: JobCatalogue): Promise<void> {
  const sql = createQueuesSql(jobs);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.executeSql(sql, []);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

/**
 * Every queue in one implicit transaction (one simple-protocol text, so an error rolls it all
 * back and leaves no connection inside a failed block) under an advisory lock, so replicas
 * starting together do not race pg-boss's partition tables. A queue already holding the
 * current options is not updated, so its row is not locked at all.
 */
function createQueuesSql(jobs: JobCatalogue): string {
  const queues: [string, Record<string, unknown>][] = [
    // Recording a failure is retried too (the database may be away for a moment).
    [DEAD_LETTER_QUEUE, { policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true }],
    ...Object.entries(jobs).map(([name, job]): [string, Record<string, unknown>] => [
      name,
      {
        policy: 'standard',
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds ?? null,
        deadLetter: DEAD_LETTER_QUEUE,
      },
    ]),
  ];
  const statements = queues.flatMap(([name, options]) => {
    const value = (key: string) =>
      options[key] === null || options[key] === undefined ? 'NULL' : String(options[key]);
    const columns: [string, string][] = [
      ['retry_limit', value('retryLimit')],
      ['retry_delay', value('retryDelay')],
      ['retry_backoff', value('retryBackoff')],
      ['expire_seconds', value('expireInSeconds')],
      ['dead_letter', options.deadLetter ? literal(String(options.deadLetter)) : 'NULL'],
    ];
    return [
      `SELECT ${JOBS_SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json)`,
      // A queue made by an older release takes the current options.
      `UPDATE ${JOBS_SCHEMA}.queue SET ${columns.map(([c, v]) => `${c} = ${v}`).join(', ')},
         updated_on = now()
       WHERE name = ${literal(name)}
         AND (${columns.map(([c, v]) => `${c} IS DISTINCT FROM ${v}`).join(' OR ')})`,
    ];
  });
  return ["SELECT pg_advisory_xact_lock(hashtext('brokerage.jobs.queues'))", ...statements].join(
    ';\n',
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
