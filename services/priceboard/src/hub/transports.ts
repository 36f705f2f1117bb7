/**
 * The three ways a hub connection reaches its client (TransportProtocols.md): WebSockets (full
 * duplex), and the half transports Server-Sent Events and long polling, whose client sends with
 * `POST …?id=` (hub.ts). The hub's logic sees only `HubTransport`: frames out, text in, close.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { DropReason } from '../observability';

export type TransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** What negotiate offers: the JSON protocol is text, so `Text` over each. */
export const AVAILABLE_TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text'] },
] as const;

/** A whole unmasked text frame (header and payload), built once and written to many sockets. */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x81, length]);
  } else if (length < 65_536) {
    header = Buffer.alloc(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** One unnamed event: every line of the text is a `data:` line (the client joins them with \n). */
export const eventStreamEvent = (text: string): string =>
  `${text
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;

/**
 * Records to send (one or several), encoded for each transport on first use: a push shared by
 * a thousand connections is framed once per transport in use, not once per connection.
 */
export class OutFrame {
  private ws: Buffer | undefined;
  private sse: Buffer | undefined;
  private raw: Buffer | undefined;

  constructor(readonly text: string) {}

  get webSocket(): Buffer {
    return (this.ws ??= textFrame(this.text));
  }

  get eventStream(): Buffer {
    return (this.sse ??= Buffer.from(eventStreamEvent(this.text)));
  }

  get bytes(): Buffer {
    return (this.raw ??= Buffer.from(this.text));
  }
}

/** What a transport tells its connection. */
export interface TransportEvents {
  /** Text from the client: part of a record, one, or several. */
  receive(text: string): void;
  /** The client broke a rule at the transport's level (a binary frame, a message too large). */
  refuse(reason: DropReason, error: string): void;
  /** The transport is finished (either side closed it, and anything queued went out). */
  gone(): void;
}

export interface HubTransport {
  readonly name: TransportName;
  /** True until it is closed or gone: frames may be sent. */
  readonly open: boolean;
  /** Bytes sent and not yet taken by the client. */
  readonly buffered: number;
  /** Queues the frame; the bytes it costs this transport. */
  send(frame: OutFrame): number;
  /** Ends the connection once what was queued (a close message) has gone; `code` for a socket. */
  close(code?: number): void;
  /** Ends it now: a client that does not read. */
  terminate(): void;
  /** True when the client has gone without saying so (a long poll not renewed in time). */
  abandoned(now: number): boolean;
}

/** A WebSocket (`ws`). */
export class WebSocketTransport implements HubTransport {
  readonly name = 'WebSockets';
  /** The socket under `ws`, for frames built once and written to many (see `send`). */
  private readonly socket: Socket;

  constructor(
    private readonly ws: WebSocket,
    events: TransportEvents,
  ) {
    // ws keeps its socket private; its type is a net.Socket on a server.
    this.socket = (ws as unknown as { _socket: Socket })._socket;
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        events.refuse('protocol', 'This hub speaks the JSON protocol (text frames).');
        return;
      }
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data).toString('utf8');
      events.receive(text);
    });
    ws.on('error', (error: Error & { code?: string }) => {
      // ws closes with 1009 itself; the refusal counts it.
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        events.refuse('too_large', 'Message too large.');
      }
    });
    ws.on('close', () => events.gone());
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  get buffered(): number {
    return this.ws.bufferedAmount;
  }

  /**
   * Writes the whole frame straight to the socket: through `ws.send` each connection would cost
   * a header buffer and two writes, which is most of a fan-out to thousands. Safe beside ws's
   * own control frames because nothing is compressed, so ws never holds a frame back and the
   * order of writes is the order of frames.
   */
  send(frame: OutFrame): number {
    const bytes = frame.webSocket;
    this.socket.write(bytes);
    return bytes.length;
  }

  close(code = 1000): void {
    this.ws.close(code);
  }

  terminate(): void {
    this.ws.terminate();
  }

  abandoned(): boolean {
    return false;
  }
}

/** Server-Sent Events: one response streamed for the connection's life. */
export class EventStreamTransport implements HubTransport {
  readonly name = 'ServerSentEvents';
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    events: TransportEvents,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      // nginx and others hold a response back until it is large enough; not this one.
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    res.once('close', () => {
      this.ended = true;
      events.gone();
    });
  }

  get open(): boolean {
    return !this.ended && !this.res.writableEnded;
  }

  get buffered(): number {
    return this.res.writableLength + (this.res.socket?.writableLength ?? 0);
  }

  send(frame: OutFrame): number {
    const bytes = frame.eventStream;
    this.res.write(bytes);
    return bytes.length;
  }

  close(): void {
    this.res.end();
  }

  terminate(): void {
    this.res.destroy();
  }

  abandoned(): boolean {
    return false;
  }
}

export interface LongPollingOptions {
  /** How long a poll waits for something to send before an empty 200. */
  pollMs: number;
  /** A connection with no poll for this long is closed: its client has gone. */
  disconnectMs: number;
  now: () => number;
}

/**
 * Long polling: each `GET …?id=` takes what is queued, waiting up to `pollMs` for something,
 * and answers 204 once the connection is closed. A newer poll ends the pending one with 204.
 */
export class LongPollingTransport implements HubTransport {
  readonly name = 'LongPolling';
  private queue: Buffer[] = [];
  private queued = 0;
  private poll: { res: ServerResponse; timer: NodeJS.Timeout } | null = null;
  private flushing = false;
  /** Open; closing (the last frames wait for a poll); closed. */
  private state: 'open' | 'closing' | 'closed' = 'open';
  /** When the last poll ended (or the connection began): a silence past disconnectMs is a leave. */
  private lastPollEnded: number;

  constructor(
    private readonly options: LongPollingOptions,
    private readonly events: TransportEvents,
  ) {
    this.lastPollEnded = options.now();
  }

  get open(): boolean {
    return this.state === 'open';
  }

  get buffered(): number {
    return this.queued;
  }

  get polling(): boolean {
    return this.poll !== null;
  }

  send(frame: OutFrame): number {
    const bytes = frame.bytes;
    this.queue.push(bytes);
    this.queued += bytes.length;
    // Frames queued in the same turn (an answer and the rows it starts) go in one poll.
    if (this.poll && !this.flushing) {
      this.flushing = true;
      setImmediate(() => {
        this.flushing = false;
        if (this.poll && this.queued > 0) this.answer();
      });
    }
    return bytes.length;
  }

  /** A GET: answered with what is queued, at once or when something comes, or empty on time-out. */
  take(res: ServerResponse): void {
    if (this.poll) this.end(this.poll, 204);
    const poll = {
      res,
      timer: setTimeout(() => {
        if (this.poll === poll) this.answer();
      }, this.options.pollMs),
    };
    this.poll = poll;
    res.once('close', () => {
      // The client gave up on it (stopped, or its own time-out): nothing more goes there.
      if (this.poll !== poll) return;
      clearTimeout(poll.timer);
      this.poll = null;
      this.lastPollEnded = this.options.now();
    });
    if (this.queued > 0 || this.state !== 'open') this.answer();
  }

  /** Answers the pending poll with what is queued: 200 with the frames (or none), 204 when closed. */
  private answer(): void {
    const poll = this.poll;
    if (!poll) return;
    if (this.queued === 0 && this.state !== 'open') {
      this.end(poll, 204);
      this.finish();
      return;
    }
    const body = Buffer.concat(this.queue, this.queued);
    this.queue = [];
    this.queued = 0;
    this.end(poll, 200, body);
  }

  private end(poll: { res: ServerResponse; timer: NodeJS.Timeout }, status: number, body?: Buffer) {
    clearTimeout(poll.timer);
    if (this.poll === poll) this.poll = null;
    this.lastPollEnded = this.options.now();
    const headers: Record<string, string | number> = { 'cache-control': 'no-store' };
    if (status === 200) {
      headers['content-type'] = 'text/plain; charset=utf-8';
      headers['content-length'] = body?.length ?? 0;
    }
    poll.res.writeHead(status, headers).end(body);
  }

  /** Closed for good: the connection's id is forgotten. */
  private finish(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.queue = [];
    this.queued = 0;
    this.events.gone();
  }

  close(): void {
    if (this.state !== 'open') return;
    this.state = 'closing';
    // Queued frames (a close message) go with the pending poll, or the next one.
    if (this.poll) this.answer();
    else if (this.queued === 0) this.finish();
  }

  terminate(): void {
    const poll = this.poll;
    this.poll = null;
    if (poll) {
      clearTimeout(poll.timer);
      poll.res.destroy();
    }
    this.finish();
  }

  abandoned(now: number): boolean {
    return this.poll === null && now - this.lastPollEnded > this.options.disconnectMs;
  }
}
