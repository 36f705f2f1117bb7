import type { BoardSeed } from '@brokerage/shared/market/board.ts';
import { createLogger } from '@brokerage/shared/server/observability.ts';
import type { BoardImage } from '../board/board-state';
import { fakeMarket } from '../test/fake-market';
import { FIXTURE_SEED } from '../test/fixtures';
import { waitFor } from '../test/harness';
import { MarketDriver } from './driver';
import { SeedError } from './seed';

describe('the market driver', () => {
  it('seeds the live session, retries a missing API, and seeds again on a new trading day', async () => {
    let today = '2026-11-19';
    const market = {
      ...fakeMarket(),
      sessionDateAt: () => ({ sessionDate: today, trading: true }),
    };
    const asked: string[] = [];
    let failures = 2;
    const images: BoardImage[] = [];
    let lastSeq = 0;
    const driver = new MarketDriver({
      market,
      clock: { mode: 'live' },
      randomSeed: 1,
      intervalMs: 10,
      fetchSeed: (sessionDate) => {
        asked.push(sessionDate);
        if (failures-- > 0) return Promise.reject(new SeedError('the API is not up', true));
        return Promise.resolve<BoardSeed>({ ...structuredClone(FIXTURE_SEED), sessionDate });
      },
      onImage: (image) => images.push(image),
      onChanges: (changes) => (lastSeq = changes.session.seq),
      logger: createLogger('silent'),
      retryMs: { first: 5, max: 20 },
    });
    try {
      await driver.start();
      expect(asked).toEqual(['2026-11-19', '2026-11-19', '2026-11-19']);
      expect(images.map((i) => i.board.session.sessionDate)).toEqual(['2026-11-19']);
      today = '2026-11-20';
      await waitFor(() => images.length === 2, 2000, 'the new session');
      expect(images[1]?.board.session.sessionDate).toBe('2026-11-20');
      // The new day's engine numbers after the old one's: the board never goes back.
      expect(lastSeq).toBeGreaterThan(0);
      for (const row of images[1]!.board.pb) expect(row.seq).toBeGreaterThan(lastSeq);
      expect(asked.at(-1)).toBe('2026-11-20');
    } finally {
      driver.stop();
    }
  });

  it('asks for the last stored session for replay::SPEED and replays the day it names, numbering after the board it is given', async () => {
    const market = fakeMarket();
    const asked: string[] = [];
    const images: BoardImage[] = [];
    const driver = new MarketDriver({
      market,
      clock: { mode: 'replay', sessionDate: '', speed: 30 },
      randomSeed: 1,
      intervalMs: 10,
      fetchSeed: (sessionDate) => {
        asked.push(sessionDate);
        return Promise.resolve(structuredClone(FIXTURE_SEED));
      },
      // A leader taking over a board that reached 5,000.
      boardSeq: () => 5_000,
      onImage: (image) => images.push(image),
      onChanges: () => {},
      logger: createLogger('silent'),
    });
    try {
      await driver.start();
      expect(asked).toEqual(['latest']);
      expect(market.engines[0]?.sessionDate).toBe('2026-11-20');
      expect(images[0]!.board.session.seq).toBeGreaterThan(5_000);
      for (const row of images[0]!.board.pb) expect(row.seq).toBeGreaterThan(5_000);
    } finally {
      driver.stop();
    }
  });
});
