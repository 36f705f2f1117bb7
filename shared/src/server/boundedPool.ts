/**
 * A bounded pool for work that costs a core while it runs (password hashing, issue 20): at most
 * `concurrency` tasks at once, at most `queue` more waiting, and whoever finds no place is
 * refused at once, before any work is done, so a burst costs its excess nothing and the event
 * loop keeps serving every other route.
 *
 * A place is taken with `admit` (synchronous, so parallel callers see each other) before the
 * caller does anything else, and held until its task has run or it is released. Fairness:
 * - a quarter of the queue (or `reserved` places) is kept for `priority` callers (a login from a
 *   known device), so a flood of strangers never shuts the owner out;
 * - one key (a client network, see clientNetwork.ts) holds at most `perNetwork` places among
 *   the ordinary callers, and as many among the priority ones, so one source cannot fill the queue;
 * - waiting priority tasks start before waiting ordinary ones; each kind in arrival order.
 *
 * A queue is full by time as well as by count: with `maxWaitMs`, a caller whose task would
 * likely wait longer than that for a running slot (the tasks ahead of it times their mean run
 * time) is refused too. A login queued longer than the proxy's upstream timeout would be
 * answered 503 by the proxy and its hash done for nobody; refused at once, it gets a 429 with a
 * Retry-After it can use.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

export interface BoundedPoolOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks admitted beyond those, waiting their turn (0: none wait). */
  queue: number;
  /** Places (running or waiting) one key may hold, of each kind. */
  perNetwork: number;
  /** Longest likely wait for a running slot a caller is admitted to (ms); none when unset. */
  maxWaitMs?: number;
  /** Places only priority callers may take: a quarter of the queue unless given (0: none). */
  reserved?: number;
  /** The clock that times tasks (ms); tests give their own. */
  now?: () => number;
}

/** A core for each task, but one left to the event loop that serves everything else. */
export const defaultConcurrency = (): number => Math.max(1, availableParallelism() - 1);

/** A place in the pool: run one task in it, or give it back. */
export interface PoolTicket {
  /** Waits for a running slot, runs `task` and gives the place back. Once per ticket. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back without running (again after `run`: nothing happens). */
  release(): void;
}

/** What `admit` is asked for. */
export interface Admission {
  /** The caller's key for the per-key share, e.g. its /24. */
  key: string;
  /** May take the places kept for priority callers, and goes first. */
  priority?: boolean;
}

export class PoolFullError extends Error {
  override name = 'PoolFullError';
  constructor(readonly retryAfterSeconds: number) {
    super('the pool is full');
  }
}

/** Running slots are handed straight to a waiter, so no newcomer can slip in between. */
type Wake = () => void;

export class BoundedPool {
  #admitted = 0;
  /** Admitted priority callers (running or waiting): the only ones ahead of a priority caller. */
  #admittedPriority = 0;
  #running = 0;
  readonly #held = { ordinary: new Map<string, number>(), priority: new Map<string, number>() };
  readonly #waiting: { ordinary: Wake[]; priority: Wake[] } = { ordinary: [], priority: [] };
  /** Mean run time of a task (ms), for Retry-After; a first guess until tasks have run. */
  #meanMs = 50;

  readonly #now: () => number;

  constructor(readonly options: BoundedPoolOptions) {
    this.#now = options.now ?? (() => performance.now());
  }

  /** Places kept for priority callers: a quarter of the queue unless the options say. */
  get reserved(): number {
    return this.options.reserved ?? Math.ceil(this.options.queue / 4);
  }

  /** Tasks admitted (running or waiting) and running now. */
  get load(): { admitted: number; running: number } {
    return { admitted: this.#admitted, running: this.#running };
  }

  /** A place, or undefined when there is none for this caller: refuse it, nothing was done. */
  admit({ key, priority = false }: Admission): PoolTicket | undefined {
    const places = this.options.concurrency + this.options.queue;
    if (this.#admitted >= (priority ? places : places - this.reserved)) return undefined;
    const { maxWaitMs } = this.options;
    if (maxWaitMs !== undefined && this.#likelyWaitMs(priority) > maxWaitMs) return undefined;
    const held = priority ? this.#held.priority : this.#held.ordinary;
    const mine = held.get(key) ?? 0;
    if (mine >= this.options.perNetwork) return undefined;
    this.#admitted += 1;
    if (priority) this.#admittedPriority += 1;
    held.set(key, mine + 1);

    let state: 'admitted' | 'running' | 'done' = 'admitted';
    const free = () => {
      if (state === 'done') return;
      state = 'done';
      this.#admitted -= 1;
      if (priority) this.#admittedPriority -= 1;
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
    };
    return {
      run: async <T>(task: () => Promise<T>): Promise<T> => {
        if (state !== 'admitted') throw new Error('a pool ticket runs one task, once');
        state = 'running';
        if (this.#running < this.options.concurrency) this.#running += 1;
        else
          await new Promise<void>((wake) =>
            (priority ? this.#waiting.priority : this.#waiting.ordinary).push(wake),
          );
        const started = this.#now();
        try {
          return await task();
        } finally {
          this.#meanMs = 0.8 * this.#meanMs + 0.2 * (this.#now() - started);
          free();
          this.#running -= 1;
          this.#wakeNext();
        }
      },
      release: () => {
        // A ticket that is running gives its place back when its task ends.
        if (state === 'admitted') free();
      },
    };
  }

  /** Admits, runs and releases; throws PoolFullError when there is no place. */
  async run<T>(task: () => Promise<T>, admission: Admission): Promise<T> {
    const ticket = this.admit(admission);
    if (!ticket) throw new PoolFullError(this.retryAfterSeconds());
    return ticket.run(task);
  }

  /** Seconds until the tasks admitted now have likely run (at least 1): a refusal's Retry-After. */
  retryAfterSeconds(): number {
    const ms = (this.#admitted / this.options.concurrency) * this.#meanMs;
    return Math.max(1, Math.ceil(ms / 1000));
  }

  /**
   * How long a caller admitted now would likely wait for a running slot: the tasks ahead of it
   * (every admitted one for an ordinary caller; for a priority caller the priority ones and at
   * most a slot's worth of running ordinary ones) in rounds of `concurrency`, a mean run each.
   */
  #likelyWaitMs(priority: boolean): number {
    const { concurrency } = this.options;
    const ahead = priority
      ? this.#admittedPriority + Math.min(this.#admitted - this.#admittedPriority, concurrency)
      : this.#admitted;
    return Math.floor(ahead / concurrency) * this.#meanMs;
  }

  #wakeNext(): void {
    while (this.#running < this.options.concurrency) {
      const wake = this.#waiting.priority.shift() ?? this.#waiting.ordinary.shift();
      if (!wake) return;
      this.#running += 1;
      wake();
    }
  }
}
