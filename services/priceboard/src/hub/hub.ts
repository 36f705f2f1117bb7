/**
 * The price-board hub: SignalR's JSON hub protocol v1 (stack-notes §4), answering the official
 * @microsoft/signalr client unchanged, over WebSockets, Server-Sent Events and long polling
 * (transports.ts): the client falls back by itself where a proxy blocks WebSockets.
 *
 * - `POST …/negotiate` offers the three; a socket comes back with `?id=<token>`, or with no id
 *   at all (skipNegotiation). The token is signed (tokens.ts), so the upgrade may reach another
 *   instance than the negotiate did; an unknown, forged, used or expired id is 404. An event
 *   stream or a first poll (`GET …?id=`) opens the connection on the instance it reaches; the
 *   client's sends (`POST …?id=`), polls and `DELETE` must then reach the same instance (the
 *   proxy routes them by id).
 * - Every transport is held to the same rules: the per-address and total connection caps, the
 *   message size (a POSTed body too), the buffered-bytes limit, the client time-out; a long-poll
 *   connection whose client stops polling is closed after `longPollDisconnectMs`.
 * - `GetAllStocks()` answers the board and makes the connection an all-board subscriber;
 *   `UpdateParams(symbols)` adds to the symbols it follows (rows and time and sales). Every
 *   connection gets the index rows and the session.
 * - Each batch of board changes is fanned out at once: one `updateStockPrice` per connection
 *   with anything to say, each distinct payload serialised and framed once (every all-board
 *   subscriber following nothing shares one buffer), looked up by the connection's subscription
 *   (nothing is allocated per connection), starting at a different connection every batch.
 * - A connection that does not read (more than `maxBufferedBytes` unsent) is terminated before
 *   anything more is queued for it, so it costs the others nothing; a silent one (no ping for
 *   `clientTimeoutMs`) is closed.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { sendJson } from '@brokerage/shared/server/http.ts';
import { clientAddress, type Logger } from '@brokerage/shared/server/observability.ts';
import {
  MAX_FOLLOWED_SYMBOLS,
  type BoardRow,
  type StockPricePush,
  type TradeRow,
} from '@brokerage/shared/market/board.ts';
import { WebSocketServer } from 'ws';
import type { BoardState } from '../board/board-state';
import { HUB_PATH, type HubLimits } from '../config';
import type { BoardChanges } from '../market-port';
import { type DropReason, type Metrics } from '../observability';
import {
  ClientMessageSchema,
  HandshakeSchema,
  HANDSHAKE_OK_FRAME,
  MessageType,
  PING_FRAME,
  RecordReader,
  frame,
} from './protocol';
import { ConnectionTokens } from './tokens';
import {
  AVAILABLE_TRANSPORTS,
  EventStreamTransport,
  LongPollingTransport,
  OutFrame,
  WebSocketTransport,
  type HubTransport,
  type TransportEvents,
  type TransportName,
} from './transports';

export { textFrame } from './transports';

export const UPDATE_STOCK_PRICE = 'updateStockPrice';

/** Trades sent with a symbol when a connection starts following it. */
export const INITIAL_TRADES = 50;

/** A negotiated id not used within this long is forgotten. */
const TOKEN_TTL_MS = 60_000;

const SYMBOL = /^[A-Z0-9]{1,20}$/;

/** The longest `UpdateParams` argument read (30 symbols and separators fit many times over). */
const MAX_SYMBOLS_TEXT = 1024;

class HubError extends Error {}

interface Connection {
  transport: HubTransport;
  address: string;
  handshaken: boolean;
  allBoard: boolean;
  /** Insertion order is recency: the first is the least recently asked. */
  followed: Set<string>;
  /** `allBoard` and `followed` as one key (subscriptionKey): connections alike share a payload. */
  subscription: string;
  lastSeen: number;
  /** When anything was last written to it: a ping is due only after keepAliveMs of silence. */
  lastSentAt: number;
  reader: RecordReader;
  closed: boolean;
  /** A POST of the client's is being read (a second one at once is 409). */
  posting: boolean;
}

