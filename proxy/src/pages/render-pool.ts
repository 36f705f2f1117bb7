import { Worker } from 'node:worker_threads';
import { siblingWorker, workerEntry } from '@brokerage/shared/server/workerEntry.ts';
import type { ServerRenderRequest } from '@brokerage/shared/app/start/ssrMarkup.ts';
import type { SiteId } from '@brokerage/shared/routing/routes.ts';
import type { PageRenderer } from './ssr';

/**
 * Server rendering off the proxy's event loop (issue 26 #1): a few worker threads
 * (render-worker.ts) render pages, and the proxy only waits for their answers, so a burst of
 * renders never slows a static file, an API call or a cached page. What waits for a thread is
 * bounded: past `maxQueue` waiting renders the page goes out unrendered at once (the browser
 * renders it), and so it does when the renders ahead of it would keep it waiting past
 * `timeoutMs` (from how long renders have lately taken), or when by its turn it has waited so
 * long that it could no longer finish in time: a render that would be thrown away is never
 * started, so a flood costs its visitors no wait and the thread no work. A render whose
 * visitor has gone is dropped before it starts, and a render that
 * takes longer than `timeoutMs` (its wait included) is given up on.
 */
export interface RenderPoolOptions {
  sitesDir: string;
  /** Threads; each runs up to `perWorker` renders at once (they mostly wait on the API). */
  workers: number;
  perWorker: number;
  maxQueue: number;
  timeoutMs: number;
  /** Each thread's nice value (0 leaves it at the proxy's). */
  nice?: number;
  log: (message: string) => void;
  /** The worker's module; tests may pass another. */
  workerUrl?: URL;
}

export interface WorkerData {
  sitesDir: string;
  timeoutMs: number;
  nice: number;
}
export type ToWorker = {
  type: 'render';
  id: number;
  site: SiteId;
  request: ServerRenderRequest;
  /** The template with the page's head: the thread returns the whole document (UTF-8). */
  document: string;
};
export type FromWorker =
  | { type: 'ready' }
  | { type: 'log'; message: string }
  | { type: 'done'; id: number; result: Uint8Array | undefined };

export interface RenderPoolStats {
  running: number;
  queued: number;
  /** Renders turned away (the queue full, or too long a wait ahead), since start. */
  shed: number;
  /** Renders given up on (timeout, or the visitor left), since start. */
  dropped: number;
}

export interface RenderPool extends PageRenderer {
  stats(): RenderPoolStats;
  close(): Promise<void>;
}

/** How much the latest render counts in the running mean of render times. */
const RENDER_TIME_WEIGHT = 0.2;

interface Job {
  id: number;
  message: ToWorker;
  resolve: (page: Uint8Array | undefined) => void;
  settled: boolean;
  /** When it was asked for, and when a thread took it (ms, Date.now). */
  queuedAt: number;
  startedAt?: number;
}

interface Thread {
  worker: Worker;
  running: Map<number, Job>;
  /** Renders it has finished: its first ones load the sites' code and do not count in the mean. */
  finished: number;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  // The render thread's module: beside this one in the sources, at dist/'s top when built.
  const url = options.workerUrl ?? siblingWorker(import.meta.url, 'render-worker');
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  const counts = { shed: 0, dropped: 0 };
  let lastShedLog = 0;
  /** The running mean of how long a render takes on its thread, ms (0 until one has). */
  let renderMs = 0;
  const capacity = options.workers * options.perWorker;

  function noteShed(): void {
    counts.shed++;
    const now = Date.now();
    if (now - lastShedLog > 10_000) {
      lastShedLog = now;
      options.log(`ssr: ${queue.length} renders waiting; pages go out unrendered until they clear`);
    }
  }

  /**
   * Whether a render would still be in time: it has waited `waitedMs`, starts after `rounds`
   * rounds of renders (`capacity` at a time, each about `renderMs`), then takes `renderMs`.
   */
  function inTime(waitedMs: number, rounds: number): boolean {
    if (renderMs === 0) return true;
    return waitedMs + (rounds + 1) * renderMs <= options.timeoutMs;
  }

  function settle(job: Job, page: Uint8Array | undefined): void {
    if (job.settled) return;
    job.settled = true;
    job.resolve(page);
  }

