/**
 * The board an instance answers from, fed by the real simulator on a replay clock that loops
 * (issue 24: the day's trade list kept every earlier loop). A loop starts the day again: the
 * board, Acc/amw and a client reading after its last sequence see only the new pass.
 */
import type { AmwReply, TradeRow } from '@brokerage/shared/market/board.ts';
import { answerAmw } from '../amw';
import { engineImage } from '../feed/driver';
import { createBoardClock } from '../market/clock';
import { MarketSimulator } from '../market/simulator';
import { TEST_SEED } from '../market/testSeed';
import { BoardState } from './board-state';

/** 08:55 to 15:05 at 60×: one pass is 370 s of wall time. */
const PASS_MS = 370_000;

function replay() {
  let wall = 0;
  const clock = createBoardClock(
    { mode: 'replay', sessionDate: TEST_SEED.sessionDate, speed: 60 },
    { startedAt: 0, wallNow: () => wall },
  );
  const engine = new MarketSimulator({ seed: TEST_SEED, clock });
  const board = new BoardState();
  board.load(engineImage(engine));
  /** Moves the wall clock to `ms`, ten seconds (ten board minutes) at a time, as the driver ticks. */
  const runTo = (ms: number) => {
    while (wall < ms) {
      wall = Math.min(ms, wall + 10_000);
      board.apply(engine.advance());
    }
  };
  return { board, runTo };
}

function amw(board: BoardState, fields: Record<string, string>): AmwReply {
  const result = answerAmw(board, new URLSearchParams(fields));
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return result.body as AmwReply;
}

const times = (trades: readonly TradeRow[]) => trades.map((t) => t.time);
const ascending = (list: readonly string[]) => list.every((t, i) => i === 0 || list[i - 1]! <= t);

describe('a replay that loops', () => {
  it('starts a new tape: the board and Acc/amw keep only the new pass, in time order', () => {
    const { board, runTo } = replay();
    runTo(PASS_MS - 20_000); // 14:45 board time: the day is done
    const firstPass = board.trades('FPT');
    expect(firstPass.length).toBeGreaterThan(20);
    const startOfFirst = board.session!.startSeq!;

    runTo(PASS_MS + 160_000); // the second pass, about 11:35 board time
    expect(board.session!.time).toMatch(/T11:3\d/);
    const tape = board.trades('FPT');
    expect(tape.length).toBeGreaterThan(0);
    expect(tape.length).toBeLessThan(firstPass.length);
    expect(ascending(times(tape))).toBe(true);
    expect(times(tape).at(-1)! <= '11:36:00').toBe(true);
    // The new pass has its own start; every row and trade of it numbers after it.
    const { startSeq } = board.session!;
    expect(startSeq).toBeGreaterThan(startOfFirst);
    expect(tape.every((t) => t.seq > startSeq!)).toBe(true);
    expect(board.rows().every((row) => row.seq > startSeq!)).toBe(true);
    // Day figures restarted with the pass: the volume is this pass's tape.
    expect(board.row('FPT')!.totalVolume).toBe(tape.at(-1)!.totalVolume);

    const whole = amw(board, { isReqTL: 'true', tlSymbol: 'FPT', selectedStocks: 'FPT' });
    expect(whole.tl.f).toEqual(tape);
    expect(whole.session.startSeq).toBe(startSeq);
  });

  it('tells a client reading after a sequence of the earlier pass that the day started again', () => {
    const { board, runTo } = replay();
    runTo(PASS_MS - 30_000); // 14:35
    const lastSeq = board.seq;
    runTo(PASS_MS + 100_000); // 10:35 of the next pass
    const reply = amw(board, {
      isIncrValue: 'true',
      lastSeq: String(lastSeq),
      isReqTL: 'true',
      tlSymbol: 'FPT',
      isReqMK: 'true',
    });
    // What the client held is of another pass: the reply says so, and is the whole new pass.
    expect(reply.session.startSeq).toBeGreaterThanOrEqual(lastSeq);
    expect(reply.pb.f).toHaveLength(TEST_SEED.instruments.length);
    expect(reply.mi).toHaveLength(TEST_SEED.indices.length);
    expect(reply.tl.f).toEqual(board.trades('FPT'));
    expect(times(reply.tl.f).every((t) => t <= '10:36:00')).toBe(true);
    expect(ascending(times(reply.tl.f))).toBe(true);
  });

  it('keeps the day’s put-through deals for a joining instance and for pthMktId, and starts them over with the day', () => {
    const { board, runTo } = replay();
    runTo(PASS_MS - 10_000); // 15:05: the day is done
    const deals = board.putThroughDeals();
    expect(deals.length).toBeGreaterThan(0);
    const hose = amw(board, { pthMktId: '10' }).pt!.f;
    expect(hose).toEqual(deals.filter((deal) => deal.exchange === 'HOSE'));
    expect(hose.length).toBeGreaterThan(0);

    // An instance that joins now starts from the image, deals included; one from before the
    // deals existed (no `deals` in its image) starts with none.
    const joined = new BoardState();
    joined.load(board.image()!);
    expect(joined.putThroughDeals()).toEqual(deals);
    const { deals: _left, ...older } = board.image()!;
    joined.load(older);
    expect(joined.putThroughDeals()).toEqual([]);

    runTo(PASS_MS + 100_000); // 10:35 of the next pass
    const startSeq = board.session!.startSeq!;
    const again = board.putThroughDeals();
    expect(again.every((deal) => deal.seq > startSeq && deal.time <= '10:36:00')).toBe(true);
    expect(again.length).toBeLessThan(deals.length);
  });
});