/** Why a connection cannot be opened: the status and the envelope's code and message. */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface HubOptions {
  board: BoardState;
  limits: HubLimits;
  metrics: Metrics;
  logger: Logger;
  now?: () => number;
}

function rejectUpgrade(socket: Duplex, status: number, reason: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Comma- or space-separated symbols, trimmed and upper-cased, each once. */
export function parseSymbols(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** What a connection is sent: the same key, the same payload in every batch. */
const subscriptionKey = (connection: Pick<Connection, 'allBoard' | 'followed'>): string =>
  `${connection.allBoard ? 'A' : '-'}${[...connection.followed].sort().join(',')}`;

const pushFrame = (push: StockPricePush) =>
  new OutFrame(
    frame({ type: MessageType.Invocation, target: UPDATE_STOCK_PRICE, arguments: [push] }),
  );

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** An error in the `{errors:[…]}` envelope; the request's body, if any, is drained. */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  req.resume();
  sendJson(res, refusal.status, { errors: [{ code: refusal.code, message: refusal.message }] });
}

export class PriceboardHub {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly perAddress = new Map<string, number>();
  /** Server-Sent Events and long-polling connections by token: their requests find them here. */
  private readonly byToken = new Map<string, Connection>();
  private readonly tokens: ConnectionTokens;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  private readonly housekeepingMs: number;
  /** When housekeeping last ran (see `housekeeping`: a late run judges nobody silent). */
  private lastHousekeeping: number;
  /** Transports not yet finished, each with its end (shutdown waits for them). */
  private readonly live = new Map<HubTransport, Promise<void>>();
  /** GetAllStocks' answer, serialised once between two batches. */
  private snapshotCache: { seq: number; date: string; json: string } | null = null;
  private closing = false;
  /** The connections as an array for the fan-out, rebuilt after one comes or goes. */
  private order: Connection[] | null = null;

  constructor(private readonly options: HubOptions) {
    this.now = options.now ?? Date.now;
    this.tokens = new ConnectionTokens({
      secret: options.limits.tokenSecret,
      ttlMs: TOKEN_TTL_MS,
      maxUsed: options.limits.maxConnections,
      now: this.now,
    });
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: options.limits.maxMessageBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });
    this.housekeepingMs = Math.min(options.limits.keepAliveMs, 1000);
    this.lastHousekeeping = this.now();
    this.timer = setInterval(() => this.housekeeping(), this.housekeepingMs);
    this.timer.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  /** The open connections by transport (the status answer, tests). */
  transports(): Partial<Record<TransportName, number>> {
    const counts: Partial<Record<TransportName, number>> = {};
    for (const { transport } of this.connections) {
      counts[transport.name] = (counts[transport.name] ?? 0) + 1;
    }
    return counts;
  }

  /** Long polls waiting for something to send. */
  pendingPolls(): number {
    let count = 0;
    for (const { transport } of this.byToken.values()) {
      if (transport instanceof LongPollingTransport && transport.polling) count += 1;
    }
    return count;
  }

  /** `POST …/negotiate?negotiateVersion=1`: a connection id and token, and the transports. */
  handleNegotiate(req: IncomingMessage, res: ServerResponse): void {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      sendJson(res, status, body, headers);
    if (req.method !== 'POST') {
      json(405, { error: 'Use POST.' }, { allow: 'POST' });
      return;
    }
    // The client sends an empty body; anything is drained and ignored.
    req.resume();
    if (this.closing) {
      json(503, { error: 'The hub is shutting down.' });
      return;
    }
    const version = new URL(req.url ?? '/', 'http://hub').searchParams.get('negotiateVersion');
    if (version === '1') {
      json(200, {
        connectionId: randomBytes(16).toString('base64url'),
        negotiateVersion: 1,
        availableTransports: AVAILABLE_TRANSPORTS,
        connectionToken: this.tokens.issue(),
      });
    } else {
      // Version 0: the client comes back with the connection id itself, so that is the token.
      json(200, { connectionId: this.tokens.issue(), availableTransports: AVAILABLE_TRANSPORTS });
    }
  }

  /**
   * Whether a new connection may open: a valid unused token (when given), room under the caps.
   * The address it counts against, or why not.
   */
  private admit(req: IncomingMessage, id: string | null): { address: string } | Refusal {
    const { limits, metrics } = this.options;
    if (id !== null && !this.tokens.redeem(id)) {
      metrics.connectionsOpened.inc({ outcome: 'unknown_id' });
      return { status: 404, code: 'connection_not_found', message: 'No Connection with that ID' };
    }
    if (this.closing) {
      return { status: 503, code: 'hub_shutting_down', message: 'The hub is shutting down.' };
    }
    if (this.connections.size >= limits.maxConnections) {
      metrics.connectionsOpened.inc({ outcome: 'too_many' });
      return { status: 503, code: 'too_many_connections', message: 'Too many connections.' };
    }
    const address = clientAddress(req, limits.proxyHops);
    if ((this.perAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress) {
      metrics.connectionsOpened.inc({ outcome: 'per_address' });
      return {
        status: 429,
        code: 'too_many_connections',
        message: 'Too many connections from this address.',
      };
    }
    return { address };
  }

  /** An upgrade request on the hub path (the server routes only those here). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://hub');
    if (url.pathname !== HUB_PATH) {
      rejectUpgrade(socket, 404, 'Not Found', 'Not Found');
      return;
    }
    const admitted = this.admit(req, url.searchParams.get('id'));
    if ('status' in admitted) {
      const { status, message } = admitted;
      rejectUpgrade(socket, status, STATUS_TEXT[status] ?? 'Error', message);
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) =>
      this.accept(admitted.address, (events) => new WebSocketTransport(ws, events)),
    );
  }

  /**
   * A plain request on the hub path: Server-Sent Events and long polling. `GET ?id=` opens the
   * event stream (Accept: text/event-stream) or polls, `POST ?id=` carries the client's
   * messages, `DELETE ?id=` ends a long-polling connection.
   */
  handleHttp(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'POST' && method !== 'DELETE') {
      req.resume();
      sendJson(
        res,
        405,
        { errors: [{ code: 'method_not_allowed', message: 'Use GET, POST or DELETE.' }] },
        { allow: 'GET, POST, DELETE' },
      );
      return;
    }
    const id = new URL(req.url ?? '/', 'http://hub').searchParams.get('id');
    if (id === null) {
      refuse(req, res, {
        status: 400,
        code: 'connection_id_required',
        message: 'The id query string parameter is required.',
      });
      return;
    }
    const connection = this.byToken.get(id);
    const { transport } = connection ?? {};
    if (method === 'GET' && !connection) {
      this.open(req, res, id);
    } else if (!connection || !transport) {
      refuse(req, res, {
        status: 404,
        code: 'connection_not_found',
        message: 'No Connection with that ID',
      });
    } else if (method === 'POST') {
      this.receivePost(connection, req, res);
    } else if (!(transport instanceof LongPollingTransport)) {
      refuse(req, res, {
        status: 409,
        code: 'connection_conflict',
        message:
          method === 'GET'
            ? 'An event stream is already open for this connection.'
            : 'Only a long-polling connection ends with DELETE.',
      });
    } else if (method === 'GET') {
      transport.take(res);
    } else {
      transport.close();
      this.forget(connection);
      res.writeHead(202, { 'content-type': 'text/plain; charset=utf-8' }).end('Accepted');
    }
  }

  /** The first GET of an id: an event stream, or long polling whose first poll returns at once. */
  private open(req: IncomingMessage, res: ServerResponse, id: string): void {
    req.resume();
    const admitted = this.admit(req, id);
    if ('status' in admitted) {
      refuse(req, res, admitted);
      return;
    }
    const accept = req.headers.accept ?? '';
    const connection = accept.includes('text/event-stream')
      ? this.accept(admitted.address, (events) => new EventStreamTransport(res, events), id)
      : this.accept(
          admitted.address,
          (events) =>
            new LongPollingTransport(
              {
                pollMs: this.options.limits.longPollMs,
                disconnectMs: this.options.limits.longPollDisconnectMs,
                now: this.now,
              },
              events,
            ),
          id,
        );
    if (connection.transport instanceof LongPollingTransport) {
      res.writeHead(200, { 'content-length': 0, 'cache-control': 'no-store' }).end();
    }
  }

  /** A POST of the client's: its whole body read (at most one message's worth), then handled. */
  private receivePost(connection: Connection, req: IncomingMessage, res: ServerResponse): void {
    if (connection.posting) {
      refuse(req, res, {
        status: 409,
        code: 'connection_conflict',
        message: 'Another send is in progress for this connection.',
      });
      return;
    }
    connection.posting = true;
    const max = this.options.limits.maxMessageBytes;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > max;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > max) tooLarge = true;
      else chunks.push(chunk);
    });
    req.once('error', () => {
      connection.posting = false;
    });
    req.once('end', () => {
      connection.posting = false;
      if (tooLarge) {
        this.closeWithError(connection, 'too_large', 'Message too large.');
        sendJson(
          res,
          413,
          { errors: [{ code: 'payload_too_large', message: 'Message too large.' }] },
          { connection: 'close' },
        );
        return;
      }
      if (connection.closed) {
        refuse(req, res, {
          status: 404,
          code: 'connection_not_found',
          message: 'No Connection with that ID',
        });
        return;
      }
      res.writeHead(200, { 'content-length': 0 }).end();
      this.receive(connection, Buffer.concat(chunks, size).toString('utf8'));
    });
  }

  private accept(
    address: string,
    create: (events: TransportEvents) => HubTransport,
    token?: string,
  ): Connection {
    const { metrics, limits, logger } = this.options;
    let finished = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const events: TransportEvents = {
      receive: (text) => this.receive(connection, text),
      refuse: (reason, error) => {
        logger.debug('hub transport refused a message', { reason, error });
        if (!connection.closed) this.closeWithError(connection, reason, error);
      },
      gone: () => {
        this.forget(connection);
        if (token !== undefined && this.byToken.get(token) === connection) {
          this.byToken.delete(token);
        }
        this.live.delete(connection.transport);
        finished();
      },
    };
    const connection: Connection = {
      transport: create(events),
      address,
      handshaken: false,
      allBoard: false,
      followed: new Set(),
      subscription: '-',
      lastSeen: this.now(),
      lastSentAt: this.now(),
      reader: new RecordReader(limits.maxMessageBytes),
      closed: false,
      posting: false,
    };
    this.live.set(connection.transport, done);
    if (token !== undefined) this.byToken.set(token, connection);
    this.connections.add(connection);
    this.order = null;
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    metrics.connections.set(this.connections.size);
    metrics.connectionsOpened.inc({ outcome: 'accepted' });
    return connection;
  }

  private forget(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    this.connections.delete(connection);
    this.order = null;
    const left = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
    this.options.metrics.connections.set(this.connections.size);
  }

  private countDrop(reason: DropReason): void {
    this.options.metrics.drops.inc({ reason });
  }

  /** Says why (a close message) and closes; the transport ends once that went out. */
  private closeWithError(connection: Connection, reason: DropReason, error: string): void {
    this.countDrop(reason);
    this.sendText(connection, frame({ type: MessageType.Close, error }));
    connection.transport.close();
    this.forget(connection);
  }

  private receive(connection: Connection, text: string): void {
    if (connection.closed) return;
    connection.lastSeen = this.now();
    const records = connection.reader.push(text);
    if (records === null) {
      this.closeWithError(connection, 'too_large', 'Message too large.');
      return;
    }
    for (const record of records) {
      if (connection.closed) return;
      if (!connection.handshaken) this.handshake(connection, record);
      else this.message(connection, record);
    }
  }

  private handshake(connection: Connection, record: string): void {
    let error: string | null = null;
    try {
      const parsed = HandshakeSchema.safeParse(JSON.parse(record));
      if (!parsed.success) error = 'Handshake request is missing the protocol or version.';
      else if (parsed.data.protocol !== 'json') {
        error = `The protocol '${parsed.data.protocol}' is not supported.`;
      } else if (parsed.data.version !== 1) {
        error = `The server does not support version ${parsed.data.version} of the 'json' protocol.`;
      }
    } catch {
      error = 'Handshake request is not valid JSON.';
    }
    if (error !== null) {
      this.countDrop('protocol');
      this.sendText(connection, frame({ error }));
      connection.transport.close(1002);
      this.forget(connection);
      return;
    }
    connection.handshaken = true;
    this.sendText(connection, HANDSHAKE_OK_FRAME);
  }

  private message(connection: Connection, record: string): void {
    let message;
    try {
      message = ClientMessageSchema.safeParse(JSON.parse(record));
    } catch {
      message = null;
    }
    if (!message?.success) {
      this.closeWithError(connection, 'protocol', 'Invalid message.');
      return;
    }
    const m = message.data;
    switch (m.type) {
      case MessageType.Invocation:
        this.invoke(connection, m.target, m.arguments, m.invocationId);
        return;
      case MessageType.StreamInvocation:
        this.complete(connection, m.invocationId, { error: 'Streaming is not supported.' });
        return;
      case MessageType.Close:
        connection.transport.close();
        this.forget(connection);
        return;
      default:
        // Ping (the client's keep-alive) and CancelInvocation (nothing streams): seen, done.
        return;
    }
  }

  private complete(
    connection: Connection,
    invocationId: string | undefined,
    outcome: { result: unknown } | { error: string } | { resultJson: string },
  ): void {
    if (invocationId === undefined) return;
    if ('resultJson' in outcome) {
      const id = JSON.stringify(invocationId);
      this.sendText(
        connection,
        `{"type":3,"invocationId":${id},"result":${outcome.resultJson}}\x1e`,
      );
    } else {
      this.sendText(connection, frame({ type: MessageType.Completion, invocationId, ...outcome }));
    }
  }

  private invoke(
    connection: Connection,
    target: string,
    args: unknown[],
    invocationId: string | undefined,
  ): void {
    const method = target.toLowerCase();
    const name =
      method === 'getallstocks'
        ? 'GetAllStocks'
        : method === 'updateparams'
          ? 'UpdateParams'
          : 'unknown';
    try {
      if (name === 'GetAllStocks') {
        if (args.length !== 0) throw new HubError('GetAllStocks takes no arguments.');
        const json = this.snapshotJson();
        connection.allBoard = true;
        connection.subscription = subscriptionKey(connection);
        this.complete(connection, invocationId, { resultJson: json });
      } else if (name === 'UpdateParams') {
        const added = this.follow(connection, args);
        connection.subscription = subscriptionKey(connection);
        this.complete(connection, invocationId, { result: { symbols: [...connection.followed] } });
        this.pushInitial(connection, added);
      } else {
        throw new HubError(`Unknown hub method '${target}'.`);
      }
      this.options.metrics.invocations.inc({ method: name, outcome: 'ok' });
    } catch (error) {
      if (!(error instanceof HubError)) throw error;
      this.options.metrics.invocations.inc({ method: name, outcome: 'error' });
      this.complete(connection, invocationId, { error: error.message });
    }
  }

  private snapshotJson(): string {
    const { board } = this.options;
    const session = board.session;
    if (!session) throw new HubError('The board is not ready yet; try again shortly.');
    const cached = this.snapshotCache;
    if (cached && cached.seq === session.seq && cached.date === session.sessionDate) {
      return cached.json;
    }
    const snapshot = board.snapshot();
    // With the day's put-through deals: the pushes that follow bring the new ones.
    const json = JSON.stringify(snapshot && { ...snapshot, pt: board.putThroughDeals() });
    this.snapshotCache = { seq: session.seq, date: session.sessionDate, json };
    return json;
  }

  /** Checks every symbol before following any: a call is accepted whole or refused whole. */
  private follow(connection: Connection, args: unknown[]): string[] {
    const { board } = this.options;
    const [text] = args;
    if (args.length !== 1 || typeof text !== 'string') {
      throw new HubError('UpdateParams takes one string: symbols separated by commas or spaces.');
    }
    if (text.length > MAX_SYMBOLS_TEXT) throw new HubError('Too many symbols.');
    const symbols = parseSymbols(text);
    if (symbols.length === 0) throw new HubError('No symbol given.');
    if (symbols.length > MAX_FOLLOWED_SYMBOLS) {
      throw new HubError(`At most ${MAX_FOLLOWED_SYMBOLS} symbols at a time.`);
    }
    if (!board.session) throw new HubError('The board is not ready yet; try again shortly.');
    const bad = symbols.filter((s) => !SYMBOL.test(s) || !board.has(s));
    if (bad.length > 0) {
      const shown = bad
        .slice(0, 5)
        .map((s) => (SYMBOL.test(s) ? s : JSON.stringify(s.slice(0, 24))));
      throw new HubError(`Unknown symbol${bad.length > 1 ? 's' : ''}: ${shown.join(', ')}.`);
    }
    const added = symbols.filter((s) => !connection.followed.has(s));
    for (const symbol of symbols) {
      connection.followed.delete(symbol);
      connection.followed.add(symbol);
    }
    for (const oldest of connection.followed) {
      if (connection.followed.size <= MAX_FOLLOWED_SYMBOLS) break;
      connection.followed.delete(oldest);
    }
    return added;
  }

  /** A newly followed symbol's row and latest trades, sent at once. */
  private pushInitial(connection: Connection, symbols: string[]): void {
    const { board } = this.options;
    const session = board.session;
    if (!session || symbols.length === 0) return;
    const pb = symbols.map((s) => board.row(s)).filter((r): r is BoardRow => r !== undefined);
    const tl = symbols.flatMap((s) => board.trades(s, -1, INITIAL_TRADES));
    const push: StockPricePush = { session, pb, tl, mi: [], sentAt: Date.now() };
    const written = this.send(connection, pushFrame(push));
    if (written > 0) this.countPushes(1, written);
  }

  private countPushes(count: number, bytes: number): void {
    if (count === 0) return;
    this.options.metrics.pushes.inc(count);
    this.options.metrics.pushBytes.inc(bytes);
  }

  /**
   * Fans one batch out. Run right after the batch was applied to the board, so a connection
   * that asks for the board now and gets this push sees no gap. `sentAt` is when the batch left
   * the simulator (now, unless it came from another process).
   */
  publish(changes: BoardChanges, sentAt = Date.now()): void {
    const started = performance.now();
    // A replay that looped reuses sequence numbers: a cached board is never trusted across batches.
    this.snapshotCache = null;
    const changed = new Map<string, { row?: BoardRow; trades: TradeRow[] }>();
    for (const row of changes.pb) changed.set(row.symbol, { row, trades: [] });
    for (const trade of changes.tl) {
      let entry = changed.get(trade.symbol);
      if (!entry) changed.set(trade.symbol, (entry = { trades: [] }));
      entry.trades.push(trade);
    }
    // By subscription, then by content: subscriptions whose followed symbols did not move share
    // the frame of the bare push (indices and session).
    const bySubscription = new Map<string, OutFrame | null>();
    const byContent = new Map<string, OutFrame | null>();
    const payloadOf = (connection: Connection): OutFrame | null => {
      const relevant: string[] = [];
      for (const symbol of connection.followed) if (changed.has(symbol)) relevant.push(symbol);
      relevant.sort();
      const key = `${connection.allBoard ? 'A' : '-'}${relevant.join(',')}`;
      let payload = byContent.get(key);
      if (payload === undefined) {
        const pb = connection.allBoard
          ? changes.pb
          : relevant.map((s) => changed.get(s)?.row).filter((r): r is BoardRow => r !== undefined);
        const tl = relevant.flatMap((s) => changed.get(s)?.trades ?? []);
        // The deals go with the whole board (the board page's put-through tab), to no one else.
        const pt = connection.allBoard && changes.pt?.length ? changes.pt : undefined;
        payload =
          pb.length === 0 && tl.length === 0 && changes.mi.length === 0 && !pt
            ? null
            : pushFrame({
                session: changes.session,
                pb,
                tl,
                mi: changes.mi,
                ...(pt ? { pt } : {}),
                sentAt,
              });
        byContent.set(key, payload);
      }
      return payload;
    };
    const order = (this.order ??= [...this.connections]);
    // Nobody is always last: each batch starts at a random connection and wraps around.
    const first = Math.floor(Math.random() * order.length);
    let sent = 0;
    let bytes = 0;
    for (let i = 0; i < order.length; i += 1) {
      const connection = order[(first + i) % order.length];
      if (!connection?.handshaken || connection.closed) continue;
      let payload = bySubscription.get(connection.subscription);
      if (payload === undefined) {
        payload = payloadOf(connection);
        bySubscription.set(connection.subscription, payload);
      }
      const written = payload ? this.send(connection, payload) : 0;
      if (written > 0) {
        sent += 1;
        bytes += written;
      }
    }
    this.countPushes(sent, bytes);
    this.options.metrics.fanout.observe((performance.now() - started) / 1000);
  }

  /** Sends a frame; the bytes it cost (0: not sent, the connection is closed or was dropped). */
  private send(connection: Connection, out: OutFrame): number {
    if (!this.roomFor(connection)) return 0;
    const written = connection.transport.send(out);
    connection.lastSentAt = this.now();
    return written;
  }

  /** False (and the connection dropped) when it holds too much unsent: it does not read. */
  private roomFor(connection: Connection): boolean {
    const { transport } = connection;
    if (connection.closed || !transport.open) return false;
    if (transport.buffered <= this.options.limits.maxBufferedBytes) return true;
    this.countDrop('slow');
    this.options.logger.debug('hub dropped a connection that does not read', {
      transport: transport.name,
      buffered: transport.buffered,
    });
    transport.terminate();
    this.forget(connection);
    return false;
  }

  private sendText(connection: Connection, text: string): boolean {
    return this.send(connection, new OutFrame(text)) > 0;
  }

  /**
   * Closes silent clients, ends long polls no longer renewed, and pings the connections nothing
   * was sent to for `keepAliveMs` (as ASP.NET does): pushes already keep a client's server
   * timeout at bay, and the pings that are due spread over time instead of landing on every
   * connection in one burst.
   * A run much later than its interval means this process stood still (a starved or paused
   * machine): the clients' pings and polls of that time wait unread, and timers run before
   * input, so that run closes nobody as silent; the next one judges after they were read.
   */
  private housekeeping(): void {
    const now = this.now();
    const { keepAliveMs, clientTimeoutMs } = this.options.limits;
    const late = now - this.lastHousekeeping > 2 * this.housekeepingMs;
    this.lastHousekeeping = now;
    if (!late) {
      for (const connection of this.byToken.values()) {
        if (!connection.transport.abandoned(now)) continue;
        if (!connection.closed) this.countDrop('idle');
        connection.transport.terminate();
        this.forget(connection);
      }
    }
    for (const connection of this.connections) {
      if (!late && now - connection.lastSeen > clientTimeoutMs) {
        this.closeWithError(connection, 'idle', 'Client timeout: nothing received for too long.');
      } else if (connection.handshaken && now - connection.lastSentAt >= keepAliveMs) {
        this.sendText(connection, PING_FRAME);
      }
    }
    this.tokens.sweep(now);
  }

  /** Tells every client to reconnect (elsewhere, or here once back) and closes. */
  async close(timeoutMs = 2000): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    const closeFrame = frame({ type: MessageType.Close, allowReconnect: true });
    for (const connection of [...this.connections]) {
      if (connection.handshaken) this.sendText(connection, closeFrame);
      connection.transport.close(1001);
      this.forget(connection);
    }
    await Promise.race([
      Promise.all(this.live.values()),
      new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
    ]);
    for (const transport of [...this.live.keys()]) transport.terminate();
    this.wss.close();
  }
}
