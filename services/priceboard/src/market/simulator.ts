/**
 * The market simulator (design §7, issue 12): one session's board, moved to the board clock's
 * time by `advance()`. The day is generated up front (schedule.ts); the simulator reveals its
 * events in order up to board time and keeps the board's rows, the time and sales and the
 * index rows, stamping each change with the board's sequence number.
 *
 * Sequence numbers: one counter for the whole board. At construction every row and index row
 * gets one; then, event by event (time, seed order), a match stamps its trade row and then its
 * board row, a book change its board row, and after all events of one board second each index
 * whose constituents matched gets one. A put-through deal (putThrough.ts) gets its number after
 * the matches of its second, and counts in the indices of that second (their put-through
 * totals; it moves no price). All events of a second are revealed together, so the
 * numbers depend only on the board time reached, never on how often `advance()` ran: two
 * processes with the same seed, random seed and clock hand out the same numbers.
 *
 * A clock that went backwards (a replay looping to its start) restarts the day from the same
 * schedule, a new pass: every row and index row is stamped again after the last number handed
 * out, so a client asking for changes after its last number gets the whole board, and the time
 * and sales start empty again. The session's `startSeq` says where the pass started, so the
 * board, Acc/amw and the sites drop the earlier pass's tape rather than mix the two.
 *
 * Rows handed out are never mutated afterwards (a change replaces the row), so callers may keep
 * and serialise them later.
 */
import type {
  AllStocksResult,
  BoardRow,
  BoardSeed,
  BoardSession,
  IndexRow,
  PutThroughDeal,
  TradeRow,
} from '@brokerage/shared/market/board.ts';
import { openingRow } from '@brokerage/shared/market/board.ts';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import { EXCHANGES } from '@brokerage/shared/market/exchanges.ts';
import type { IndexConstituent } from '@brokerage/shared/market/indices.ts';
import { nextIndexValue } from '@brokerage/shared/market/indices.ts';
import { phaseAt } from '@brokerage/shared/market/sessions.ts';
import { boardIso, clockText, instantOf } from './boardTime.ts';
import type { BoardClock } from './clock.ts';
import { isTradingAt } from './clock.ts';
import type { ScheduledDeal } from './putThrough.ts';
import { buildPutThroughDeals } from './putThrough.ts';
import type { DaySchedule, ScheduledEvent } from './schedule.ts';
import { buildSchedule } from './schedule.ts';
import type { BoardChanges } from '../market-port.ts';

export interface MarketSimulatorOptions {
  seed: BoardSeed;
  clock: BoardClock;
  /** Seeds every instrument's day with the session date and its symbol (default 1). */
  randomSeed?: number;
  /** The first sequence number is startSeq + 1 (default 0): a server replacing a finished session's simulator passes the old one's last. */
  startSeq?: number;
  /**
   * The session's `startSeq` while this simulator continues the pass another engine showed (a
   * new leader taking over the board mid-session, same day, board time not gone back): its
   * day is that pass's day again, so clients keep their tape. Default: its own start.
   */
  sessionStartSeq?: number;
}

export const DEFAULT_RANDOM_SEED = 1;

const round2 = (value: number) => Math.round(value * 100) / 100;
const percentOf = (change: number, base: number) => (base > 0 ? round2((change / base) * 100) : 0);

/** What a seed must hold for the board to make sense; the API's seed passes, a broken one fails loudly. */
function checkSeed(seed: BoardSeed): void {
  const symbols = new Set<string>();
  for (const { symbol, reference, ceiling, floor } of seed.instruments) {
    if (symbols.has(symbol)) throw new RangeError(`board seed: ${symbol} appears twice`);
    symbols.add(symbol);
    if (!(floor > 0 && floor <= reference && reference <= ceiling))
      throw new RangeError(
        `board seed: ${symbol} needs 0 < floor ≤ reference ≤ ceiling, got ${floor}/${reference}/${ceiling}`,
      );
  }
}

