/**
 * Checks of what the hub sends before a store takes it: the `updateStockPrice` push and the
 * `GetAllStocks` result (shapes of `market/board.ts`). A payload that is not the contract's is
 * refused whole, with the first problem named; rows are not repaired one by one.
 */
import type { AllStocksResult, StockPricePush } from '../market/board.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

type Check = (value: unknown) => string | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const num: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? null : 'a number';
const str: Check = (value) => (typeof value === 'string' ? null : 'a string');
const bool: Check = (value) => (typeof value === 'boolean' ? null : 'a boolean');
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value);
const oneOf =
  (...options: readonly unknown[]): Check =>
  (value) =>
    options.includes(value) ? null : `one of ${options.join(', ')}`;
const record: Check = (value) => (isRecord(value) ? null : 'an object');

function shape(fields: Record<string, Check>): Check {
  return (value) => {
    if (!isRecord(value)) return 'an object';
    for (const [field, check] of Object.entries(fields)) {
      const problem = check(value[field]);
      if (problem) return `${field}: ${problem}`;
    }
    return null;
  };
}

function listOf(check: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return 'a list';
    for (const [index, item] of value.entries()) {
      const problem = check(item);
      if (problem) return `[${index}] ${problem}`;
    }
    return null;
  };
}

const bookLevel = shape({ price: nullable(num), volume: num });

const sessionCheck = shape({
  sessionDate: str,
  phases: record,
  trading: bool,
  clock: oneOf('live', 'replay'),
  speed: num,
  time: str,
  seq: num,
});

const boardRowCheck = shape({
  seq: num,
  symbol: str,
  exchange: str,
  kind: oneOf('stock', 'cw'),
  reference: num,
  ceiling: num,
  floor: num,
  open: nullable(num),
  high: nullable(num),
  low: nullable(num),
  price: nullable(num),
  matchVolume: num,
  change: num,
  changePercent: num,
  totalVolume: num,
  totalValue: num,
  bids: listOf(bookLevel),
  asks: listOf(bookLevel),
  foreignBuyVolume: num,
  foreignSellVolume: num,
  foreignRoom: num,
  time: nullable(str),
});

const tradeRowCheck = shape({
  seq: num,
  symbol: str,
  time: str,
  price: num,
  change: num,
  volume: num,
  totalVolume: num,
  side: nullable(oneOf('buy', 'sell')),
});

const indexRowCheck = shape({
  seq: num,
  symbol: str,
  exchangeCode: str,
  value: num,
  change: num,
  changePercent: num,
  totalVolume: num,
  totalValue: num,
  advances: num,
  declines: num,
  unchanged: num,
  ceilings: num,
  floors: num,
  time: nullable(str),
});

const pushCheck = shape({
  session: sessionCheck,
  pb: listOf(boardRowCheck),
  tl: listOf(tradeRowCheck),
  mi: listOf(indexRowCheck),
});

const allStocksCheck = shape({
  session: sessionCheck,
  pb: listOf(boardRowCheck),
  mi: listOf(indexRowCheck),
});

export function parseStockPricePush(value: unknown): Parsed<StockPricePush> {
  const problem = pushCheck(value);
  return problem
    ? { ok: false, error: `updateStockPrice: ${problem}` }
    : { ok: true, value: value as StockPricePush };
}

export function parseAllStocks(value: unknown): Parsed<AllStocksResult> {
  const problem = allStocksCheck(value);
  return problem
    ? { ok: false, error: `GetAllStocks: ${problem}` }
    : { ok: true, value: value as AllStocksResult };
}
