/**
 * Keeps one service running: a service that dies after it has been healthy is restarted with
 * exponential backoff (1 s, 2 s, 4 s … 30 s), and the reason is logged each time. Meanwhile
 * the proxy answers its maintenance page for whatever the service served.
 *
 * A service that dies before it was ever healthy is not retried: that is a configuration
 * error, a busy port or a broken build, which a restart will not fix, so the launcher stops
 * with the service's own error on screen. Nor is a service that keeps dying: after
 * `maxCrashes` crashes in a row (none lasting `stableMs`) the supervisor gives up too.
 */
import { constants } from 'node:os';
import { sleep, type ExitInfo, type ManagedProcess } from './process';

export interface SupervisorOptions {
  name: string;
  start: () => ManagedProcess;
  /** Called once when the supervisor will not restart the service; the launcher stops. */
  onFatal: (reason: string) => void;
  log: { warn(message: string): void; info(message: string): void };
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A run at least this long counts as recovered: the backoff starts again from the top. */
  stableMs?: number;
  maxCrashes?: number;
}

/** How a process ended; a wrapper (tsx) relays its child's fatal signal as 128 + signal. */
export function describeExit({ code, signal }: ExitInfo): string {
  if (signal) return `was killed by ${signal}`;
  const relayed =
    code !== null && code > 128
      ? Object.entries(constants.signals).find(([, n]) => n === code - 128)?.[0]
      : undefined;
  return relayed ? `exited with code ${code} (${relayed})` : `exited with code ${code}`;
}

export class Supervisor {
  readonly name: string;
  #current: ManagedProcess;
  #startedAt = Date.now();
  #ready = false;
  #stopping = false;
  #fatal = false;
  #crashes = 0;
  #restarts = 0;
  /** Wakes a backoff wait early when the launcher stops. */
  #cancelWait: (() => void) | undefined;
  readonly #options: Required<Omit<SupervisorOptions, 'name' | 'start' | 'onFatal' | 'log'>> &
    SupervisorOptions;

  constructor(options: SupervisorOptions) {
    this.name = options.name;
    this.#options = {
      initialDelayMs: 1_000,
      maxDelayMs: 30_000,
      stableMs: 60_000,
      maxCrashes: 10,
      ...options,
    };
    this.#current = this.#spawn();
  }

  /** The process running now (or the last one, while a restart waits). */
  get current(): ManagedProcess {
    return this.#current;
  }

  /** How many times the service has been restarted. */
  get restarts(): number {
    return this.#restarts;
  }

  /** True once the supervisor has given up (or the first run died before it was ready). */
  get failed(): boolean {
    return this.#fatal;
  }

  /** The service answered its health check: from now on a crash is restarted. */
  markReady(): void {
    this.#ready = true;
  }

  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    this.#cancelWait?.();
    await this.#current.stop(graceMs);
  }

  /** Synchronous SIGKILL for `process.on('exit')`. */
  kill(): void {
    this.#stopping = true;
    this.#current.kill();
  }

  #spawn(): ManagedProcess {
    const proc = this.#options.start();
    this.#startedAt = Date.now();
    void proc.exited.then((info) => this.#onExit(info));
    return proc;
  }

  async #onExit(info: ExitInfo): Promise<void> {
    if (this.#stopping) return;
    const { name, log } = this.#options;
    const how = describeExit(info);
    if (!this.#ready) {
      this.#giveUp(`${name} ${how} before it was ready`);
      return;
    }
    const ranMs = Date.now() - this.#startedAt;
    this.#crashes = ranMs >= this.#options.stableMs ? 1 : this.#crashes + 1;
    if (this.#crashes > this.#options.maxCrashes) {
      this.#giveUp(`${name} ${how}; it crashed ${this.#crashes - 1} times in a row, giving up`);
      return;
    }
    const delay = Math.min(
      this.#options.initialDelayMs * 2 ** (this.#crashes - 1),
      this.#options.maxDelayMs,
    );
    log.warn(
      `${name} ${how} after ${formatDuration(ranMs)}; restarting in ${formatDuration(delay)} ` +
        `(attempt ${this.#crashes} of ${this.#options.maxCrashes})`,
    );
    await new Promise<void>((resolve) => {
      this.#cancelWait = resolve;
      void sleep(delay).then(resolve);
    });
    this.#cancelWait = undefined;
    if (this.#stopping) return;
    this.#restarts += 1;
    this.#current = this.#spawn();
    log.info(`${name} restarted (pid ${this.#current.pid})`);
  }

  #giveUp(reason: string): void {
    if (this.#fatal) return;
    this.#fatal = true;
    this.#options.onFatal(reason);
  }
}

function formatDuration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}
