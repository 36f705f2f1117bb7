/**
 * A small hand-written board seed for the simulator's tests: the shape the API's board-seed
 * call returns, for Friday 2026-11-20. Stocks with a stored day (the session is in the dataset)
 * and without one (drawn), on each exchange; a covered warrant on FPT; the five indices. Bands
 * are the exchanges' (priceBand, warrantBand), the stored days on the tick inside them.
 */
import type { BoardSeed, BoardSeedInstrument, StoredDay } from '@brokerage/shared/market/board.ts';
import type { Exchange, MainIndex } from '@brokerage/shared/market/exchanges.ts';
import { priceBand } from '@brokerage/shared/market/prices.ts';
import { warrantBand } from '@brokerage/shared/market/warrants.ts';
import { storedDay } from './schedule.ts';

const stock = (
  symbol: string,
  exchange: Exchange,
  reference: number,
  figures: { shares: number; room: number; average: number; indices: MainIndex[]; day?: StoredDay },
): BoardSeedInstrument => {
  const { ceiling, floor } = priceBand(exchange, reference);
  return {
    symbol,
    exchange,
    kind: 'stock',
    reference,
    ceiling,
    floor,
    sharesOutstanding: figures.shares,
    foreignRoom: figures.room,
    averageVolume20: figures.average,
    indices: figures.indices,
    ...(figures.day ? { day: figures.day } : {}),
  };
};

const day = (
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number,
  foreignBuyVolume: number,
  foreignSellVolume: number,
): StoredDay => storedDay({ open, high, low, close, volume, foreignBuyVolume, foreignSellVolume });

const cwBand = warrantBand(2_800, priceBand('HOSE', 98_000), 4);

/** VN30's stored close: nextIndexValue(1,330.12, FPT 98,000 → 100,200 and VCB 61,200 → 61,500 by shares), worked out by hand. */
export const VN30_STORED_CLOSE = 1_343.56;

export const TEST_SEED: BoardSeed = {
  sessionDate: '2026-11-20',
  previousSessionDate: '2026-11-19',
  instruments: [
    stock('FPT', 'HOSE', 98_000, {
      shares: 1_470_000_000,
      room: 200_000_000,
      average: 5_000_000,
      indices: ['VNINDEX', 'VN30'],
      day: day(98_500, 101_000, 97_200, 100_200, 4_812_300, 612_400, 455_100),
    }),
    stock('VCB', 'HOSE', 61_200, {
      shares: 5_589_000_000,
      room: 1_000_000,
      average: 1_500_000,
      indices: ['VNINDEX', 'VN30'],
      day: day(61_000, 61_800, 60_500, 61_500, 1_204_500, 150_000, 210_300),
    }),
    // Almost no foreign room left: foreign buys stop at it.
    stock('HPG', 'HOSE', 27_450, {
      shares: 6_396_000_000,
      room: 5_000,
      average: 20_000_000,
      indices: ['VNINDEX'],
    }),
    {
      symbol: 'CFPT2501',
      exchange: 'HOSE',
      kind: 'cw',
      reference: 2_800,
      ceiling: cwBand.ceiling,
      floor: cwBand.floor,
      sharesOutstanding: 10_000_000,
      foreignRoom: 10_000_000,
      averageVolume20: 300_000,
      indices: [],
      warrant: {
        underlying: 'FPT',
        issuer: 'SSI',
        exercisePrice: 90_000,
        ratio: 4,
        maturityDate: '2027-03-15',
      },
    },
    stock('SHS', 'HNX', 16_300, {
      shares: 813_000_000,
      room: 300_000_000,
      average: 12_000_000,
      indices: ['HNXINDEX', 'HNX30'],
      day: day(16_400, 16_900, 16_100, 16_800, 9_876_500, 100_000, 300_000),
    }),
    stock('PVS', 'HNX', 34_100, {
      shares: 478_000_000,
      room: 50_000_000,
      average: 3_000_000,
      indices: ['HNXINDEX', 'HNX30'],
    }),
    stock('BSR', 'UPCOM', 21_800, {
      shares: 3_100_000_000,
      room: 400_000_000,
      average: 4_000_000,
      indices: ['UPCOMINDEX'],
      day: day(21_900, 22_500, 21_500, 22_300, 3_456_700, 12_000, 45_600),
    }),
    stock('ACV', 'UPCOM', 98_500, {
      shares: 2_177_000_000,
      room: 20_000_000,
      average: 400_000,
      indices: ['UPCOMINDEX'],
    }),
  ],
  indices: [
    { symbol: 'VNINDEX', exchangeCode: '10', previousValue: 1_250.37 },
    {
      symbol: 'VN30',
      exchangeCode: '30',
      previousValue: 1_330.12,
      day: {
        open: 1_331.02,
        high: 1_348.9,
        low: 1_325.4,
        close: VN30_STORED_CLOSE,
        volume: 6_016_800,
        value: 0,
      },
    },
    { symbol: 'HNXINDEX', exchangeCode: '02', previousValue: 231.45 },
    { symbol: 'HNX30', exchangeCode: 'HNX30', previousValue: 480.2 },
    { symbol: 'UPCOMINDEX', exchangeCode: '04', previousValue: 95.31 },
  ],
};
