/**
 * PRICEBOARD_WORKERS > 1: the service as node:cluster workers sharing one port, so the fan-out
 * (mostly the kernel's socket writes) runs on several cores. The primary runs the feed (its own
 * engine, or Redis) and no HTTP server; each batch is stamped (`sentAt`) as it leaves the
 * primary, serialised there once, and that one buffer sent to every worker over IPC (advanced
 * serialisation copies a buffer's bytes, where the JSON channel would stringify the batch again
 * for each worker); each worker parses it once, applies it to its board and fans it out to its
 * own connections. A worker that starts, or restarts, gets the primary's whole board first.
 * The workers sign connection tokens with one secret, so a negotiate answered by one opens a
 * socket on another. Limits (connections, per address) hold per worker, as they do per instance
 * behind the proxy; /metrics answers for the worker that takes the request (label `worker`).
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Logger } from '@brokerage/shared/server/observability.ts';
import { z } from 'zod';
import {
  standaloneFeed,
  type BoardSink,
  type Feed,
  type FeedFactory,
  type Priceboard,
} from './app';
import { BoardState, type BoardImage } from './board/board-state';
import type { PriceboardConfig } from './config';
import { createSeedFetcher } from './feed/seed';
import type { BoardChanges, MarketFactory } from './market-port';

export const WorkersSchema = z.coerce.number().int().min(1).max(64).default(1);

/** A worker that dies is replaced, but not more often than this. */
const RESTART_DELAY_MS = 1000;

export type ToWorker =
  | { kind: 'image'; image: BoardImage; sentAt: number }
  /** `changes`: the batch (BoardChanges) as JSON, serialised once for every worker. */
  | { kind: 'changes'; changes: Buffer; sentAt: number };

export type ToPrimary = { kind: 'ready' };

export interface Primary {
  close(): Promise<void>;
}

/** Runs the feed and forks `count` workers that share one token secret (the given one or a new one). */
export async function startPrimary(
  config: PriceboardConfig,
  deps: { market: MarketFactory; feed?: FeedFactory; logger: Logger },
  count: number,
): Promise<Primary> {
  const { logger } = deps;
  const board = new BoardState();
  const ready = new Set<Worker>();
  let closing = false;
  const broadcast = (message: ToWorker) => {
    lastSentAt = message.sentAt;
    for (const worker of ready) if (worker.isConnected()) worker.send(message);
  };
  /**
   * The stamp of the last batch sent: a worker that joins later gets the board as that batch
   * left it, so its image carries that batch's stamp (one stamp per sequence, whichever worker
   * pushes it).
   */
  let lastSentAt = Date.now();
  const sink: BoardSink = {
    get seq() {
      return board.seq;
    },
    get session() {
      return board.session;
    },
    load(image) {
      board.load(image);
      broadcast({ kind: 'image', image, sentAt: Date.now() });
    },
    apply(changes) {
      board.apply(changes);
      broadcast({
        kind: 'changes',
        changes: Buffer.from(JSON.stringify(changes)),
        sentAt: Date.now(),
      });
    },
  };
  const feed: Feed = (deps.feed ?? standaloneFeed)({
    config,
    market: deps.market,
    fetchSeed: createSeedFetcher(config.apiUrl),
    local: sink,
    logger,
  });
  const env = {
    PRICEBOARD_TOKEN_SECRET: process.env.PRICEBOARD_TOKEN_SECRET || randomBytes(32).toString('hex'),
  };
  // Before the first fork: the workers' channels carry buffers as bytes (ToWorker's `changes`).
  cluster.setupPrimary({ serialization: 'advanced' });
  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('message', (message: ToPrimary) => {
      if (message.kind !== 'ready') return;
      const image = board.image();
      if (image) worker.send({ kind: 'image', image, sentAt: lastSentAt } satisfies ToWorker);
      ready.add(worker);
    });
    worker.on('exit', (code, signal) => {
      ready.delete(worker);
      if (closing) return;
      logger.error('a worker exited; starting another', { code, signal });
      setTimeout(() => {
        if (!closing) fork();
      }, RESTART_DELAY_MS).unref();
    });
  };
  for (let i = 0; i < count; i += 1) fork();
  await feed.start();
  return {
    close: async () => {
      closing = true;
      await feed.stop();
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) resolve();
              else {
                worker.once('exit', () => resolve());
                worker.process.kill('SIGTERM');
              }
            }),
        ),
      );
    },
  };
}

/** A worker's feed: the primary's batches over IPC (wired by `followPrimary`). */
export const primaryFeed: FeedFactory = () => ({
  role: 'follower',
  start: () => Promise.resolve(),
  stop: () => Promise.resolve(),
});

/** Applies the primary's batches as the standalone sink does, with the primary's stamp. */
export function followPrimary(priceboard: Priceboard): void {
  const { board, hub, metrics } = priceboard;
  priceboard.metrics.registry.setDefaultLabels({ worker: String(cluster.worker?.id ?? 0) });
  process.on('message', (message: ToWorker) => {
    if (message.kind === 'image') {
      const { image } = message;
      board.load(image);
      metrics.batches.inc();
      hub.publish(
        { session: image.board.session, pb: image.board.pb, tl: [], mi: image.board.mi },
        message.sentAt,
      );
    } else if (message.kind === 'changes') {
      const changes = JSON.parse(message.changes.toString('utf8')) as BoardChanges;
      board.apply(changes);
      metrics.batches.inc();
      hub.publish(changes, message.sentAt);
    }
  });
  process.send?.({ kind: 'ready' } satisfies ToPrimary);
}
