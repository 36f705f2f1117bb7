import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ReadinessCheck = () => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds a dependency GET /readyz waits for (the database, Redis, storage, the job queue):
     * the check throws (or takes too long) while the dependency cannot serve.
     */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
    /** Runs every check at once: each `ok` or the reason it failed. */
    checkReadiness(): Promise<{ ready: boolean; checks: Record<string, string> }>;
  }
}

/** A check slower than this counts as failed: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: ReadinessCheck): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    check(),
    new Promise((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The reason a probe shows: the error's message, kept to one short line. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]!.slice(0, 200) ||
  'failed';

/** The registry of readiness checks; the database is always one (a round trip). */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, ReadinessCheck>();
    app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => {
      if (checks.has(name)) throw new Error(`readiness check ${name} is added twice`);
      checks.set(name, check);
    });
    // Read when a probe runs: the db plugin is registered after this one.
    app.addReadinessCheck('database', () => app.repos.systems.ping());
    app.decorate('checkReadiness', async () => {
      const entries = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await withTimeout(check);
            return [name, 'ok'] as const;
          } catch (error) {
            return [name, reasonOf(error)] as const;
          }
        }),
      );
      return {
        ready: entries.every(([, result]) => result === 'ok'),
        checks: Object.fromEntries(entries),
      };
    });
  },
  { name: 'readiness' },
);
