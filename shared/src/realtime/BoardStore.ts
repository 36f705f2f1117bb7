/**
 * The price board as a MobX store over the site's one `LiveConnection` (style.md rule 5): the
 * session on the board, the latest row of every instrument and index it was sent, and the merged
 * time and sales of the followed symbols. Pushes and snapshots are checked, then applied in
 * actions; a row older than the one held (a lower board sequence) never overwrites it, on one
 * connection. Across connections sequences do not compare (the hub may have restarted, or the
 * new connection may sit on another instance): the new connection's rows replace what is held.
 *
 * Widgets ask for what they show and give it back when they unmount:
 * `const release = board.watchBoard()` (every row: `GetAllStocks`, then pushes) or
 * `const release = board.follow('FPT')` (`UpdateParams`: the symbol's rows and tape). The
 * connection re-sends both after every reconnect; the last release closes it.
 */
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import type {
  BoardRow,
  BoardSession,
  IndexRow,
  PutThroughDeal,
  TradeRow,
} from '../market/board.ts';
import type { LiveConnection, LiveStatus } from './LiveConnection';
import type * as BoardPayloads from './boardPayloads';
import { allStocksTopic, symbolTopic, UPDATE_STOCK_PRICE } from './priceBoardHub';
import { TradeTape, type TapeRow } from './tradeTape';

export interface BoardStoreOptions {
  /** Wall clock for `lastTickAt` (tests pin it). */
  now?: () => number;
  /** Where rejected payloads are reported; never rethrown. */
  onError?: (error: unknown, context: string) => void;
}

const NO_TRADES: readonly TapeRow[] = [];

/**
 * Without `startSeq` (a feed that does not number its passes), board time going back by more
 * than this on one day is a replay starting the day again.
 */
const REPLAY_LOOP_MS = 30 * 60_000;

