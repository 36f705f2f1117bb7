/**
 * The price board as one HTTP server: Acc/amw, the hub (negotiate, WebSocket upgrades, event
 * streams and long polls), a status answer at /priceboard/ (the proxy's health probe) and the
 * probes at the root of its own listener (/healthz, /readyz: 503 until the board is seeded,
 * /metrics). The board comes from a feed: this instance's own engine, or the leader's through
 * Redis.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  createLogger,
  createPeerAllowList,
  type Logger,
  observed,
} from '@brokerage/shared/server/observability.ts';
import { sendJson, sendMetrics } from '@brokerage/shared/server/http.ts';
import { listen } from '@brokerage/shared/server/startup.ts';
import type { BoardSession } from '@brokerage/shared/market/board.ts';
import { AmwRateLimit, handleAmw } from './amw';
import { BoardState, type BoardImage } from './board/board-state';
import { HUB_PATH, MOUNT_PATH, type PriceboardConfig } from './config';
import { MarketDriver } from './feed/driver';
import { createSeedFetcher, type FetchSeed } from './feed/seed';
import { PriceboardHub } from './hub/hub';
import type { BoardChanges, MarketFactory } from './market-port';
import { createMetrics, type Metrics, PROBES, routeOf } from './observability';

/** Where batches go: this instance's board and hub (standalone) or Redis (redis-feed.ts). */
export interface BoardSink {
  /** The board's sequence so far (0 before the first image). */
  readonly seq: number;
  /** The board's session (null before the first image). */
  readonly session: BoardSession | null;
  load(image: BoardImage): void;
  apply(changes: BoardChanges): void;
}

/** Where the board comes from. */
export interface Feed {
  readonly role: 'standalone' | 'leader' | 'follower';
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface FeedContext {
  config: PriceboardConfig;
  market: MarketFactory;
  fetchSeed: FetchSeed;
  /** This instance's board and hub. */
  local: BoardSink;
  logger: Logger;
}

export type FeedFactory = (context: FeedContext) => Feed;

/** One instance with its own engine. */
export const standaloneFeed: FeedFactory = ({ config, market, fetchSeed, local, logger }) => {
  const driver = new MarketDriver({
    market,
    clock: config.clock,
    randomSeed: config.randomSeed,
    intervalMs: config.pushIntervalMs,
    fetchSeed,
    onImage: (image) => local.load(image),
    onChanges: (changes) => local.apply(changes),
    logger,
  });
  let started: Promise<void> | undefined;
  return {
    role: 'standalone',
    start: () => {
      // Not awaited by the server: /readyz says when the board is seeded.
      started ??= driver.start();
      return Promise.resolve();
    },
    stop: async () => {
      driver.stop();
      await started?.catch(() => {});
    },
  };
};

export interface PriceboardDeps {
  market: MarketFactory;
  fetchSeed?: FetchSeed;
  feed?: FeedFactory;
  logger?: Logger;
}

export interface Priceboard {
  board: BoardState;
  hub: PriceboardHub;
  metrics: Metrics;
  feed: Feed;
  server: http.Server;
  /** http://host:port (no mount path). */
  origin: string;
  close(): Promise<void>;
}

const notFound = (res: ServerResponse) =>
  sendJson(res, 404, { errors: [{ code: 'not_found', message: 'Not found.' }] });

export async function startPriceboard(
  config: PriceboardConfig,
  deps: PriceboardDeps,
): Promise<Priceboard> {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  const board = new BoardState();
  const hub = new PriceboardHub({ board, limits: config.hub, metrics, logger });
  const local: BoardSink = {
    get seq() {
      return board.seq;
    },
    get session() {
      return board.session;
    },
    load(image) {
      board.load(image);
      metrics.batches.inc();
      hub.publish({ session: image.board.session, pb: image.board.pb, tl: [], mi: image.board.mi });
    },
    apply(changes) {
      board.apply(changes);
      metrics.batches.inc();
      hub.publish(changes);
    },
  };
  const feed = (deps.feed ?? standaloneFeed)({
    config,
    market: deps.market,
    fetchSeed: deps.fetchSeed ?? createSeedFetcher(config.apiUrl),
    local,
    logger,
  });
  const metricsPeer = createPeerAllowList(config.metricsAllow);
  const amwRateLimit = new AmwRateLimit({
    ...config.amwRateLimit,
    proxyHops: config.hub.proxyHops,
  });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (path === '/healthz' && read) {
      sendJson(res, 200, { status: 'ok' });
    } else if (path === '/readyz' && read) {
      if (board.session) sendJson(res, 200, { status: 'ready', checks: { board: 'seeded' } });
      else sendJson(res, 503, { status: 'unready', checks: { board: 'not seeded' } });
    } else if (path === '/metrics' && read) {
      if (!metricsPeer(req.socket.remoteAddress)) {
        notFound(res);
        return;
      }
      sendMetrics(res, metrics.registry);
    } else if ((path === MOUNT_PATH || path === `${MOUNT_PATH}/`) && read) {
      const session = board.session;
      sendJson(res, 200, {
        service: 'priceboard',
        status: session ? 'ready' : 'seeding',
        role: feed.role,
        session,
        connections: hub.size,
      });
    } else if (path.toLowerCase() === `${MOUNT_PATH}/acc/amw`) {
      handleAmw(board, req, res, amwRateLimit);
    } else if (path === `${HUB_PATH}/negotiate`) {
      hub.handleNegotiate(req, res);
    } else if (path === HUB_PATH) {
      // Server-Sent Events and long polling; WebSockets arrive as upgrades (below).
      hub.handleHttp(req, res);
    } else {
      req.resume();
      notFound(res);
    }
  };

  const server = http.createServer(
    observed(handle, { metrics, logger, routeOf, quietRoutes: PROBES }),
  );
  // Connections no request has come on yet. closeIdleConnections passes them over, so one a
  // client opened and never used (Node's fetch leaves one when a long poll is aborted as it
  // connects) would hold the shutdown for good.
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: IncomingMessage) => unused.delete(req.socket));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    unused.delete(req.socket);
    socket.on('error', () => socket.destroy());
    hub.handleUpgrade(req, socket, head);
  });
  // A hub answers fast or not at all: a client trickling its headers is not waited for.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  // Far longer than the proxy keeps an idle connection to us (UPSTREAM_KEEPALIVE_MS, 4 s):
  // closing one as the proxy sends on it would reset that request (issue 20 #8). An idle
  // connection costs no more than a socket; headersTimeout still bounds one that starts a
  // request and trickles.
  server.keepAliveTimeout = 65_000;
  await listen(server, config.port, config.host);
  await feed.start();
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await feed.stop();
      await hub.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        for (const socket of unused) socket.destroy();
      });
    })();
    return closing;
  };
  return { board, hub, metrics, feed, server, origin: `http://${host}:${port}`, close };
}
