import type { DailyRow, MarketRepository } from '../../repositories/market';
import { MarketData } from './market-data';

const SESSION = '2026-11-20';

const row = (symbol: string): DailyRow => ({
  symbol,
  sessionDate: SESSION,
  open: 100,
  high: 110,
  low: 90,
  close: 105,
  reference: 100,
  ceiling: 107,
  floor: 93,
  volume: 1_000,
  value: 105_000,
  foreignBuyVolume: 0,
  foreignSellVolume: 0,
  buyOrderCount: null,
  sellOrderCount: null,
  buyOrderVolume: null,
  sellOrderVolume: null,
});

/** The repository calls the snapshot makes here; the others are never reached. */
function fakeRepository(sessionRows: MarketRepository['sessionRows']) {
  const repo: Pick<MarketRepository, 'loadDataset' | 'sessionRows'> = {
    loadDataset: vi.fn(async () => ({
      sessions: [SESSION],
      companies: [],
      warrants: [],
      actions: [],
    })),
    sessionRows: vi.fn(sessionRows),
  };
  return repo;
}

describe('the market snapshot over its repository', () => {
  it('reads a session once, but not a failed read: the next request tries again', async () => {
    let fail = true;
    const repo = fakeRepository(async () => {
      if (fail) throw new Error('connection lost');
      return [row('FPT')];
    });
    // Only the two calls above are used by `day` (the cast stands for the rest).
    const market = new MarketData(repo as MarketRepository, () => new Date());
    const snapshot = await market.snapshot();

    await expect(snapshot.day(SESSION)).rejects.toThrow('connection lost');
    fail = false;
    expect((await snapshot.day(SESSION)).get('FPT')?.close).toBe(105);
    expect((await snapshot.day(SESSION)).size).toBe(1);
    expect(repo.sessionRows).toHaveBeenCalledTimes(2);
    expect(repo.loadDataset).toHaveBeenCalledTimes(1);
  });
});
