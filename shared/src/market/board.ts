/**
 * The price board's wire contract (design §7, spec §3 "Price-board record", §7 "External price
 * board"): what `services/priceboard` sends and what the API and the sites read, over the
 * SignalR hub and over `POST /priceboard/Acc/amw`. A real feed behind `PRICEBOARD_URL` speaks
 * the same shapes. Prices are VND (index values points), volumes shares, values VND, times
 * Asia/Ho_Chi_Minh. Runtime checks of these shapes live in `validation/board.ts`.
 */
import type { Exchange, MainIndex } from './exchanges.ts';
import type { Phase } from './sessions.ts';

/** What trades on the board: shares (stocks, fund certificates) and covered warrants. */
export type BoardKind = 'stock' | 'cw';

/** One level of the book, best first. `price` null: ATO/ATC market orders at the top. */
export interface BookLevel {
  price: number | null;
  volume: number;
}

/** One price-board row. `pb.f` of Acc/amw holds `JSON.stringify` of these; the hub sends objects. */
export interface BoardRow {
  /** The board sequence number of this row's last change. */
  seq: number;
  symbol: string;
  exchange: Exchange;
  kind: BoardKind;
  reference: number;
  ceiling: number;
  floor: number;
  /** Null until the first match of the session. */
  open: number | null;
  high: number | null;
  low: number | null;
  /** The last matched price and its volume (null / 0 before the first match). */
  price: number | null;
  matchVolume: number;
  /** Against the reference; 0 before the first match. Percent with 2 decimals. */
  change: number;
  changePercent: number;
  totalVolume: number;
  totalValue: number;
  /** Three levels each (fewer only when the book is thinner). */
  bids: BookLevel[];
  asks: BookLevel[];
  foreignBuyVolume: number;
  foreignSellVolume: number;
  /** Shares foreigners may still buy. */
  foreignRoom: number;
  /** HH:mm:ss of the last match, null before it. */
  time: string | null;
}

/** What a row takes from its instrument: the identity, the band and the foreign room. */
export type OpeningInstrument = Pick<
  BoardRow,
  'symbol' | 'exchange' | 'kind' | 'reference' | 'ceiling' | 'floor' | 'foreignRoom'
>;

/**
 * An instrument's row before the session's first match: its band and foreign room, no prices,
 * no volume, an empty book (a board starting a session, a test's quiet row).
 */
export function openingRow(instrument: OpeningInstrument, seq: number): BoardRow {
  const { symbol, exchange, kind, reference, ceiling, floor, foreignRoom } = instrument;
  return {
    seq,
    symbol,
    exchange,
    kind,
    reference,
    ceiling,
    floor,
    open: null,
    high: null,
    low: null,
    price: null,
    matchVolume: 0,
    change: 0,
    changePercent: 0,
    totalVolume: 0,
    totalValue: 0,
    bids: [],
    asks: [],
    foreignBuyVolume: 0,
    foreignSellVolume: 0,
    foreignRoom,
    time: null,
  };
}

/** Who crossed the spread; null for the auction matches (ATO, ATC). */
export type TradeSide = 'buy' | 'sell' | null;

/** One time-and-sales row (a match). */
export interface TradeRow {
  seq: number;
  symbol: string;
  /** HH:mm:ss. */
  time: string;
  price: number;
  /** Against the reference. */
  change: number;
  volume: number;
  /** The session's volume after this match (spec "amountSaved"). */
  totalVolume: number;
  side: TradeSide;
}

/** One index row (spec "index entries"). */
export interface IndexRow {
  seq: number;
  symbol: MainIndex;
  /** `INDEX_EXCHANGE_CODES` of exchanges.ts. */
  exchangeCode: string;
  value: number;
  change: number;
  changePercent: number;
  totalVolume: number;
  totalValue: number;
  /** Constituents up, down, unchanged, at the ceiling, at the floor. */
  advances: number;
  declines: number;
  unchanged: number;
  ceilings: number;
  floors: number;
  /**
   * The constituents' put-through deals of the session (`PutThroughDeal`): a total of its own,
   * outside `totalVolume` and `totalValue`, which count the order matching only.
   */
  putThroughVolume: number;
  putThroughValue: number;
  /** HH:mm:ss of the last change, null before the session's first. */
  time: string | null;
}

/**
 * A put-through deal (giao dịch thỏa thuận): a block of shares a buyer and a seller agreed on
 * outside the order book and reported to the exchange. It does not move the last price, the
 * book or the index; the exchange publishes it in a list of its own, and its volume and value
 * in totals of their own (`IndexRow.putThroughVolume`).
 */
export interface PutThroughDeal {
  /** The board sequence number of the deal (deals are never changed afterwards). */
  seq: number;
  symbol: string;
  exchange: Exchange;
  /** HH:mm:ss when the exchange reported it. */
  time: string;
  /** Inside the day's band [floor, ceiling]. */
  price: number;
  volume: number;
  /** price × volume. */
  value: number;
}

