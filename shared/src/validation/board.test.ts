import { describe, expect, it } from 'vitest';
import { openingRow, type AmwReply } from '../market/board.ts';
import { fixtureBoardRow, fixtureBoardSession } from '../market/boardFixtures.ts';
import { BoardSeedSchema, StockPricePushSchema, decodeAmwReply } from './board.ts';
import { PriceHistoryQuerySchema, StockSymbolSchema } from './marketApi.ts';

const SESSION = fixtureBoardSession({
  phases: { HOSE: 'continuous', HNX: 'lunch', UPCOM: 'closed' },
});
/** Before its first match, with an ATO order (no price) at the top of the book. */
const ROW = { ...openingRow(fixtureBoardRow(), 3), bids: [{ price: null, volume: 1_000 }] };

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
      pt: [],
      session: SESSION,
    });
  });

  it('decodes the put-through deals of pthMktId and refuses a deal outside the contract', () => {
    const deal = {
      seq: 9,
      symbol: 'FPT',
      exchange: 'HOSE',
      time: '14:50:12',
      price: 98_500,
      volume: 200_000,
      value: 19_700_000_000,
    } as const;
    const reply: AmwReply = {
      mi: [],
      pb: { f: [] },
      tl: { f: [] },
      pt: { f: [deal] },
      session: SESSION,
    };
    expect(decodeAmwReply(JSON.parse(JSON.stringify(reply))).pt).toEqual([deal]);
    expect(() => decodeAmwReply({ ...reply, pt: { f: [{ ...deal, volume: -1 }] } })).toThrow();
    expect(() => decodeAmwReply({ ...reply, pt: { f: [{ ...deal, time: '2pm' }] } })).toThrow();
    const push = { session: SESSION, pb: [], tl: [], mi: [], pt: [deal], sentAt: 1 };
    expect(StockPricePushSchema.parse(push)).toEqual(push);
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
