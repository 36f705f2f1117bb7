/**
 * The one owner of one hub connection (style.md rule 5): it holds the connection's status as an
 * observable, reconnects with capped exponential backoff, re-sends every live subscription after
 * each (re)connect, and lets pushed data into stores only through actions.
 *
 * Who uses it (docs/architecture.md, "A live widget"):
 * - One `LiveConnection` per site, built by the site's RootStore over the price-board adapter
 *   (`createSignalrTransport({ url: PRICE_BOARD_HUB_PATH })`). Nothing else opens a hub
 *   connection.
 * - `BoardStore` (./BoardStore.ts) is its one subscriber: it registers the push handler and
 *   sends `GetAllStocks`/`UpdateParams` through `subscribe`, checks every payload against the
 *   board contract and holds the rows. Feature stores and widgets ask `BoardStore` for what they
 *   need (`board.watchBoard()`, `board.follow(symbol)`) and call the release it returns when they
 *   leave; the connection lives while one subscription does.
 * - Components observe `live.status` ('stale' → grey the prices; 'reconnecting' → show
 *   `attempt` / `retryInMs`).
 */
import { makeAutoObservable } from 'mobx';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import type { HubTransport } from './hubTransport';

export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stale' | 'stopped';

/** What one subscription asks the hub for; `key` identifies it for reference counting. */
export interface HubTopic {
  key: string;
  method: string;
  args?: readonly unknown[];
}

export interface SubscribeOptions {
  /**
   * Receives the hub method's result (e.g. `GetAllStocks()`'s snapshot) inside an action, after
   * this subscription is first sent and again after every reconnect.
   */
  onResult?: (result: unknown) => void;
}

export type PushHandler = (...args: unknown[]) => void;

/** Where the owner learns that the device is offline, so it waits instead of retrying blind. */
export interface NetworkMonitor {
  isOnline(): boolean;
  /** Calls back once the device is back online; returns a function that cancels the wait. */
  onOnline(callback: () => void): () => void;
}

export interface LiveConnectionOptions {
  transport: HubTransport;
  backoff?: Partial<BackoffOptions>;
  /** Down (closed, reconnecting) for this long → status 'stale'. */
  staleAfterDownMs?: number;
  /** Live but no push or result for this long → status 'stale'. `Infinity` turns it off. */
  staleAfterSilenceMs?: number;
  /** Where handler exceptions and failed hub calls are reported; never rethrown. */
  onError?: (error: unknown, context: string) => void;
  /** `null`: never wait for the network. Defaults to `navigator.onLine` in a browser. */
  network?: NetworkMonitor | null;
  random?: () => number;
  now?: () => number;
}

interface Subscriber {
  onResult?: (result: unknown) => void;
}

interface TopicEntry {
  topic: HubTopic;
  subscribers: Set<Subscriber>;
}

export const DEFAULT_STALE_AFTER_DOWN_MS = 10_000;
/** Two of the spec's 30 s websocket pings without any data. */
export const DEFAULT_STALE_AFTER_SILENCE_MS = 60_000;

function browserNetwork(): NetworkMonitor | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  return {
    isOnline: () => navigator.onLine !== false,
    onOnline: (callback) => {
      window.addEventListener('online', callback, { once: true });
      return () => window.removeEventListener('online', callback);
    },
  };
}