  function spawn(): Thread {
    const worker = new Worker(workerEntry(url), {
      workerData: {
        sitesDir: options.sitesDir,
        timeoutMs: options.timeoutMs,
        nice: options.nice ?? 0,
      } satisfies WorkerData,
    });
    const thread: Thread = { worker, running: new Map(), finished: 0 };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'log') options.log(message.message);
      if (message.type !== 'done') return;
      const job = thread.running.get(message.id);
      if (!job) return;
      thread.running.delete(message.id);
      thread.finished += 1;
      if (job.startedAt !== undefined && thread.finished > options.perWorker) {
        // A render past its time cost the visitor the time, not more: the mean stays within reach.
        const took = Math.min(Date.now() - job.startedAt, options.timeoutMs);
        renderMs = renderMs === 0 ? took : renderMs + RENDER_TIME_WEIGHT * (took - renderMs);
      }
      settle(job, message.result);
      pump();
    });
    worker.on('error', (error) => options.log(`ssr: a render thread failed: ${error.message}`));
    // A thread that died takes its renders with it (those pages go out unrendered); another
    // takes its place on the next render.
    worker.on('exit', (code) => {
      if (!closed) options.log(`ssr: a render thread stopped (exit code ${code})`);
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      for (const job of thread.running.values()) settle(job, undefined);
      thread.running.clear();
      if (!closed) pump();
    });
    worker.unref();
    threads.push(thread);
    return thread;
  }

  /** A thread with room, spawning up to `workers`; the least busy first. */
  function freeThread(): Thread | undefined {
    let best: Thread | undefined;
    for (const thread of threads) {
      if (thread.running.size >= options.perWorker) continue;
      if (!best || thread.running.size < best.running.size) best = thread;
    }
    if (best && best.running.size === 0) return best;
    if (threads.length < options.workers) return spawn();
    return best;
  }

  function running(): number {
    return threads.reduce((sum, thread) => sum + thread.running.size, 0);
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const thread = freeThread();
      if (!thread) return;
      const job = queue.shift()!;
      if (job.settled) continue;
      // Its wait has used up the time its render needs: the page goes now, unrendered. Not
      // while nothing renders: the mean only learns from renders that end, and renders that
      // ran out of time (a slow page, a busy moment) would otherwise turn every later page
      // away for good, however quick it is now.
      if (running() > 0 && !inTime(Date.now() - job.queuedAt, 0)) {
        noteShed();
        settle(job, undefined);
        continue;
      }
      job.startedAt = Date.now();
      thread.running.set(job.id, job);
      thread.worker.postMessage(job.message);
    }
  }

  // Started now, so the first visitors do not wait for a thread to load the builds' code.
  for (let i = 0; i < options.workers; i++) spawn();

  return {
    renderDocument(site, request, document, signal) {
      if (closed || signal?.aborted) return Promise.resolve(undefined);
      const busy = running() >= capacity;
      // Every thread busy: it waits for the rest of the round under way (half of one, on
      // average) and for the rounds of the renders queued before it.
      const rounds = 0.5 + Math.floor(queue.length / capacity);
      if (busy && (queue.length >= options.maxQueue || !inTime(0, rounds))) {
        noteShed();
        return Promise.resolve(undefined);
      }
      const id = nextId++;
      return new Promise<Uint8Array | undefined>((resolve) => {
        const job: Job = {
          id,
          message: { type: 'render', id, site, request, document },
          resolve,
          settled: false,
          queuedAt: Date.now(),
        };
        const drop = () => {
          if (job.settled) return;
          counts.dropped++;
          const at = queue.indexOf(job);
          if (at >= 0) queue.splice(at, 1);
          settle(job, undefined);
        };
        const timer = setTimeout(() => {
          if (!job.settled) {
            options.log(
              `ssr: ${site} ${request.url.split('?')[0]} took over ${options.timeoutMs} ms; sent unrendered`,
            );
          }
          drop();
        }, options.timeoutMs);
        timer.unref();
        signal?.addEventListener('abort', drop, { once: true });
        const done = job.resolve;
        job.resolve = (page) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', drop);
          done(page);
        };
        queue.push(job);
        pump();
      });
    },
    stats() {
      return {
        running: running(),
        queued: queue.length,
        ...counts,
      };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) settle(job, undefined);
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
