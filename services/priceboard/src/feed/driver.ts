/**
 * Runs the market engine: seeds it from the API (retrying with backoff while the API is not
 * up), advances it every push interval and hands on each batch of changes; on a live clock, a
 * new trading day seeds a new engine. The batches go to the board of this instance, or to
 * Redis when this instance leads (redis-feed.ts).
 */
import type { BoardSeed, BoardSession } from '@brokerage/shared/market/board.ts';
import type { Logger } from '@brokerage/shared/server/observability.ts';
import type { BoardImage } from '../board/board-state';
import type {
  BoardChanges,
  BoardClock,
  ClockSpec,
  MarketEngine,
  MarketFactory,
} from '../market-port';
import { SeedError, type FetchSeed } from './seed';

export interface DriverOptions {
  market: MarketFactory;
  clock: ClockSpec;
  randomSeed: number;
  intervalMs: number;
  fetchSeed: FetchSeed;
  /** When a replay started (wall ms): instances that take over from a leader keep its clock. */
  startedAt?: number;
  /**
   * The board as another engine left it (a new leader's board, taken from Redis): every engine
   * this driver starts numbers its changes after its sequence (and after the previous engine's
   * and the wall clock's floor), so the clients, which keep the row of the higher sequence,
   * take the new engine's rows; and one that goes on with the same pass of the day keeps its
   * `startSeq`, so the clients keep their tape.
   */
  board?: () => BoardSession | null;
  onImage: (image: BoardImage) => void;
  onChanges: (changes: BoardChanges) => void;
  logger: Logger;
  wallNow?: () => number;
  /** Seed retries: the first wait, doubled up to the cap. */
  retryMs?: { first: number; max: number };
}

/** The quickest a restarted instance numbers again (seeding included), for the warning. */
const RESTART_MS = 10_000;
/** Sequence numbers count from here: 2025-01-01T00:00:00Z. */
const SEQ_EPOCH_MS = Date.UTC(2025, 0, 1);
/** How many sequence numbers the wall clock's floor moves on per millisecond. */
export const SEQ_PER_MS = 1_000;

/**
 * The lowest sequence an engine started at wall time `wallMs` numbers after: the milliseconds
 * since SEQ_EPOCH_MS times SEQ_PER_MS (about 6·10¹³ in 2026, 15 digits until 2056, an exact
 * integer in a double for centuries). This keeps the README's promise that the board's
 * sequence never goes back, across a restart too, with nothing stored. The rule it rests on:
 * an engine hands out fewer than SEQ_PER_MS numbers a millisecond on average, so the numbers
 * it handed out stay below the floor of any later start. A day is at most about 600 numbers an
 * instrument and 110,000 for the indices, revealed over 6 h 10 min of board time (a pass of
 * the replay): the demo's 62 instruments make under 150,000 a pass, a few hundred a second at
 * the 60× demo speed and under 1,000 a millisecond even at the 100,000× maximum; a whole
 * market of 1,700 instruments would outrun the floor only past about 20,000×. The driver
 * warns if a sequence ever passes the floor of RESTART_MS later (a restart that quick could
 * go back).
 */
export function sequenceFloor(wallMs: number): number {
  return Math.max(0, Math.floor(wallMs - SEQ_EPOCH_MS) * SEQ_PER_MS);
}

export function engineImage(engine: MarketEngine): BoardImage {
  const board = engine.snapshot();
  return {
    board,
    trades: board.pb.flatMap((row) => engine.trades(row.symbol) ?? []),
    deals: engine.putThroughDeals(),
  };
}

const sameSessionState = (a: BoardSession | null, b: BoardSession) =>
  a !== null &&
  a.sessionDate === b.sessionDate &&
  a.trading === b.trading &&
  JSON.stringify(a.phases) === JSON.stringify(b.phases);

export class MarketDriver {
  private engine: MarketEngine | null = null;
  private clock: BoardClock | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private reseeding = false;
  private lastSession: BoardSession | null = null;
  /** The sequence went past the wall clock's floor (warned once). */
  private outran = false;
  private readonly wakers = new Set<() => void>();

  constructor(private readonly options: DriverOptions) {}

  private wallNow(): number {
    return (this.options.wallNow ?? Date.now)();
  }

  get running(): boolean {
    return this.engine !== null;
  }