/** What the board is showing. */
export interface BoardSession {
  /** YYYY-MM-DD of the session on the board. */
  sessionDate: string;
  /** Each exchange's phase at the board's clock. */
  phases: Record<Exchange, Phase>;
  /**
   * True while the session is being traded (live, or a replay running); false when the board
   * shows a finished session (outside trading hours: the last one), which the sites say.
   */
  trading: boolean;
  clock: 'live' | 'replay';
  /** Replay speed factor (1 when live). */
  speed: number;
  /** The board's clock, ISO 8601 with offset (a replay's differs from the wall clock). */
  time: string;
  /** The board's latest sequence number. */
  seq: number;
  /**
   * Where this pass of the session starts: every row, index row and trade of it numbers after
   * it. A replay that loops starts the day again with a new one, so a client whose time and
   * sales came with another `startSeq` (or whose last sequence is below it) holds another
   * pass's day: it drops that tape and starts a new one. Absent from a feed that does not
   * number its passes.
   */
  startSeq?: number;
}

/** The `updateStockPrice` push: the changes since the previous push to this connection. */
export interface StockPricePush {
  session: BoardSession;
  pb: BoardRow[];
  tl: TradeRow[];
  mi: IndexRow[];
  /**
   * The put-through deals reported since the previous push: sent to connections that asked for
   * the whole board (`GetAllStocks`, whose result has the day's deals so far), absent otherwise
   * and from a feed without them. Acc/amw answers them by exchange (`pthMktId`).
   */
  pt?: PutThroughDeal[];
  /** Wall-clock milliseconds when the hub sent it (the fan-out benchmark's stopwatch). */
  sentAt: number;
}

/** `GetAllStocks()`'s result: the whole board now. */
export interface AllStocksResult {
  session: BoardSession;
  pb: BoardRow[];
  mi: IndexRow[];
  /** The session's put-through deals so far, oldest first (absent from a feed without them). */
  pt?: PutThroughDeal[];
}

/** At most this many symbols in one `UpdateParams` call, and followed by one connection. */
export const MAX_FOLLOWED_SYMBOLS = 30;

/**
 * `POST /priceboard/Acc/amw`, form fields (application/x-www-form-urlencoded) of spec §7.
 * `selectedStocks`: comma-separated symbols, empty for all. `marketId`: an exchange code
 * (10, 02, 04) or empty for all. `lastSeq`: with `isIncrValue=true`, only rows changed after it.
 * `isReqTL=true` with `tlSymbol`: that symbol's time and sales (after `lastSeq` when
 * incremental). `isReqMK=true`: index rows. `pthMktId`: an exchange code (10, 02, 04) for
 * that exchange's put-through deals of the session (after `lastSeq` when incremental) in `pt.f`,
 * empty for none. `criteriaId` and `isGetNullValue` are accepted and ignored by the simulator.
 */
export const AMW_FIELDS = [
  'selectedStocks',
  'criteriaId',
  'marketId',
  'lastSeq',
  'isReqTL',
  'isReqMK',
  'tlSymbol',
  'pthMktId',
  'isGetNullValue',
  'isIncrValue',
] as const;
export type AmwRequest = Partial<Record<(typeof AMW_FIELDS)[number], string>>;

export interface AmwReply {
  mi: IndexRow[];
  pb: { f: string[] };
  tl: { f: TradeRow[] };
  /** With `pthMktId`: that exchange's put-through deals, oldest first (absent from a feed without them). */
  pt?: { f: PutThroughDeal[] };
  session: BoardSession;
}

/**
 * What the simulator starts a session from (API `GET /api/v1/stock-quotes/board-seed`): every
 * instrument's reference and band for `sessionDate`, and, when the dataset holds that session
 * (a replay), its stored day, which the simulated session then reproduces.
 */
export interface BoardSeed {
  sessionDate: string;
  previousSessionDate: string;
  instruments: BoardSeedInstrument[];
  indices: BoardSeedIndex[];
}

export interface StoredDay {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
  foreignBuyVolume: number;
  foreignSellVolume: number;
}

/**
 * An instrument as its board row opens the session (`openingRow`): `reference` is the last close
 * moved by the corporate actions going ex on `sessionDate`, `foreignRoom` the shares foreigners
 * may still buy at the session's start.
 */
export interface BoardSeedInstrument extends OpeningInstrument {
  sharesOutstanding: number;
  /** Shares per session over the 20 sessions before (sizes the order flow). */
  averageVolume20: number;
  /** The main indices it is a constituent of. */
  indices: MainIndex[];
  /** Covered warrants only. */
  warrant?: {
    underlying: string;
    issuer: string;
    exercisePrice: number;
    /** Warrants per underlying share (e.g. 4 → 4:1). */
    ratio: number;
    maturityDate: string;
  };
  /** The stored session, when `sessionDate` is in the dataset. */
  day?: StoredDay;
}

export interface BoardSeedIndex {
  symbol: MainIndex;
  exchangeCode: string;
  /** The close of `previousSessionDate`. */
  previousValue: number;
  day?: Pick<StoredDay, 'open' | 'high' | 'low' | 'close' | 'volume' | 'value'>;
}