export class MarketSimulator {
  /** The session date this simulator was seeded for. */
  readonly sessionDate: string;
  private readonly seed: BoardSeed;
  private readonly clock: BoardClock;
  private readonly schedule: DaySchedule;
  /** Epoch milliseconds of each scheduled event. */
  private readonly instants: number[];
  /** The day's put-through deals, by time, and their epoch milliseconds. */
  private readonly scheduledDeals: readonly ScheduledDeal[];
  private readonly dealInstants: number[];
  private readonly symbolIndex = new Map<string, number>();
  /** For each instrument, the positions of the index rows it counts in. */
  private readonly memberOf: number[][];
  /** For each index row, its constituents' positions. */
  private readonly members: number[][];
  /** For each index row, `nextIndexValue`'s input, kept up to date by the matches (no allocation per update). */
  private indexInputs: IndexConstituent[][] = [];
  private seq: number;
  /** Where the current pass of the day started (the session's `startSeq`). */
  private passStart = 0;
  private boardRows: BoardRow[] = [];
  private indexRows: IndexRow[] = [];
  private tape: TradeRow[][] = [];
  private revealed = 0;
  /** The deals revealed in this pass, in order, and each instrument's put-through totals. */
  private deals: PutThroughDeal[] = [];
  private dealsRevealed = 0;
  private putThroughVolume: number[] = [];
  private putThroughValue: number[] = [];
  private boardTime: Date;

  /**
   * Generates the day and already moves the board to the clock's now, so `snapshot()` is the
   * board at once; the first `advance()` returns what changed after that. Throws on a seed
   * listing a symbol twice or with a band not around its reference, and on a replay clock of
   * another day than the seed's.
   */
  constructor(options: MarketSimulatorOptions) {
    const { seed, clock } = options;
    checkSeed(seed);
    if (clock.spec.mode === 'replay' && clock.spec.sessionDate !== seed.sessionDate)
      throw new Error(
        `the replay clock shows ${clock.spec.sessionDate}, the seed is for ${seed.sessionDate}`,
      );
    this.seed = seed;
    this.clock = clock;
    this.sessionDate = seed.sessionDate;
    this.seq = options.startSeq ?? 0;
    this.schedule = buildSchedule(seed, options.randomSeed ?? DEFAULT_RANDOM_SEED);
    const midnight = instantOf(seed.sessionDate, 0);
    this.instants = this.schedule.events.map((event) => midnight + event.at);
    this.scheduledDeals = buildPutThroughDeals(seed, options.randomSeed ?? DEFAULT_RANDOM_SEED);
    this.dealInstants = this.scheduledDeals.map((deal) => midnight + deal.at);
    seed.instruments.forEach(({ symbol }, i) => this.symbolIndex.set(symbol, i));
    this.members = seed.indices.map(({ symbol }) =>
      seed.instruments.flatMap((instrument, i) => (instrument.indices.includes(symbol) ? [i] : [])),
    );
    this.memberOf = seed.instruments.map((instrument) =>
      seed.indices.flatMap((index, k) => (instrument.indices.includes(index.symbol) ? [k] : [])),
    );
    this.boardTime = clock.now();
    this.restart();
    if (options.sessionStartSeq !== undefined) this.passStart = options.sessionStartSeq;
    this.reveal(this.boardTime.getTime());
  }

  /** Moves the board to the clock's now; what changed since the previous call (empty arrays when nothing). */
  advance(): BoardChanges {
    const now = this.clock.now();
    const before = this.seq;
    if (now.getTime() < this.boardTime.getTime()) this.restart();
    this.boardTime = now;
    const { trades, deals } = this.reveal(now.getTime());
    return {
      session: this.session(),
      pb: this.boardRows.filter((row) => row.seq > before),
      tl: trades,
      mi: this.indexRows.filter((row) => row.seq > before),
      pt: deals,
    };
  }

  snapshot(): AllStocksResult {
    return { session: this.session(), pb: [...this.boardRows], mi: [...this.indexRows] };
  }

  /** The board's session at the board time of the last `advance()` (or of construction). */
  session(): BoardSession {
    const at = this.boardTime;
    const spec = this.clock.spec;
    return {
      sessionDate: this.sessionDate,
      phases: Object.fromEntries(
        EXCHANGES.map((exchange) => [exchange, phaseAt(exchange, at)]),
      ) as BoardSession['phases'],
      trading: isTradingAt(this.sessionDate, at),
      clock: spec.mode,
      speed: spec.mode === 'replay' ? spec.speed : 1,
      time: boardIso(at),
      seq: this.seq,
      startSeq: this.passStart,
    };
  }

  has(symbol: string): boolean {
    return this.symbolIndex.has(symbol);
  }

