/**
 * Checks of what the hub sends before a store takes it: the `updateStockPrice` push and the
 * `GetAllStocks` result. The rules are the contract's zod schemas (`validation/board.ts`, which
 * the API's board client uses), written out by hand: a browser checks several pushes a second
 * for hundreds of rows, and zod (about 26 kB of a first visit, and a copy of every object it
 * checks) was the price board's heaviest cost on a phone. boardPayloads.test.ts holds the two to
 * the same verdict on every field. A payload that is not the contract's is refused whole, with
 * the first problem named; one that is, is handed on as it came (extra keys kept, nothing
 * copied).
 */
import type {
  AllStocksResult,
  BoardRow,
  BoardSession,
  BookLevel,
  IndexRow,
  PutThroughDeal,
  StockPricePush,
  TradeRow,
} from '../market/board.ts';
import { EXCHANGES, MAIN_INDICES } from '../market/exchanges.ts';
import type { Phase } from '../market/sessions.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** A check of one value: null when it passes, else what is wrong with it. */
type Check = (value: unknown) => Problem | null;
/** What is wrong, and where (the path is built on the way out, only for a failure). */
interface Problem {
  path: Array<string | number>;
  message: string;
}

const problem = (message: string): Problem => ({ path: [], message });

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A whole number of shares or a count: zod's `z.number().int().min(0)`. */
const count: Check = (value) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? null : problem('expected a count ≥ 0');
/** A price or a value: `z.number().min(0)`. */
const amount: Check = (value) =>
  isNumber(value) && value >= 0 ? null : problem('expected a number ≥ 0');
/** A change, signed: `z.number()`. */
const finite: Check = (value) => (isNumber(value) ? null : problem('expected a number'));
const positive: Check = (value) =>
  isNumber(value) && value > 0 ? null : problem('expected a number > 0');
const boolean: Check = (value) =>
  typeof value === 'boolean' ? null : problem('expected true or false');

const text =
  (pattern?: RegExp): Check =>
  (value) =>
    typeof value === 'string' && value.length > 0 && (!pattern || pattern.test(value))
      ? null
      : problem(pattern ? `expected text matching ${pattern.source}` : 'expected text');

/** Any string, empty too: `z.string()`. */
const anyText: Check = (value) => (typeof value === 'string' ? null : problem('expected text'));
/** HH:mm:ss in Asia/Ho_Chi_Minh. */
const clock = text(/^\d{2}:\d{2}:\d{2}$/);
const isoDate = text(/^\d{4}-\d{2}-\d{2}$/);

function oneOf(options: readonly string[]): Check {
  const allowed = new Set(options);
  return (value) =>
    typeof value === 'string' && allowed.has(value)
      ? null
      : problem(`expected one of ${options.join(', ')}`);
}

const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value);

const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? null : check(value);

function arrayOf(check: Check): Check {
  return (value) => {
    if (!Array.isArray(value)) return problem('expected a list');
    for (let index = 0; index < value.length; index++) {
      const found = check(value[index]);
      if (found) {
        found.path.unshift(index);
        return found;
      }
    }
    return null;
  };
}

/**
 * An object with these keys checked (others are let through). The shape names every key of the
 * contract's type, optional ones too, so a field added to the contract must be checked here.
 */
function objectOf<T>(shape: { [K in keyof T]-?: Check }): Check {
  const entries = Object.entries(shape) as Array<[string, Check]>;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return problem('expected an object');
    const record = value as Record<string, unknown>;
    for (const [key, check] of entries) {
      const found = check(record[key]);
      if (found) {
        found.path.unshift(key);
        return found;
      }
    }
    return null;
  };
}

const PHASES = [
  'pre-open',
  'ato',
  'continuous',
  'lunch',
  'atc',
  'put-through',
  'plo',
  'closed',
] as const satisfies readonly Phase[];

const exchange = oneOf(EXCHANGES);
const phase = oneOf(PHASES);

const bookLevel = objectOf<BookLevel>({ price: nullable(amount), volume: count });

const boardRow = objectOf<BoardRow>({
  seq: count,
  symbol: text(),
  exchange,
  kind: oneOf(['stock', 'cw']),
  reference: amount,
  ceiling: amount,
  floor: amount,
  open: nullable(amount),
  high: nullable(amount),
  low: nullable(amount),
  price: nullable(amount),
  matchVolume: count,
  change: finite,
  changePercent: finite,
  totalVolume: count,
  totalValue: amount,
  bids: arrayOf(bookLevel),
  asks: arrayOf(bookLevel),
  foreignBuyVolume: count,
  foreignSellVolume: count,
  foreignRoom: count,
  time: nullable(clock),
});

const tradeRow = objectOf<TradeRow>({
  seq: count,
  symbol: text(),
  time: clock,
  price: amount,
  change: finite,
  volume: count,
  totalVolume: count,
  side: nullable(oneOf(['buy', 'sell'])),
});

const indexRow = objectOf<IndexRow>({
  seq: count,
  symbol: oneOf(MAIN_INDICES),
  exchangeCode: anyText,
  value: amount,
  change: finite,
  changePercent: finite,
  totalVolume: count,
  totalValue: amount,
  advances: count,
  declines: count,
  unchanged: count,
  ceilings: count,
  floors: count,
  putThroughVolume: count,
  putThroughValue: amount,
  time: nullable(clock),
});

const putThroughDeal = objectOf<PutThroughDeal>({
  seq: count,
  symbol: text(),
  exchange,
  time: clock,
  price: amount,
  volume: count,
  value: amount,
});

const session = objectOf<BoardSession>({
  sessionDate: isoDate,
  phases: objectOf<BoardSession['phases']>({ HOSE: phase, HNX: phase, UPCOM: phase }),
  trading: boolean,
  clock: oneOf(['live', 'replay']),
  speed: positive,
  time: text(),
  seq: count,
  startSeq: optional(count),
});

const stockPricePush = objectOf<StockPricePush>({
  session,
  pb: arrayOf(boardRow),
  tl: arrayOf(tradeRow),
  mi: arrayOf(indexRow),
  pt: optional(arrayOf(putThroughDeal)),
  sentAt: finite,
});

const allStocksResult = objectOf<AllStocksResult>({
  session,
  pb: arrayOf(boardRow),
  mi: arrayOf(indexRow),
  pt: optional(arrayOf(putThroughDeal)),
});

function parseWith<T>(check: Check, what: string, value: unknown): Parsed<T> {
  const found = check(value);
  if (!found) return { ok: true, value: value as T };
  const path = found.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : part))
    .join('.')
    .replace(/\.\[/g, '[');
  return { ok: false, error: `${what}: ${path ? `${path}: ` : ''}${found.message}` };
}

export function parseStockPricePush(value: unknown): Parsed<StockPricePush> {
  return parseWith(stockPricePush, 'updateStockPrice', value);
}

export function parseAllStocks(value: unknown): Parsed<AllStocksResult> {
  return parseWith(allStocksResult, 'GetAllStocks', value);
}
