import { z } from 'zod';
import type {
  AllStocksResult,
  AmwReply,
  BoardRow,
  BoardSeed,
  BoardSession,
  IndexRow,
  PutThroughDeal,
  StockPricePush,
  TradeRow,
} from '../market/board.ts';
import { EXCHANGES, MAIN_INDICES } from '../market/exchanges.ts';
import type { Phase } from '../market/sessions.ts';

/**
 * Runtime checks of the price board's wire contract (`market/board.ts`): what the sites'
 * realtime store reads from the hub and what the API's board client reads from
 * `POST /priceboard/Acc/amw`. The schemas are strict about types and loose about extra keys (a
 * real feed may send more); each is checked against the contract's interface at compile time
 * (the `Exact` assertions at the bottom), so the two cannot drift apart.
 */

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

const count = z.number().int().min(0);
const amount = z.number().min(0);
const finite = z.number();
/** HH:mm:ss in Asia/Ho_Chi_Minh. */
const clock = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const BoardKindSchema = z.enum(['stock', 'cw']);

export const BookLevelSchema = z.object({
  price: amount.nullable(),
  volume: count,
});

export const BoardRowSchema = z.object({
  seq: count,
  symbol: z.string().min(1),
  exchange: z.enum(EXCHANGES),
  kind: BoardKindSchema,
  reference: amount,
  ceiling: amount,
  floor: amount,
  open: amount.nullable(),
  high: amount.nullable(),
  low: amount.nullable(),
  price: amount.nullable(),
  matchVolume: count,
  change: finite,
  changePercent: finite,
  totalVolume: count,
  totalValue: amount,
  bids: z.array(BookLevelSchema),
  asks: z.array(BookLevelSchema),
  foreignBuyVolume: count,
  foreignSellVolume: count,
  foreignRoom: count,
  time: clock.nullable(),
});

export const TradeRowSchema = z.object({
  seq: count,
  symbol: z.string().min(1),
  time: clock,
  price: amount,
  change: finite,
  volume: count,
  totalVolume: count,
  side: z.enum(['buy', 'sell']).nullable(),
});

export const IndexRowSchema = z.object({
  seq: count,
  symbol: z.enum(MAIN_INDICES),
  exchangeCode: z.string(),
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
  time: clock.nullable(),
});

export const PutThroughDealSchema = z.object({
  seq: count,
  symbol: z.string().min(1),
  exchange: z.enum(EXCHANGES),
  time: clock,
  price: amount,
  volume: count,
  value: amount,
});

const PhaseSchema = z.enum(PHASES);

export const BoardSessionSchema = z.object({
  sessionDate: isoDate,
  phases: z.object({ HOSE: PhaseSchema, HNX: PhaseSchema, UPCOM: PhaseSchema }),
  trading: z.boolean(),
  clock: z.enum(['live', 'replay']),
  speed: z.number().positive(),
  time: z.string().min(1),
  seq: count,
  startSeq: count.optional(),
});

export const StockPricePushSchema = z.object({
  session: BoardSessionSchema,
  pb: z.array(BoardRowSchema),
  tl: z.array(TradeRowSchema),
  mi: z.array(IndexRowSchema),
  pt: z.array(PutThroughDealSchema).optional(),
  sentAt: z.number(),
});

export const AllStocksResultSchema = z.object({
  session: BoardSessionSchema,
  pb: z.array(BoardRowSchema),
  mi: z.array(IndexRowSchema),
  pt: z.array(PutThroughDealSchema).optional(),
});

/** The Acc/amw reply as it travels: `pb.f` holds JSON strings (decode them with `decodeAmwRows`). */
export const AmwReplySchema = z.object({
  mi: z.array(IndexRowSchema),
  pb: z.object({ f: z.array(z.string()) }),
  tl: z.object({ f: z.array(TradeRowSchema) }),
  pt: z.object({ f: z.array(PutThroughDealSchema) }).optional(),
  session: BoardSessionSchema,
});

/** An `AmwReply` with its board rows decoded and checked. */
export interface DecodedAmwReply {
  mi: IndexRow[];
  pb: BoardRow[];
  tl: TradeRow[];
  /** Empty when the reply had none. */
  pt: PutThroughDeal[];
  session: BoardSession;
}

/**
 * Parses an Acc/amw reply body (already JSON-decoded) and the JSON strings of its `pb.f`.
 * Throws a ZodError (or a SyntaxError for a `pb.f` entry that is not JSON) on anything else.
 */
export function decodeAmwReply(body: unknown): DecodedAmwReply {
  const reply = AmwReplySchema.parse(body);
  return {
    mi: reply.mi,
    pb: reply.pb.f.map((text) => BoardRowSchema.parse(JSON.parse(text))),
    tl: reply.tl.f,
    pt: reply.pt?.f ?? [],
    session: reply.session,
  };
}

const StoredDaySchema = z.object({
  open: amount,
  high: amount,
  low: amount,
  close: amount,
  volume: count,
  value: amount,
  foreignBuyVolume: count,
  foreignSellVolume: count,
});

export const BoardSeedInstrumentSchema = BoardRowSchema.pick({
  symbol: true,
  exchange: true,
  kind: true,
  reference: true,
  ceiling: true,
  floor: true,
  foreignRoom: true,
}).extend({
  sharesOutstanding: count,
  averageVolume20: count,
  indices: z.array(z.enum(MAIN_INDICES)),
  warrant: z
    .object({
      underlying: z.string().min(1),
      issuer: z.string().min(1),
      exercisePrice: amount,
      ratio: z.number().positive(),
      maturityDate: isoDate,
    })
    .optional(),
  day: StoredDaySchema.optional(),
});

export const BoardSeedIndexSchema = z.object({
  symbol: z.enum(MAIN_INDICES),
  exchangeCode: z.string(),
  previousValue: amount,
  day: StoredDaySchema.pick({
    open: true,
    high: true,
    low: true,
    close: true,
    volume: true,
    value: true,
  }).optional(),
});

/** `GET /api/v1/stock-quotes/board-seed`'s `data`. */
export const BoardSeedSchema = z.object({
  sessionDate: isoDate,
  previousSessionDate: isoDate,
  instruments: z.array(BoardSeedInstrumentSchema),
  indices: z.array(BoardSeedIndexSchema),
});

// Compile-time: each schema's output is exactly the contract's type (both directions).
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exact = <T extends true>(value: T) => value;
exact<Exact<z.output<typeof BoardRowSchema>, BoardRow>>(true);
exact<Exact<z.output<typeof TradeRowSchema>, TradeRow>>(true);
exact<Exact<z.output<typeof IndexRowSchema>, IndexRow>>(true);
exact<Exact<z.output<typeof PutThroughDealSchema>, PutThroughDeal>>(true);
exact<Exact<z.output<typeof BoardSessionSchema>, BoardSession>>(true);
exact<Exact<z.output<typeof StockPricePushSchema>, StockPricePush>>(true);
exact<Exact<z.output<typeof AllStocksResultSchema>, AllStocksResult>>(true);
exact<Exact<z.output<typeof AmwReplySchema>, AmwReply>>(true);
exact<Exact<z.output<typeof BoardSeedSchema>, BoardSeed>>(true);
