/**
 * A small market engine for the hub's tests (the real one lives in src/market): every
 * `advance()` moves a few symbols one tick, in turn, with one match each, and moves every index;
 * nothing is random, so the same calls give the same board.
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
import { fixtureBoardSession } from '@brokerage/shared/market/boardFixtures.ts';
import type {
  BoardChanges,
  BoardClock,
  ClockSpec,
  MarketEngine,
  MarketFactory,
} from '../market-port';

export interface FakeMarketOptions {
  /** Symbols moved per advance (all by default). */
  perAdvance?: number;
  /** Advances are paused while true (the board stays as it is). */
  paused?: () => boolean;
  /** Each advance also reports a put-through deal of 20,000 shares of its first symbol. */
  putThrough?: boolean;
}

export class FakeEngine implements MarketEngine {
  readonly sessionDate: string;
  private seq = 0;
  /** The session's startSeq: its own start, or the pass it continues. */
  private readonly startSeq: number;
  private turn = 0;
  private readonly rows = new Map<string, BoardRow>();
  private readonly indexRows = new Map<string, IndexRow>();
  private readonly tradeRows = new Map<string, TradeRow[]>();
  private readonly deals: PutThroughDeal[] = [];
  advances = 0;

  constructor(
    private readonly seed: BoardSeed,
    private readonly clock: BoardClock,
    private readonly options: FakeMarketOptions = {},
    startSeq = 0,
    sessionStartSeq?: number,
  ) {
    this.seq = startSeq;
    this.startSeq = sessionStartSeq ?? startSeq;
    this.sessionDate = seed.sessionDate;
    for (const i of seed.instruments) {
      // Unlike a real opening row, one level of book each side: the pushes carry a book to read.
      this.rows.set(i.symbol, {
        ...openingRow(i, ++this.seq),
        bids: [{ price: i.reference - 100, volume: 1000 }],
        asks: [{ price: i.reference + 100, volume: 1000 }],
      });
      this.tradeRows.set(i.symbol, []);
    }
    for (const x of seed.indices) {
      this.indexRows.set(x.symbol, {
        seq: ++this.seq,
        symbol: x.symbol,
        exchangeCode: x.exchangeCode,
        value: x.previousValue,
        change: 0,
        changePercent: 0,
        totalVolume: 0,
        totalValue: 0,
        advances: 0,
        declines: 0,
        unchanged: 0,
        ceilings: 0,
        floors: 0,
        putThroughVolume: 0,
        putThroughValue: 0,
        time: null,
      });
    }
  }

  session(): BoardSession {
    const { spec } = this.clock;
    return fixtureBoardSession({
      sessionDate: this.sessionDate,
      clock: spec.mode,
      speed: spec.mode === 'replay' ? spec.speed : 1,
      time: this.clock.now().toISOString(),
      seq: this.seq,
      startSeq: this.startSeq,
    });
  }

  advance(): BoardChanges {
    if (this.options.paused?.()) return { session: this.session(), pb: [], tl: [], mi: [] };
    this.advances += 1;
    const symbols = [...this.rows.keys()];
    const count = Math.min(this.options.perAdvance ?? symbols.length, symbols.length);
    const pb: BoardRow[] = [];
    const tl: TradeRow[] = [];
    const time = this.clock.now().toISOString().slice(11, 19);
    for (let k = 0; k < count; k += 1) {
      const symbol = symbols[(this.turn + k) % symbols.length] ?? '';
      const old = this.rows.get(symbol);
      if (!old) continue;
      const price = Math.min(old.ceiling, (old.price ?? old.reference) + 100);
      const seq = ++this.seq;
      const totalVolume = old.totalVolume + 100;
      const row: BoardRow = {
        ...old,
        seq,
        price,
        open: old.open ?? price,
        high: Math.max(old.high ?? price, price),
        low: Math.min(old.low ?? price, price),
        matchVolume: 100,
        change: price - old.reference,
        changePercent: Math.round(((price - old.reference) / old.reference) * 10_000) / 100,
        totalVolume,
        totalValue: old.totalValue + price * 100,
        time,
      };
      this.rows.set(symbol, row);
      pb.push(row);
      const trade: TradeRow = {
        seq,
        symbol,
        time,
        price,
        change: row.change,
        volume: 100,
        totalVolume,
        side: 'buy',
      };
      this.tradeRows.get(symbol)?.push(trade);
      tl.push(trade);
    }
    const pt: PutThroughDeal[] = [];
    const dealt = this.rows.get(symbols[this.turn] ?? '');
    if (this.options.putThrough && dealt) {
      const { symbol, exchange, reference: price } = dealt;
      const deal = { seq: ++this.seq, symbol, exchange, time, price, volume: 20_000 };
      pt.push({ ...deal, value: price * deal.volume });
      this.deals.push(...pt);
    }
    this.turn = (this.turn + count) % Math.max(1, symbols.length);
    const mi: IndexRow[] = [];
    for (const [symbol, old] of this.indexRows) {
      const row = {
        ...old,
        seq: ++this.seq,
        value: Math.round((old.value + 0.5) * 100) / 100,
        time,
      };
      this.indexRows.set(symbol, row);
      mi.push(row);
    }
    return { session: this.session(), pb, tl, mi, ...(this.options.putThrough ? { pt } : {}) };
  }

  snapshot(): AllStocksResult {
    return {
      session: this.session(),
      pb: [...this.rows.values()],
      mi: [...this.indexRows.values()],
    };
  }

  trades(symbol: string, afterSeq = -1): TradeRow[] | undefined {
    return this.tradeRows.get(symbol)?.filter((t) => t.seq > afterSeq);
  }

  /** None unless `putThrough` is on (a feed without them). */
  putThroughDeals(afterSeq = -1): PutThroughDeal[] {
    return this.deals.filter((deal) => deal.seq > afterSeq);
  }
}

export function fakeParseClock(text: string | undefined): ClockSpec {
  if (!text || text === 'live') return { mode: 'live' };
  const m = /^replay(?::(\d{4}-\d{2}-\d{2})?(?::(\d+))?)?$/.exec(text);
  if (!m) throw new Error(`PRICEBOARD_CLOCK: "${text}" is not a clock`);
  return { mode: 'replay', sessionDate: m[1] ?? '', speed: Number(m[2] ?? 1) };
}

export interface FakeMarket extends MarketFactory {
  engines: FakeEngine[];
}

export function fakeMarket(options: FakeMarketOptions = {}): FakeMarket {
  const engines: FakeEngine[] = [];
  return {
    engines,
    parseClock: fakeParseClock,
    createBoardClock: (spec, clockOptions) => {
      const wallNow = clockOptions?.wallNow ?? Date.now;
      return { spec, now: () => new Date(wallNow()) };
    },
    sessionDateAt: () => ({ sessionDate: '2026-11-20', trading: true }),
    createEngine: ({ seed, clock, startSeq, sessionStartSeq }) => {
      const engine = new FakeEngine(seed, clock, options, startSeq, sessionStartSeq);
      engines.push(engine);
      return engine;
    },
  };
}