  /** Seeds and starts ticking; resolves once the first image went out (or on stop). */
  async start(): Promise<void> {
    const { market, clock: spec, intervalMs } = this.options;
    const wallNow = this.options.wallNow;
    let sessionDate: string;
    if (spec.mode === 'live') {
      this.clock = market.createBoardClock(spec, { wallNow });
      sessionDate = market.sessionDateAt(this.clock.now()).sessionDate;
    } else {
      sessionDate = spec.sessionDate || 'latest';
    }
    const seed = await this.seedWithRetry(sessionDate);
    if (!seed || this.stopped) return;
    if (spec.mode === 'replay') {
      this.clock = market.createBoardClock(
        { ...spec, sessionDate: seed.sessionDate },
        { startedAt: this.options.startedAt, wallNow },
      );
    }
    this.startEngine(seed);
    this.timer = setInterval(() => this.tick(), intervalMs);
  }

  private startEngine(seed: BoardSeed): void {
    const { market, randomSeed, logger } = this.options;
    if (!this.clock) return;
    const held = [this.lastSession, this.options.board?.() ?? null].reduce<BoardSession | null>(
      (latest, session) => (session && (!latest || session.seq > latest.seq) ? session : latest),
      null,
    );
    const startSeq = Math.max(held?.seq ?? 0, sequenceFloor(this.wallNow()));
    // The same day, its board time not gone back: the same pass of the same schedule, so the
    // tapes clients hold are the start of this engine's.
    const sessionStartSeq =
      held?.sessionDate === seed.sessionDate && this.clock.now().getTime() >= Date.parse(held.time)
        ? held.startSeq
        : undefined;
    const engine = market.createEngine({
      seed,
      clock: this.clock,
      randomSeed,
      startSeq,
      ...(sessionStartSeq !== undefined ? { sessionStartSeq } : {}),
    });
    this.engine = engine;
    const image = engineImage(engine);
    this.lastSession = image.board.session;
    logger.info('market seeded', {
      sessionDate: engine.sessionDate,
      clock: this.clock.spec.mode,
      instruments: image.board.pb.length,
    });
    this.options.onImage(image);
  }

  private async seedWithRetry(sessionDate: string): Promise<BoardSeed | null> {
    const { fetchSeed, logger } = this.options;
    const { first, max } = this.options.retryMs ?? { first: 500, max: 10_000 };
    let wait = first;
    for (let attempt = 1; !this.stopped; attempt += 1) {
      try {
        return await fetchSeed(sessionDate);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryable = !(error instanceof SeedError) || error.retryable;
        // The API usually starts beside us: the first misses are expected, not news.
        logger.log(
          attempt < 5 && retryable ? 'info' : 'warn',
          { attempt, sessionDate },
          `board seed: ${message}; retrying`,
        );
        await this.sleep(retryable ? wait : max);
        wait = Math.min(wait * 2, max);
      }
    }
    return null;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private tick(): void {
    const { market, logger } = this.options;
    const engine = this.engine;
    if (!engine || !this.clock || this.stopped) return;
    if (this.clock.spec.mode === 'live' && !this.reseeding) {
      const { sessionDate } = market.sessionDateAt(this.clock.now());
      if (sessionDate !== engine.sessionDate) {
        // The old session stays on the board until the new one is seeded.
        this.reseeding = true;
        void this.seedWithRetry(sessionDate).then((seed) => {
          this.reseeding = false;
          if (seed && !this.stopped) this.startEngine(seed);
        });
      }
    }
    let changes: BoardChanges;
    try {
      changes = engine.advance();
    } catch (error) {
      logger.error('the market engine failed to advance', error);
      return;
    }
    const moved = changes.pb.length > 0 || changes.tl.length > 0 || changes.mi.length > 0;
    if (!moved && sameSessionState(this.lastSession, changes.session)) return;
    const floor = sequenceFloor(this.wallNow() + RESTART_MS);
    if (!this.outran && changes.session.seq > floor) {
      // An engine started that much later would hand out these numbers again.
      this.outran = true;
      logger.warn('the board sequence outran the wall clock: a quick restart could go back', {
        seq: changes.session.seq,
        floor,
      });
    }
    this.lastSession = changes.session;
    this.options.onChanges(changes);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const wake of [...this.wakers]) wake();
  }
}