function boardMs(time: string): number {
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Whether `next` is another pass of the session `held` shows (a replay that looped): the board
 * says so by a new `startSeq` (a new leader going on with the same pass keeps it, whichever
 * connection it comes on).
 */
function isNewPass(held: BoardSession, next: BoardSession): boolean {
  if (held.startSeq !== undefined && next.startSeq !== undefined)
    return held.startSeq !== next.startSeq;
  return boardMs(held.time) - boardMs(next.time) > REPLAY_LOOP_MS;
}

function normalize(symbol: string): string {
  return symbol.trim().toUpperCase();
}

export class BoardStore {
  /** What the board is showing; null until the first push or snapshot. */
  session: BoardSession | null = null;
  /** When the last push or snapshot was applied (ms since the epoch); null before the first. */
  lastTickAt: number | null = null;
  /** Index rows by symbol (VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX). */
  readonly indices = observable.map<string, IndexRow>({}, { deep: false });
  /** Board rows by symbol. */
  readonly rows = observable.map<string, BoardRow>({}, { deep: false });
  /** True once a `GetAllStocks` snapshot arrived (the whole board is held, not only followed rows). */
  hasSnapshot = false;
  /**
   * The session's put-through deals, oldest first: the snapshot's, then the pushes' (whole-board
   * watchers only). Never changed once reported, so the array only grows within a pass.
   */
  readonly deals = observable.array<PutThroughDeal>([], { deep: false });

  /** Each tape's rows, observed per symbol; the merge state itself is plain. */
  readonly #tapeRows = observable.map<string, readonly TapeRow[]>({}, { deep: false });
  readonly #tapes = new Map<string, TradeTape>();
  /** The connection (its `connections` count) each held row, index row and the session came on. */
  readonly #rowConnection = new Map<string, number>();
  readonly #indexConnection = new Map<string, number>();
  #sessionConnection = 0;
  readonly #live: LiveConnection;
  readonly #now: () => number;
  readonly #onError: (error: unknown, context: string) => void;
  /**
   * The payload checks (the contract's zod schemas) load with the first watch or follow, not
   * with the site's entry; what arrives before they do waits for them, in order.
   */
  #parsers: typeof BoardPayloads | null = null;
  #parsersLoading: Promise<void> | null = null;
  #waiting: Array<() => void> = [];

  constructor(live: LiveConnection, options: BoardStoreOptions = {}) {
    this.#live = live;
    this.#now = options.now ?? Date.now;
    this.#onError =
      options.onError ?? ((error, context) => console.error(`[board] ${context}`, error));
    // The session is replaced whole by every push: held as it came, not copied into a deep
    // observable each time (that copy was a large part of a push's work on a phone).
    makeAutoObservable(this, { session: observableRef }, { autoBind: true });
    // Registering a handler does not connect: the first watch or follow does.
    live.on(UPDATE_STOCK_PRICE, (payload) => this.applyPush(payload));
  }

  /** The connection's state (idle before anything asked for live data). */
  get status(): LiveStatus {
    return this.#live.status;
  }

  /** The connection, for badges that show the retry countdown. */
  get connection(): LiveConnection {
    return this.#live;
  }

  get isLive(): boolean {
    return this.#live.status === 'live';
  }

  /** How old the last applied data is at `now`; null before any. */
  tickAgeMs(now: number = this.#now()): number | null {
    return this.lastTickAt === null ? null : Math.max(0, now - this.lastTickAt);
  }

  row(symbol: string): BoardRow | undefined {
    return this.rows.get(normalize(symbol));
  }

  index(symbol: string): IndexRow | undefined {
    return this.indices.get(normalize(symbol));
  }

  /** The symbol's time and sales, oldest first, merged by price and time. */
  trades(symbol: string): readonly TapeRow[] {
    return this.#tapeRows.get(normalize(symbol)) ?? NO_TRADES;
  }

  /** Resolves once pushes can be checked (the checks are loaded by the first watch or follow). */
  whenReady(): Promise<void> {
    return this.loadParsers();
  }

  /** Every row of the board: `GetAllStocks` now and after each reconnect, then the pushes. */
  watchBoard(): () => void {
    void this.loadParsers();
    return this.#live.subscribe(allStocksTopic(), {
      onResult: (result) => this.applySnapshot(result),
    });
  }

  /** One symbol's rows and tape (`UpdateParams`); the hub keeps the 30 most recent per connection. */
  follow(symbol: string): () => void {
    void this.loadParsers();
    return this.#live.subscribe(symbolTopic(symbol));
  }

  /** Merges trades from elsewhere (the API's list of today's matches) into the symbol's tape. */
  mergeTrades(symbol: string, trades: readonly TradeRow[]): void {
    this.mergeTape(normalize(symbol), trades);
  }

  applyPush(payload: unknown): void {
    this.applyChecked(
      (parsers) => parsers.parseStockPricePush(payload),
      'updateStockPrice payload',
      ({ session, pb, tl, mi, pt }) => {
        this.applyRows(session, pb, mi);
        if (pt) this.addDeals(pt);
        const bySymbol = new Map<string, TradeRow[]>();
        for (const trade of tl) {
          const symbol = normalize(trade.symbol);
          const list = bySymbol.get(symbol);
          if (list) list.push(trade);
          else bySymbol.set(symbol, [trade]);
        }
        for (const [symbol, trades] of bySymbol) this.mergeTape(symbol, trades);
      },
    );
  }

  applySnapshot(result: unknown): void {
    this.applyChecked(
      (parsers) => parsers.parseAllStocks(result),
      'GetAllStocks result',
      ({ session, pb, mi, pt }) => {
        this.applyRows(session, pb, mi);
        // The snapshot has the day's deals so far: on a new connection they replace what is held.
        if (pt) this.deals.replace(pt);
        this.hasSnapshot = true;
      },
    );
  }

  /**
   * Checks a payload and applies it as one tick. Until the checks have loaded (a chunk of their
   * own) payloads wait, in order; one that fails its check is reported and dropped.
   */
  private applyChecked<T>(
    check: (parsers: typeof BoardPayloads) => BoardPayloads.Parsed<T>,
    what: string,
    apply: (value: T) => void,
  ): void {
    if (!this.#parsers) {
      this.#waiting.push(() => this.applyChecked(check, what, apply));
      void this.loadParsers();
      return;
    }
    const checked = check(this.#parsers);
    if (!checked.ok) {
      this.#onError(new Error(checked.error), what);
      return;
    }
    apply(checked.value);
    this.lastTickAt = this.#now();
  }

  private applyRows(
    session: BoardSession,
    rows: readonly BoardRow[],
    indices: readonly IndexRow[],
  ): void {
    this.applySession(session);
    for (const row of rows) this.putRow(row);
    for (const row of indices) this.putIndex(row);
  }

  private loadParsers(): Promise<void> {
    this.#parsersLoading ??= import('./boardPayloads').then(
      (parsers) => {
        this.#parsers = parsers;
        const waiting = this.#waiting;
        this.#waiting = [];
        runInAction(() => waiting.forEach((apply) => apply()));
      },
      (error: unknown) => {
        // A failed chunk load is tried again by the next watch, follow or push.
        this.#parsersLoading = null;
        this.#onError(error, 'loading the board payload checks');
      },
    );
    return this.#parsersLoading;
  }

  private applySession(session: BoardSession): void {
    const held = this.session;
    const connection = this.#live.connections;
    // A new session day starts from scratch: yesterday's tape and rows do not belong to it.
    if (held && held.sessionDate !== session.sessionDate) {
      this.#tapes.clear();
      this.#tapeRows.clear();
      this.rows.clear();
      this.indices.clear();
      this.deals.clear();
    } else if (held && isNewPass(held, session)) {
      // A replay that looped back to the morning: the day's tape and deals start again with it.
      this.#tapes.clear();
      this.#tapeRows.clear();
      this.deals.clear();
    }
    if (
      !held ||
      this.#sessionConnection !== connection ||
      session.seq >= held.seq ||
      session.sessionDate !== held.sessionDate
    ) {
      this.session = session;
      this.#sessionConnection = connection;
    }
  }

  private putRow(row: BoardRow): void {
    const symbol = normalize(row.symbol);
    if (this.isOlder(this.rows.get(symbol), this.#rowConnection.get(symbol), row)) return;
    this.rows.set(symbol, row);
    this.#rowConnection.set(symbol, this.#live.connections);
  }

  private putIndex(row: IndexRow): void {
    const { symbol } = row;
    if (this.isOlder(this.indices.get(symbol), this.#indexConnection.get(symbol), row)) return;
    this.indices.set(symbol, row);
    this.#indexConnection.set(symbol, this.#live.connections);
  }

  /** Whether `row` is older than the one held: only rows of one connection compare. */
  private isOlder(
    held: { seq: number } | undefined,
    heldOn: number | undefined,
    row: { seq: number },
  ): boolean {
    return held !== undefined && heldOn === this.#live.connections && held.seq > row.seq;
  }

  /** Appends the deals after the last one held (a push repeated after a reconnect adds none). */
  private addDeals(deals: readonly PutThroughDeal[]): void {
    const last = this.deals.length > 0 ? (this.deals[this.deals.length - 1]?.seq ?? -1) : -1;
    const fresh = deals.filter((deal) => deal.seq > last);
    if (fresh.length > 0) this.deals.push(...fresh);
  }

  private mergeTape(symbol: string, trades: readonly TradeRow[]): void {
    if (trades.length === 0) return;
    let tape = this.#tapes.get(symbol);
    if (!tape) {
      tape = new TradeTape();
      this.#tapes.set(symbol, tape);
    }
    if (tape.merge(trades)) this.#tapeRows.set(symbol, tape.rows);
  }
}