function defaultOnError(error: unknown, context: string): void {
  console.error(`[realtime] ${context}`, error);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class LiveConnection {
  status: LiveStatus = 'idle';
  /** When the last push or hub result arrived (ms since the epoch); null before the first. */
  lastMessageAt: number | null = null;
  /** Failed connection attempts in a row; 0 while live. */
  attempt = 0;
  /** The wait before the next attempt, while one is scheduled; null otherwise. */
  retryInMs: number | null = null;
  /** Why the connection last failed or closed; null while live. */
  lastError: string | null = null;

  // Plumbing, deliberately not observable (#-fields are invisible to makeAutoObservable).
  readonly #transport: HubTransport;
  readonly #backoff: BackoffOptions;
  readonly #staleAfterDownMs: number;
  readonly #staleAfterSilenceMs: number;
  readonly #onError: (error: unknown, context: string) => void;
  readonly #network: NetworkMonitor | null;
  readonly #random: () => number;
  readonly #now: () => number;

  readonly #topics = new Map<string, TopicEntry>();
  readonly #handlers = new Map<string, Set<PushHandler>>();
  readonly #registeredMethods = new Set<string>();
  /** Bumped by every connection attempt and by stop(): late callbacks of older ones are ignored. */
  #epoch = 0;
  /** Connections that came up so far. */
  #connections = 0;
  /** The transport is connected (between a successful start and its close). */
  #up = false;
  #downSince: number | null = null;
  #lastActivityAt = 0;
  #closing: Promise<void> = Promise.resolve();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #downTimer: ReturnType<typeof setTimeout> | undefined;
  #silenceTimer: ReturnType<typeof setTimeout> | undefined;
  #cancelOnlineWait: (() => void) | undefined;

  constructor(options: LiveConnectionOptions) {
    this.#transport = options.transport;
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#staleAfterDownMs = options.staleAfterDownMs ?? DEFAULT_STALE_AFTER_DOWN_MS;
    this.#staleAfterSilenceMs = options.staleAfterSilenceMs ?? DEFAULT_STALE_AFTER_SILENCE_MS;
    this.#onError = options.onError ?? defaultOnError;
    this.#network = options.network === undefined ? browserNetwork() : options.network;
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? Date.now;
    this.#transport.onclose((error) => this.handleClose(error));
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * How many times the connection came up (0 before the first): what arrived under another
   * count came from an earlier connection, perhaps from a hub that has since restarted.
   */
  get connections(): number {
    return this.#connections;
  }

  get isLive(): boolean {
    return this.status === 'live';
  }

  get isStale(): boolean {
    return this.status === 'stale';
  }

  /**
   * Calls `handler` inside an action for every `method` push. A handler that throws is reported
   * and skipped; the connection and the other handlers carry on. Returns the unregister function.
   */
  on(method: string, handler: PushHandler): () => void {
    let handlers = this.#handlers.get(method);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(method, handlers);
    }
    handlers.add(handler);
    if (!this.#registeredMethods.has(method)) {
      this.#registeredMethods.add(method);
      this.#transport.on(method, (...args) => this.dispatch(method, args));
    }
    return () => {
      handlers.delete(handler);
    };
  }

  /**
   * Asks the hub for `topic` now if connected, and again after every reconnect. Subscriptions
   * with the same key share one hub call. The first subscription starts the connection; the
   * returned release function (idempotent) of the last one stops it.
   */
  subscribe(topic: HubTopic, options: SubscribeOptions = {}): () => void {
    const subscriber: Subscriber = { onResult: options.onResult };
    let entry = this.#topics.get(topic.key);
    const isNew = !entry;
    if (!entry) {
      entry = { topic, subscribers: new Set() };
      this.#topics.set(topic.key, entry);
    }
    entry.subscribers.add(subscriber);
    // A new topic goes to the hub; a second subscriber of a known one only needs the result.
    if (this.#up && (isNew || subscriber.onResult)) this.send(entry, [subscriber]);
    if (this.status === 'idle' || this.status === 'stopped') this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(topic.key, subscriber);
    };
  }

  /**
   * Closes the connection, cancels any pending retry and forgets every subscription (handlers
   * registered with `on` stay). A later `subscribe` starts afresh. Resolves once closed.
   */
  stop(): Promise<void> {
    const wasRunning = this.status !== 'idle' && this.status !== 'stopped';
    this.#epoch += 1;
    this.clearTimers();
    this.#topics.clear();
    this.#up = false;
    this.#downSince = null;
    this.status = 'stopped';
    this.attempt = 0;
    this.retryInMs = null;
    if (wasRunning) {
      this.#closing = this.#transport
        .stop()
        .catch((error: unknown) => this.#onError(error, 'stop'));
    }
    return this.#closing;
  }

  private release(key: string, subscriber: Subscriber): void {
    const entry = this.#topics.get(key);
    if (!entry?.subscribers.delete(subscriber)) return;
    if (entry.subscribers.size === 0) this.#topics.delete(key);
    if (this.#topics.size === 0) void this.stop();
  }

  private connect(): void {
    const epoch = ++this.#epoch;
    this.retryInMs = null;
    if (this.status !== 'stale')
      this.status = this.attempt === 0 && this.#downSince === null ? 'connecting' : 'reconnecting';
    // A stop() still closing the previous connection must finish before the transport restarts.
    void this.#closing
      .then(() => {
        if (epoch !== this.#epoch) return;
        return this.#transport.start().then(
          () => this.handleStarted(epoch),
          (error: unknown) => this.handleStartFailed(epoch, error),
        );
      })
      .catch((error: unknown) => this.#onError(error, 'connect'));
  }

  private handleStarted(epoch: number): void {
    if (epoch !== this.#epoch) {
      // stop() ran while the transport was starting; make sure it does not stay open.
      if (this.status === 'stopped') this.#closing = this.#transport.stop().catch(() => {});
      return;
    }
    this.#up = true;
    this.#connections += 1;
    this.clearTimers();
    this.#downSince = null;
    this.status = 'live';
    this.attempt = 0;
    this.retryInMs = null;
    this.lastError = null;
    this.#lastActivityAt = this.#now();
    this.armSilenceTimer(this.#staleAfterSilenceMs);
    for (const entry of this.#topics.values()) this.send(entry, [...entry.subscribers]);
  }

  private handleStartFailed(epoch: number, error: unknown): void {
    if (epoch !== this.#epoch) return;
    this.lastError = messageOf(error);
    this.connectionLost();
  }

  private handleClose(error?: Error): void {
    if (!this.#up) return; // our own stop(), or a close already handled
    this.#up = false;
    this.lastError = error ? messageOf(error) : 'connection closed';
    this.connectionLost();
  }

  private connectionLost(): void {
    clearTimeout(this.#silenceTimer);
    if (this.#downSince === null) {
      this.#downSince = this.#now();
      clearTimeout(this.#downTimer);
      this.#downTimer = setTimeout(() => this.markDownStale(), this.#staleAfterDownMs);
    }
    // Prices that were already stale stay so until data flows again.
    if (this.status !== 'stale') this.status = 'reconnecting';
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.attempt += 1;
    if (this.waitForNetwork()) return;
    const delay = backoffDelay(this.attempt, this.#backoff, this.#random);
    this.retryInMs = delay;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => this.retryNow(), delay);
  }

  private retryNow(): void {
    this.#retryTimer = undefined;
    if (this.status === 'stopped' || this.#up) return;
    if (this.waitForNetwork()) return;
    this.connect();
  }

  /** Offline: no retry timer, one attempt when the network returns. True when it is waiting. */
  private waitForNetwork(): boolean {
    if (!this.#network || this.#network.isOnline()) return false;
    this.retryInMs = null;
    this.#cancelOnlineWait?.();
    this.#cancelOnlineWait = this.#network.onOnline(() => {
      this.#cancelOnlineWait = undefined;
      this.retryNow();
    });
    return true;
  }

  private markDownStale(): void {
    this.#downTimer = undefined;
    if (!this.#up && this.status !== 'stopped') this.status = 'stale';
  }

  private armSilenceTimer(delay: number): void {
    clearTimeout(this.#silenceTimer);
    if (!Number.isFinite(delay)) return;
    this.#silenceTimer = setTimeout(() => this.checkSilence(), delay);
  }

  private checkSilence(): void {
    this.#silenceTimer = undefined;
    if (!this.#up) return;
    const silentFor = this.#now() - this.#lastActivityAt;
    if (silentFor >= this.#staleAfterSilenceMs) this.status = 'stale';
    else this.armSilenceTimer(this.#staleAfterSilenceMs - silentFor);
  }

  private markActivity(): void {
    const now = this.#now();
    this.lastMessageAt = now;
    this.#lastActivityAt = now;
    if (this.status === 'stale' && this.#up) {
      this.status = 'live';
      this.armSilenceTimer(this.#staleAfterSilenceMs);
    }
  }

  private dispatch(method: string, args: unknown[]): void {
    if (!this.#up) return; // a push that raced our own stop()
    this.markActivity();
    const handlers = this.#handlers.get(method);
    if (!handlers) return;
    for (const handler of [...handlers]) {
      try {
        handler(...args);
      } catch (error) {
        this.#onError(error, `handler for ${method}`);
      }
    }
  }

  private send(entry: TopicEntry, subscribers: Subscriber[]): void {
    const epoch = this.#epoch;
    const { method, args = [] } = entry.topic;
    this.#transport.invoke(method, ...args).then(
      (result) => this.deliverResult(epoch, entry, subscribers, result),
      (error: unknown) => {
        // A call cut off by a close is re-sent after the reconnect; only live failures matter.
        if (epoch === this.#epoch && this.#up) this.#onError(error, `invoke ${method}`);
      },
    );
  }

  private deliverResult(
    epoch: number,
    entry: TopicEntry,
    subscribers: Subscriber[],
    result: unknown,
  ): void {
    if (epoch !== this.#epoch || !this.#up) return;
    this.markActivity();
    for (const subscriber of subscribers) {
      if (!subscriber.onResult || !entry.subscribers.has(subscriber)) continue;
      try {
        subscriber.onResult(result);
      } catch (error) {
        this.#onError(error, `result of ${entry.topic.method}`);
      }
    }
  }

  private clearTimers(): void {
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#downTimer);
    clearTimeout(this.#silenceTimer);
    this.#retryTimer = this.#downTimer = this.#silenceTimer = undefined;
    this.#cancelOnlineWait?.();
    this.#cancelOnlineWait = undefined;
  }
}
