import type { BoardSeed, BoardSession } from '@brokerage/shared/market/board.ts';
import { fixtureBoardSession } from '@brokerage/shared/market/boardFixtures.ts';
import { createLogger } from '@brokerage/shared/server/observability.ts';
import type { BoardImage } from '../board/board-state';
import { fakeMarket } from '../test/fake-market';
import { FIXTURE_SEED } from '../test/fixtures';
import { waitFor } from '../test/harness';
import { MarketDriver, sequenceFloor, SEQ_PER_MS } from './driver';
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
      board: () => fixtureBoardSession({ seq: 5_000 }),
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
  /** One process's driver on a replay at wall time `wall`: its first image and its last batch's sequence. */
  async function runProcess(wall: number, board?: () => BoardSession | null) {
    const market = fakeMarket();
    const images: BoardImage[] = [];
    let lastSeq = 0;
    const driver = new MarketDriver({
      market,
      clock: { mode: 'replay', sessionDate: '2026-11-20', speed: 60 },
      randomSeed: 1,
      intervalMs: 5,
      fetchSeed: () => Promise.resolve(structuredClone(FIXTURE_SEED)),
      ...(board ? { board } : {}),
      onImage: (image) => images.push(image),
      onChanges: (changes) => (lastSeq = changes.session.seq),
      logger: createLogger('silent'),
      wallNow: () => wall,
    });
    try {
      await driver.start();
      await waitFor(() => lastSeq > images[0]!.board.session.seq + 50, 2000, 'a few batches');
    } finally {
      driver.stop();
    }
    return { image: images[0]!, lastSeq };
  }

  it('never goes back across a restart: a new process numbers after the wall clock’s floor', async () => {
    const wall = Date.parse('2026-11-20T03:00:00Z');
    const before = await runProcess(wall);
    // The process restarts a second later, with nothing kept: no Redis, no file.
    const after = await runProcess(wall + 1_000);
    const first = Math.min(...after.image.board.pb.map((row) => row.seq));
    expect(first).toBeGreaterThan(before.lastSeq);
    expect(after.image.board.session.seq).toBeGreaterThan(before.lastSeq);
    // The floor is the wall clock counted in SEQ_PER_MS numbers a millisecond.
    expect(sequenceFloor(wall + 1) - sequenceFloor(wall)).toBe(SEQ_PER_MS);
    expect(before.image.board.session.startSeq).toBe(sequenceFloor(wall));
  });

  it('a new leader continues the pass of the board it takes over, unless the replay went back', async () => {
    const wall = Date.parse('2026-11-20T03:00:00Z'); // 10:00 board time
    const held = fixtureBoardSession({
      sessionDate: '2026-11-20',
      time: '2026-11-20T09:59:00+07:00',
      seq: sequenceFloor(wall) + 10_000,
      startSeq: 4_321,
    });
    const next = await runProcess(wall, () => held);
    expect(next.image.board.session.startSeq).toBe(4_321);
    expect(Math.min(...next.image.board.pb.map((row) => row.seq))).toBeGreaterThan(held.seq);

    // The board it finds is later in the day than its clock: a new pass, a new tape.
    const ahead = { ...held, time: '2026-11-20T14:30:00+07:00' };
    const looped = await runProcess(wall, () => ahead);
    expect(looped.image.board.session.startSeq).toBe(held.seq);
    // Another day's board is another session.
    const yesterday = { ...held, sessionDate: '2026-11-19', time: '2026-11-19T14:30:00+07:00' };
    const fresh = await runProcess(wall, () => yesterday);
    expect(fresh.image.board.session.startSeq).toBe(held.seq);
  });
});
