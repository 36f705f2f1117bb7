/**
 * Test-only: the price board's records (board.ts) as the tests build them, FPT on HOSE in the
 * continuous session of 2026-11-20 at 10:00, each with overridable parts. One builder per record,
 * so every test that needs a row starts from the same one and states only what it is about. It
 * sits beside the contract, not in `testing/`, so the servers' tests can use it too.
 */
import type { BoardRow, BoardSession, IndexRow, StockPricePush, TradeRow } from './board.ts';

/** A builder of `T`: a fresh copy of the defaults with the test's overrides. */
const fixture =
  <T>(defaults: T) =>
  (over: Partial<T> = {}): T => ({ ...structuredClone(defaults), ...over });

/** What the board is showing: a replay at 60×, every exchange in its continuous session. */
export const fixtureBoardSession = fixture<BoardSession>({
  sessionDate: '2026-11-20',
  phases: { HOSE: 'continuous', HNX: 'continuous', UPCOM: 'continuous' },
  trading: true,
  clock: 'replay',
  speed: 60,
  time: '2026-11-20T10:00:00+07:00',
  seq: 10,
});

/** FPT, reference 100,000, last matched at 100,500 (up 0.5%), one level of book each side. */
export const fixtureBoardRow = fixture<BoardRow>({
  seq: 1,
  symbol: 'FPT',
  exchange: 'HOSE',
  kind: 'stock',
  reference: 100_000,
  ceiling: 107_000,
  floor: 93_100,
  open: 100_500,
  high: 101_000,
  low: 99_800,
  price: 100_500,
  matchVolume: 200,
  change: 500,
  changePercent: 0.5,
  totalVolume: 12_000,
  totalValue: 1_206_000_000,
  bids: [{ price: 100_400, volume: 1_000 }],
  asks: [{ price: 100_500, volume: 800 }],
  foreignBuyVolume: 1_000,
  foreignSellVolume: 500,
  foreignRoom: 10_000_000,
  time: '10:00:00',
});

/** One FPT match: 100 shares at 100,500, bought. */
export const fixtureTradeRow = fixture<TradeRow>({
  seq: 1,
  symbol: 'FPT',
  time: '10:00:00',
  price: 100_500,
  change: 500,
  volume: 100,
  totalVolume: 12_000,
  side: 'buy',
});

/** VN-Index at 1,250.5, up 3.2 points. */
export const fixtureIndexRow = fixture<IndexRow>({
  seq: 1,
  symbol: 'VNINDEX',
  exchangeCode: '10',
  value: 1_250.5,
  change: 3.2,
  changePercent: 0.26,
  totalVolume: 500_000_000,
  totalValue: 12_000_000_000_000,
  advances: 200,
  declines: 150,
  unchanged: 50,
  ceilings: 5,
  floors: 2,
  putThroughVolume: 1_200_000,
  putThroughValue: 48_000_000_000,
  time: '10:00:00',
});

/** An `updateStockPrice` push of the session above, with no changes unless given. */
export const fixtureBoardPush = fixture<StockPricePush>({
  session: fixtureBoardSession(),
  pb: [],
  tl: [],
  mi: [],
  sentAt: 0,
});
