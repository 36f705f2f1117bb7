/**
 * A lean SignalR client for the fan-out bench: the JSON hub protocol v1 spoken directly over a
 * real WebSocket (`ws`, as the official client uses in Node), without the official client's
 * per-connection machinery (its HttpClient, logger, transport and handler layers, timers per
 * connection), so one process holds thousands of connections and still reads every push.
 *
 * What it does on the wire, as the official client does (stack-notes §4):
 * - `POST …/negotiate?negotiateVersion=1` (empty body) and a WebSocket to `?id=<connectionToken>`;
 * - the handshake `{"protocol":"json","version":1}\x1e`, waiting for `{}\x1e` (an `error` fails);
 * - a ping `{"type":6}\x1e` right after the handshake, then whenever it sent nothing for 15 s,
 *   as the official client's keep-alive does (`pingIfDue()`, called by the worker on one timer
 *   for the whole process: a timer per connection would cost thousands);
 * - one invocation (`GetAllStocks` or `UpdateParams`), its completion awaited (an error fails);
 * - every frame split on the record separator and every record parsed with `JSON.parse`; an
 *   `updateStockPrice` invocation counts receive time − `sentAt`, a close message closes.
 * What it leaves out: reconnecting, stateful reconnect, streaming, and the server timeout (a
 * connection the hub drops is counted by the bench as a close instead).
 */
import WebSocket from 'ws';

const RS = '\x1e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
export const PING = `{"type":6}${RS}`;
/** The official client's keepAliveIntervalInMilliseconds. */
export const KEEP_ALIVE_MS = 15_000;

export type OnPush = (push: { sentAt: number }, receivedAt: number) => void;

interface HubRecord {
  type?: number;
  target?: string;
  invocationId?: string;
  arguments?: unknown[];
  error?: string;
}

export class LeanHubClient {
  private socket: WebSocket | null = null;
  private tail = '';
  private handshaken = false;
  private pending: { id: string; resolve: () => void; reject: (error: Error) => void } | null =
    null;
  private nextId = 0;
  private stopping = false;
  /** When it last sent anything: a ping is due KEEP_ALIVE_MS later. */
  private lastSentAt = 0;

  constructor(
    private readonly url: string,
    /** The loopback address to connect from: each has its own ephemeral ports. */
    private readonly localAddress: string,
    private readonly onPush: OnPush,
    private readonly onClose: () => void,
  ) {}

  /** Negotiates, opens the socket and completes the handshake. */
  async start(): Promise<void> {
    const negotiateUrl = `${this.url}/negotiate?negotiateVersion=1`;
    const response = await fetch(negotiateUrl, { method: 'POST', body: '' });
    if (!response.ok) throw new Error(`negotiate answered ${response.status}`);
    const negotiated = (await response.json()) as { connectionToken?: string };
    if (!negotiated.connectionToken) throw new Error('negotiate gave no connectionToken');
    const wsUrl = `${this.url.replace(/^http/, 'ws')}?id=${encodeURIComponent(negotiated.connectionToken)}`;
    const socket = new WebSocket(wsUrl, {
      perMessageDeflate: false,
      localAddress: this.localAddress,
    });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      socket.once('error', fail);
      socket.once('open', () => {
        socket.off('error', fail);
        socket.on('error', () => {});
        resolve();
      });
    });
    socket.on('close', () => {
      this.pending?.reject(new Error('closed'));
      this.pending = null;
      if (!this.stopping) this.onClose();
    });
    const handshake = new Promise<void>((resolve, reject) => {
      this.pending = { id: '', resolve, reject };
    });
    socket.on('message', (data: WebSocket.RawData | string) => this.receive(data));
    this.send(HANDSHAKE);
    await handshake;
    this.send(PING);
  }

  /** Invokes a hub method and waits for its completion. */
  invoke(target: string, args: unknown[]): Promise<void> {
    const socket = this.socket;
    if (!socket || !this.handshaken) return Promise.reject(new Error('not connected'));
    const id = String(this.nextId++);
    return new Promise<void>((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.send(`${JSON.stringify({ type: 1, invocationId: id, target, arguments: args })}${RS}`);
    });
  }

  /**
   * Pings when nothing was sent for KEEP_ALIVE_MS. By the clock, not by counting timer ticks: a
   * process busy connecting thousands runs its timer late, and a ping every N ticks would then
   * come too late for the hub's client timeout.
   */
  pingIfDue(now: number): void {
    if (now - this.lastSentAt >= KEEP_ALIVE_MS && this.socket?.readyState === WebSocket.OPEN) {
      this.send(PING);
    }
  }

  private send(text: string): void {
    this.socket?.send(text);
    this.lastSentAt = Date.now();
  }

  stop(): void {
    this.stopping = true;
    this.socket?.close(1000);
  }

  private receive(data: WebSocket.RawData | string): void {
    const text =
      typeof data === 'string'
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Buffer.from(data).toString('utf8');
    const parts = (this.tail + text).split(RS);
    this.tail = parts.pop() ?? '';
    for (const part of parts) this.record(JSON.parse(part) as HubRecord);
  }

  private record(record: HubRecord): void {
    if (!this.handshaken) {
      const pending = this.pending;
      this.pending = null;
      if (record.error) pending?.reject(new Error(record.error));
      else {
        this.handshaken = true;
        pending?.resolve();
      }
      return;
    }
    switch (record.type) {
      case 1:
        if (record.target?.toLowerCase() === 'updatestockprice') {
          // Stamped after the parse, as the official client's handler would be.
          this.onPush(record.arguments?.[0] as { sentAt: number }, Date.now());
        }
        return;
      case 3: {
        const pending = this.pending;
        if (!pending || pending.id !== record.invocationId) return;
        this.pending = null;
        if (record.error) pending.reject(new Error(record.error));
        else pending.resolve();
        return;
      }
      case 7:
        this.socket?.close(1000);
        return;
      default:
        return;
    }
  }
}