  /** Board rows changed after `afterSeq` (all when 0/undefined), optionally only `symbols` and/or one exchange; in seed order. */
  rows(
    options: { afterSeq?: number; symbols?: readonly string[]; exchange?: Exchange } = {},
  ): BoardRow[] {
    const after = options.afterSeq ?? 0;
    const wanted = options.symbols ? new Set(options.symbols) : null;
    return this.boardRows.filter(
      (row) =>
        row.seq > after &&
        (wanted === null || wanted.has(row.symbol)) &&
        (options.exchange === undefined || row.exchange === options.exchange),
    );
  }

  /** Index rows changed after `afterSeq` (all when 0/undefined), in seed order. */
  indices(afterSeq = 0): IndexRow[] {
    return this.indexRows.filter((row) => row.seq > afterSeq);
  }

  /** A symbol's time and sales after `afterSeq`, oldest first; undefined for an unknown symbol. */
  trades(symbol: string, afterSeq = 0): TradeRow[] | undefined {
    const i = this.symbolIndex.get(symbol);
    if (i === undefined) return undefined;
    const tape = this.tape[i]!;
    // Binary search: the tape is in sequence order.
    let low = 0;
    let high = tape.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (tape[mid]!.seq > afterSeq) high = mid;
      else low = mid + 1;
    }
    return tape.slice(low);
  }

  /** The put-through deals of this pass after `afterSeq`, in order, of one exchange or all. */
  putThroughDeals(afterSeq = 0, exchange?: Exchange): PutThroughDeal[] {
    return this.deals.filter(
      (deal) => deal.seq > afterSeq && (exchange === undefined || deal.exchange === exchange),
    );
  }

  /** The day from its start, a new pass: no event revealed, every row and index row stamped anew. */
  private restart(): void {
    this.passStart = this.seq;
    this.revealed = 0;
    this.tape = this.seed.instruments.map(() => []);
    this.deals = [];
    this.dealsRevealed = 0;
    this.putThroughVolume = this.seed.instruments.map(() => 0);
    this.putThroughValue = this.seed.instruments.map(() => 0);
    this.indexInputs = this.members.map((members) =>
      members.map((i) => {
        const { reference, sharesOutstanding } = this.seed.instruments[i]!;
        return { previousPrice: reference, price: reference, shares: sharesOutstanding };
      }),
    );
    // The board never shows a negative foreign room, whatever the seed holds.
    this.boardRows = this.seed.instruments.map((instrument) =>
      openingRow({ ...instrument, foreignRoom: Math.max(0, instrument.foreignRoom) }, ++this.seq),
    );
    this.indexRows = this.seed.indices.map((index, k) => ({
      ...this.indexFigures(k),
      seq: ++this.seq,
      symbol: index.symbol,
      exchangeCode: index.exchangeCode,
      time: null,
    }));
  }

  /**
   * Applies the events and deals up to `limit` (epoch ms), a board second at a time: its
   * matches and book changes, then its deals, then the indices they touched. What it revealed,
   * in order.
   */
  private reveal(limit: number): { trades: TradeRow[]; deals: PutThroughDeal[] } {
    const { events } = this.schedule;
    const deals = this.scheduledDeals;
    const trades: TradeRow[] = [];
    const revealedDeals: PutThroughDeal[] = [];
    const touched = new Set<number>();
    const eventDue = () => this.revealed < events.length && this.instants[this.revealed]! <= limit;
    const dealDue = () =>
      this.dealsRevealed < deals.length && this.dealInstants[this.dealsRevealed]! <= limit;
    while (eventDue() || dealDue()) {
      const second = Math.min(
        eventDue() ? events[this.revealed]!.at : Infinity,
        dealDue() ? deals[this.dealsRevealed]!.at : Infinity,
      );
      while (eventDue() && events[this.revealed]!.at === second) {
        this.apply(events[this.revealed]!, trades, touched);
        this.revealed++;
      }
      while (dealDue() && deals[this.dealsRevealed]!.at === second) {
        revealedDeals.push(this.applyDeal(deals[this.dealsRevealed]!, touched));
        this.dealsRevealed++;
      }
      this.updateIndices(touched, second);
    }
    return { trades, deals: revealedDeals };
  }

  private applyDeal(deal: ScheduledDeal, touched: Set<number>): PutThroughDeal {
    const { symbol, exchange } = this.boardRows[deal.instrument]!;
    const value = deal.price * deal.volume;
    const record: PutThroughDeal = {
      seq: ++this.seq,
      symbol,
      exchange,
      time: clockText(deal.at),
      price: deal.price,
      volume: deal.volume,
      value,
    };
    this.deals.push(record);
    this.putThroughVolume[deal.instrument]! += deal.volume;
    this.putThroughValue[deal.instrument]! += value;
    for (const k of this.memberOf[deal.instrument]!) touched.add(k);
    return record;
  }

  private apply(event: ScheduledEvent, trades: TradeRow[], touched: Set<number>): void {
    const row = this.boardRows[event.instrument]!;
    const { trade } = event;
    if (!trade) {
      this.boardRows[event.instrument] = {
        ...row,
        bids: event.bids,
        asks: event.asks,
        seq: ++this.seq,
      };
      return;
    }
    const time = clockText(event.at);
    const change = trade.price - row.reference;
    const totalVolume = row.totalVolume + trade.volume;
    const tradeRow: TradeRow = {
      seq: ++this.seq,
      symbol: row.symbol,
      time,
      price: trade.price,
      change,
      volume: trade.volume,
      totalVolume,
      side: trade.side,
    };
    this.tape[event.instrument]!.push(tradeRow);
    trades.push(tradeRow);
    this.boardRows[event.instrument] = {
      ...row,
      seq: ++this.seq,
      open: row.open ?? trade.price,
      high: Math.max(row.high ?? trade.price, trade.price),
      low: Math.min(row.low ?? trade.price, trade.price),
      price: trade.price,
      matchVolume: trade.volume,
      change,
      changePercent: percentOf(change, row.reference),
      totalVolume,
      totalValue: row.totalValue + trade.price * trade.volume,
      bids: event.bids,
      asks: event.asks,
      foreignBuyVolume: row.foreignBuyVolume + trade.foreignBuy,
      foreignSellVolume: row.foreignSellVolume + trade.foreignSell,
      // Foreign sales free room only once settled, so the session's room only shrinks.
      foreignRoom: Math.max(0, row.foreignRoom - trade.foreignBuy),
      time,
    };
    for (const k of this.memberOf[event.instrument]!) {
      this.indexInputs[k]![this.members[k]!.indexOf(event.instrument)]!.price = trade.price;
      touched.add(k);
    }
  }

  private updateIndices(touched: Set<number>, at: number): void {
    if (touched.size === 0) return;
    const time = clockText(at);
    for (let k = 0; k < this.indexRows.length; k++) {
      if (touched.has(k))
        this.indexRows[k] = {
          ...this.indexRows[k]!,
          ...this.indexFigures(k),
          seq: ++this.seq,
          time,
        };
    }
    touched.clear();
  }

  /**
   * An index from its constituents' last prices (the reference before their first match),
   * capitalisation-weighted over sharesOutstanding with `nextIndexValue` from the previous
   * close; volume and value summed, and the put-through deals' apart; breadth against the reference and the band.
   */
  private indexFigures(k: number): Omit<IndexRow, 'seq' | 'symbol' | 'exchangeCode' | 'time'> {
    const { previousValue } = this.seed.indices[k]!;
    const figures = {
      totalVolume: 0,
      totalValue: 0,
      putThroughVolume: 0,
      putThroughValue: 0,
      advances: 0,
      declines: 0,
      unchanged: 0,
      ceilings: 0,
      floors: 0,
    };
    for (const i of this.members[k]!) {
      const row = this.boardRows[i]!;
      const price = row.price ?? row.reference;
      figures.totalVolume += row.totalVolume;
      figures.totalValue += row.totalValue;
      figures.putThroughVolume += this.putThroughVolume[i] ?? 0;
      figures.putThroughValue += this.putThroughValue[i] ?? 0;
      if (price > row.reference) figures.advances++;
      else if (price < row.reference) figures.declines++;
      else figures.unchanged++;
      if (row.price !== null && price >= row.ceiling) figures.ceilings++;
      if (row.price !== null && price <= row.floor) figures.floors++;
    }
    const value = nextIndexValue(previousValue, this.indexInputs[k]!);
    const change = round2(value - previousValue);
    return {
      ...figures,
      value,
      change,
      changePercent: percentOf(value - previousValue, previousValue),
    };
  }
}
