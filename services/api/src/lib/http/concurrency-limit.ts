/** Refused at once: every slot is taken and the queue is full. */
export class ConcurrencyLimitError extends Error {
  override name = 'ConcurrencyLimitError';
  constructor() {
    super('too many at once');
  }
}

/**
 * At most `concurrency` tasks at once and `queue` more waiting, in arrival order; a task that
 * finds no place is refused at once with `ConcurrencyLimitError` before any of its work is done,
 * so a burst costs its excess nothing.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => T | Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else if (this.waiting.length < this.queue) {
      // The slot is handed over by the task that ends (running stays counted), so nobody slips in.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new ConcurrencyLimitError();
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
