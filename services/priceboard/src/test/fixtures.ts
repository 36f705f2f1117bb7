/** A small board seed: two HOSE stocks, one HNX, one UPCOM, one covered warrant, two indices. */
import type { BoardSeed, BoardSeedInstrument } from '@brokerage/shared/market/board.ts';

const stock = (
  symbol: string,
  exchange: BoardSeedInstrument['exchange'],
  reference: number,
  band: number,
): BoardSeedInstrument => ({
  symbol,
  exchange,
  kind: 'stock',
  reference,
  ceiling: Math.floor((reference * (1 + band)) / 100) * 100,
  floor: Math.ceil((reference * (1 - band)) / 100) * 100,
  sharesOutstanding: 1_000_000_000,
  foreignRoom: 100_000_000,
  averageVolume20: 2_000_000,
  indices:
    exchange === 'HOSE' ? ['VNINDEX', 'VN30'] : exchange === 'HNX' ? ['HNXINDEX'] : ['UPCOMINDEX'],
});

export const FIXTURE_SEED: BoardSeed = {
  sessionDate: '2026-11-20',
  previousSessionDate: '2026-11-19',
  instruments: [
    stock('FPT', 'HOSE', 120_000, 0.07),
    stock('VCB', 'HOSE', 90_000, 0.07),
    stock('SHS', 'HNX', 18_000, 0.1),
    stock('BSR', 'UPCOM', 22_000, 0.15),
    {
      ...stock('CFPT2501', 'HOSE', 1_500, 0.2),
      kind: 'cw',
      indices: [],
      warrant: {
        underlying: 'FPT',
        issuer: 'Demo Securities',
        exercisePrice: 110_000,
        ratio: 10,
        maturityDate: '2027-03-31',
      },
    },
  ],
  indices: [
    { symbol: 'VNINDEX', exchangeCode: '10', previousValue: 1250.5 },
    { symbol: 'HNXINDEX', exchangeCode: '02', previousValue: 230.1 },
  ],
};

export const FIXTURE_SYMBOLS = FIXTURE_SEED.instruments.map((i) => i.symbol);

/** A board of `count` HOSE stocks (S0001, S0002, …) for the tests that need volume. */
export function largeSeed(count: number): BoardSeed {
  return {
    ...FIXTURE_SEED,
    instruments: Array.from({ length: count }, (_, i) =>
      stock(`S${String(i + 1).padStart(4, '0')}`, 'HOSE', 20_000 + i * 100, 0.07),
    ),
  };
}
