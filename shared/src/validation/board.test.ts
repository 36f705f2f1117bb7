import { describe, expect, it } from 'vitest';
import type { AmwReply, BoardRow, BoardSession } from '../market/board.ts';
import { BoardSeedSchema, StockPricePushSchema, decodeAmwReply } from './board.ts';
import { PriceHistoryQuerySchema, StockSymbolSchema } from './marketApi.ts';

const SESSION: BoardSession = {
  sessionDate: '2026-11-20',
  phases: { HOSE: 'continuous', HNX: 'lunch', UPCOM: 'closed' },
  trading: true,
  clock: 'replay',
  speed: 30,
  time: '2026-11-20T10:00:00+07:00',
  seq: 3,
};
const ROW: BoardRow = {
  seq: 3,
  symbol: 'FPT',
  exchange: 'HOSE',
  kind: 'stock',
  reference: 100_000,
  ceiling: 107_000,
  floor: 93_000,
  open: null,
  high: null,
  low: null,
  price: null,
  matchVolume: 0,
  change: 0,
  changePercent: 0,
  totalVolume: 0,
  totalValue: 0,
  bids: [{ price: null, volume: 1_000 }],
  asks: [],
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  foreignRoom: 10_000,
  time: null,
};

describe('board schemas', () => {
  it('decodes an Acc/amw reply, its pb.f JSON strings included', () => {
    const reply: AmwReply = {
      mi: [],
      pb: { f: [JSON.stringify(ROW)] },
      tl: { f: [] },
      session: SESSION,
    };
    expect(decodeAmwReply(JSON.parse(JSON.stringify(reply)))).toEqual({
      mi: [],
      pb: [ROW],
      tl: [],
      session: SESSION,
    });
  });

  it('refuses a reply outside the contract', () => {
    const reply = {
      mi: [],
      pb: { f: [JSON.stringify({ ...ROW, exchange: 'NYSE' })] },
      tl: { f: [] },
      session: SESSION,
    };
    expect(() => decodeAmwReply(reply)).toThrow();
    expect(() => decodeAmwReply({ ...reply, pb: { f: ['{not json'] } })).toThrow(SyntaxError);
    expect(() => decodeAmwReply({ pb: 1 })).toThrow();
    expect(
      StockPricePushSchema.safeParse({
        session: { ...SESSION, phases: { HOSE: 'lunch' } },
        pb: [],
        tl: [],
        mi: [],
        sentAt: 1,
      }).success,
    ).toBe(false);
  });

  it('parses a board seed with and without a stored day', () => {
    const seed = {
      sessionDate: '2026-11-23',
      previousSessionDate: '2026-11-20',
      instruments: [
        {
          symbol: 'CFPT2501',
          exchange: 'HOSE',
          kind: 'cw',
          reference: 1_520,
          ceiling: 2_300,
          floor: 740,
          sharesOutstanding: 5_000_000,
          foreignRoom: 5_000_000,
          averageVolume20: 100_000,
          indices: [],
          warrant: {
            underlying: 'FPT',
            issuer: 'SSI',
            exercisePrice: 110_000,
            ratio: 10,
            maturityDate: '2027-06-30',
          },
        },
      ],
      indices: [{ symbol: 'VNINDEX', exchangeCode: '10', previousValue: 1_250.35 }],
    };
    expect(BoardSeedSchema.parse(seed)).toEqual(seed);
    expect(
      BoardSeedSchema.safeParse({
        ...seed,
        indices: [{ symbol: 'SPX', exchangeCode: '', previousValue: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe('market API queries', () => {
  it('normalises a symbol and refuses anything else', () => {
    expect(StockSymbolSchema.parse('  fpt ')).toBe('FPT');
    expect(StockSymbolSchema.safeParse('F*T').success).toBe(false);
    expect(StockSymbolSchema.safeParse('FP').success).toBe(false);
    expect(StockSymbolSchema.safeParse('FPT\u0000').success).toBe(false);
  });

  it('fills the history defaults and bounds the page size', () => {
    expect(PriceHistoryQuerySchema.parse({ stock_symbol: 'vcb' })).toEqual({
      stock_symbol: 'VCB',
      period: '1Y',
      adjusted: false,
      order: 'asc',
      page: 1,
      limit: 20,
    });
    expect(
      PriceHistoryQuerySchema.parse({ stock_symbol: 'VCB', adjusted: '1', limit: '1500' }),
    ).toMatchObject({
      adjusted: true,
      limit: 1500,
    });
    expect(PriceHistoryQuerySchema.safeParse({ stock_symbol: 'VCB', limit: '1501' }).success).toBe(
      false,
    );
    expect(PriceHistoryQuerySchema.safeParse({ stock_symbol: 'VCB', period: '1D' }).success).toBe(
      false,
    );
  });
});
