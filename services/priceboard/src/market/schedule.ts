/**
 * The day's events, generated up front (issue 12, "determinism"): for every instrument, every
 * match (price, volume, aggressor, foreign share) and every change of its three best levels, at
 * a board time of day. Each instrument draws from its own PRNG seeded by (randomSeed,
 * sessionDate, symbol), so its day does not depend on the other instruments, on the order of
 * the seed or on how the clock is paced; the simulator only reveals events up to board time.
 *
 * The simulator does not run an order book. It generates the day's match path first and shows
 * a book consistent with it: the levels sit on either side of the last match (the side the
 * aggressor took from may keep volume at the match price), the auctions show their market
 * orders (price null) on top of the levels around the price they will match at. This is what
 * lets a stored session be reproduced exactly:
 *
 * - stored day: the path opens at `open` (HOSE: the ATO match at 09:15; HNX, UPCOM: the first
 *   continuous match), reaches `high` and `low` in the continuous session and ends at `close`
 *   (the ATC match at 14:45 on HOSE and HNX, the last match on UPCOM): see `pathPrices`. Volumes
 *   are whole lots adding up to `volume` (a stored volume off the lot is cut to it), foreign
 *   buys and sells to theirs (foreign buys capped by the room: the rule wins over the data). The
 *   value is Σ price × volume of the matches, near the stored value but not equal to it. A day
 *   of one or two lots has room only for the auctions (the ATC first), so it cannot reach its
 *   high and low;
 * - no stored day (live, a new session): a plausible day (open, high, low, close, volume and
 *   foreign trade around `averageVolume20`) is drawn inside the band, then reproduced the same way;
 * - covered warrants without a stored day: each match is priced from the underlying's last match
 *   at that moment: intrinsic value (underlying − exercise) / ratio plus the time value of the
 *   reference, decaying as √(time to maturity), ± a tick or two of noise, on the CW tick, in its
 *   band.
 *
 * Phases come from SESSION_TABLE: the pre-open, HOSE's ATO and both ATCs only queue orders
 * (book changes, no match); the ATO and ATC match once each, at the end of their slot, side
 * null; lunch has no event; HOSE's put-through has no board match; HNX's PLO matches at the
 * close price. Every price is on the instrument's tick inside [floor, ceiling], every volume a
 * multiple of LOT_SIZE (odd lots never match), and on HOSE no continuous match is above the
 * largest order (HOSE_MAX_ORDER_VOLUME). Foreign buys over the day stop at the foreign room the
 * session starts with (in round lots), so the room the board shows never goes below 0.
 */
import type {
  BoardSeed,
  BoardSeedInstrument,
  BookLevel,
  StoredDay,
  TradeSide,
} from '@brokerage/shared/market/board.ts';
import type { Exchange } from '@brokerage/shared/market/exchanges.ts';
import {
  HOSE_MAX_ORDER_VOLUME,
  LOT_SIZE,
  roundToTick,
  tickSize,
} from '@brokerage/shared/market/prices.ts';
import { SESSION_TABLE } from '@brokerage/shared/market/sessions.ts';
import { intrinsicValue } from '@brokerage/shared/market/warrants.ts';
import { DAY_MS, instantOf, msOfClock } from './boardTime.ts';
import { Random, seedOf } from '@brokerage/shared/market/random.ts';

export interface ScheduledTrade {
  price: number;
  volume: number;
  /** null: an auction match (ATO, ATC). */
  side: TradeSide;
  /** Shares of `volume` bought and sold by foreign investors. */
  foreignBuy: number;
  foreignSell: number;
}

export interface ScheduledEvent {
  /** Milliseconds after the session day's midnight, board time. */
  at: number;
  /** Position of the instrument in the seed. */
  instrument: number;
  trade: ScheduledTrade | null;
  /** The book after the event; board rows share these arrays, so nothing may mutate them. */
  bids: BookLevel[];
  asks: BookLevel[];
}

/** The whole board's day: every event, ordered by time, then instrument, then generation order. */
export interface DaySchedule {
  events: readonly ScheduledEvent[];
}

type MatchKind = 'ato' | 'continuous' | 'atc' | 'plo';

interface Queue {
  from: number;
  to: number;
  /** Which price the queued orders will match at: the open or the close. */
  towards: 'open' | 'close';
  /** The auction takes market orders (ATO/ATC), shown as a level with price null. */
  market: boolean;
}

/** An exchange's day as the simulator uses it, read from SESSION_TABLE. */
interface Timeline {
  queues: Queue[];
  ato: number | null;
  continuous: [number, number][];
  atc: number | null;
  plo: [number, number] | null;
}

function timelineOf(exchange: Exchange): Timeline {
  const slots = SESSION_TABLE[exchange];
  const hasAto = slots.some((slot) => slot.phase === 'ato');
  const timeline: Timeline = { queues: [], ato: null, continuous: [], atc: null, plo: null };
  for (const slot of slots) {
    const from = msOfClock(slot.from);
    const to = msOfClock(slot.to);
    if (slot.phase === 'pre-open')
      timeline.queues.push({ from, to, towards: 'open', market: hasAto });
    else if (slot.phase === 'ato') {
      timeline.queues.push({ from, to, towards: 'open', market: true });
      timeline.ato = to;
    } else if (slot.phase === 'atc') {
      timeline.queues.push({ from, to, towards: 'close', market: true });
      timeline.atc = to;
    } else if (slot.phase === 'continuous') timeline.continuous.push([from, to]);
    else if (slot.phase === 'plo') timeline.plo = [from, to];
  }
  return timeline;
}

const TIMELINES: Record<Exchange, Timeline> = {
  HOSE: timelineOf('HOSE'),
  HNX: timelineOf('HNX'),
  UPCOM: timelineOf('UPCOM'),
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const toLots = (shares: number) => Math.max(0, Math.floor(shares / LOT_SIZE));

/** Prices of one instrument: its tick, its band. */
class PriceGrid {
  constructor(private readonly instrument: BoardSeedInstrument) {}

  get floor() {
    return this.instrument.floor;
  }

  get ceiling() {
    return this.instrument.ceiling;
  }

  /** `price` on the tick and inside the band. */
  fit(price: number, direction: 'down' | 'up' | 'nearest' = 'nearest'): number {
    const { exchange, kind } = this.instrument;
    const onTick = roundToTick(exchange, Math.max(price, 1), direction, kind);
    return clamp(onTick, this.floor, this.ceiling);
  }

  up(price: number): number {
    return price + tickSize(this.instrument.exchange, price, this.instrument.kind);
  }

  /** The next valid price below: the tick of the level just under `price`. */
  down(price: number): number {
    return price - tickSize(this.instrument.exchange, price - 1, this.instrument.kind);
  }

  inBand(price: number): boolean {
    return price >= this.floor && price <= this.ceiling;
  }
}

/**
 * A day of these prices and volumes, valued at the mean of its four prices (a day without its
 * trades has no better stand-in for the average price paid).
 */
export function storedDay(figures: Omit<StoredDay, 'value'>): StoredDay {
  const { open, high, low, close, volume, foreignBuyVolume, foreignSellVolume } = figures;
  const value = Math.round((volume * (open + high + low + close)) / 4);
  return { open, high, low, close, volume, value, foreignBuyVolume, foreignSellVolume };
}

/** A stored day on the tick and in the band, with high and low bounding open and close. */
function fitDay(day: StoredDay, grid: PriceGrid): StoredDay {
  const open = grid.fit(day.open);
  const close = grid.fit(day.close);
  return {
    ...day,
    open,
    close,
    high: Math.max(grid.fit(day.high), open, close),
    low: Math.min(grid.fit(day.low), open, close),
  };
}

/** A plausible day for an instrument without a stored one, inside its band. */
function drawDay(instrument: BoardSeedInstrument, grid: PriceGrid, random: Random): StoredDay {
  const { reference } = instrument;
  const sigma = random.between(0.01, 0.022);
  const open = grid.fit(reference * Math.exp(0.4 * sigma * random.normal()));
  const close = grid.fit(reference * Math.exp(0.9 * sigma * random.normal()));
  const high = grid.fit(
    Math.max(open, close) * Math.exp(Math.abs(0.5 * sigma * random.normal())),
    'up',
  );
  const low = grid.fit(
    Math.min(open, close) * Math.exp(-Math.abs(0.5 * sigma * random.normal())),
    'down',
  );
  const volume =
    toLots(Math.max(0, instrument.averageVolume20) * Math.exp(0.4 * random.normal())) * LOT_SIZE;
  const foreign = () => Math.min(volume, toLots(volume * random.between(0.02, 0.25)) * LOT_SIZE);
  return storedDay({
    open,
    high,
    low,
    close,
    volume,
    foreignBuyVolume: foreign(),
    foreignSellVolume: foreign(),
  });
}

/** `count` sorted whole-second times spread over the windows, never on a window's first second. */
function timesIn(windows: readonly [number, number][], count: number, random: Random): number[] {
  const spans = windows.map(([from, to]) => Math.max(0, (to - from) / 1000 - 1));
  const total = spans.reduce((sum, span) => sum + span, 0);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    let offset = Math.floor(random.next() * total);
    for (const [w, [from]] of windows.entries()) {
      const span = spans[w]!;
      if (offset < span) {
        times.push(from + (offset + 1) * 1000);
        break;
      }
      offset -= span;
    }
  }
  return times.sort((a, b) => a - b);
}

/**
 * `count` prices from `day.open` to `day.close` that reach `day.high` and `day.low`: a Brownian
 * bridge in log price from open to close, whose excursions above max(open, close) and below
 * min(open, close) are stretched (or squeezed) so the highest point is exactly the high and the
 * lowest exactly the low. A bridge that never rises above (falls below) gets a tent-shaped bump
 * at a random inner point first. Then each point goes on the tick inside [low, high]. Three
 * points or fewer cannot reach everything: the ends win.
 */
function pathPrices(count: number, day: StoredDay, grid: PriceGrid, random: Random): number[] {
  if (count === 0) return [];
  if (count === 1) return [day.close];
  if (count === 2) return [day.open, day.close];
  if (count === 3)
    return [day.open, day.high > Math.max(day.open, day.close) ? day.high : day.low, day.close];
  const first = Math.log(day.open);
  const last = Math.log(day.close);
  const top = Math.max(first, last);
  const bottom = Math.min(first, last);
  const high = Math.log(day.high);
  const low = Math.log(day.low);
  const step = Math.max(0.0008, (high - low) / Math.sqrt(count));
  const walk = [0];
  for (let j = 1; j < count; j++) walk.push(walk[j - 1]! + step * random.normal());
  const end = walk[count - 1]!;
  const x = walk.map((w, j) => first + ((last - first - end) * j) / (count - 1) + w);

  const bump = (direction: 1 | -1, target: number) => {
    const centre = 1 + Math.floor(random.next() * (count - 2));
    const width = Math.max(2, Math.floor(count / 8));
    const lift = (target - x[centre]!) * direction + step;
    for (let j = 1; j < count - 1; j++)
      x[j]! += direction * lift * Math.max(0, 1 - Math.abs(j - centre) / width);
  };
  if (high > top && Math.max(...x) <= top) bump(1, top);
  if (low < bottom && Math.min(...x) >= bottom) bump(-1, bottom);
  const peak = Math.max(...x);
  const trough = Math.min(...x);
  const prices = x.map((value, j) => {
    if (j === 0) return day.open;
    if (j === count - 1) return day.close;
    let mapped = value;
    if (value > top)
      mapped = peak > top ? top + ((value - top) * (high - top)) / (peak - top) : top;
    else if (value < bottom)
      mapped =
        trough < bottom ? bottom - ((bottom - value) * (bottom - low)) / (bottom - trough) : bottom;
    return clamp(grid.fit(Math.exp(mapped)), day.low, day.high);
  });
  return prices;
}

/** `total` lots over slots by weight, each slot at least one lot (callers make sure total ≥ slots). */
function splitLots(total: number, weights: readonly number[]): number[] {
  const spare = total - weights.length;
  const sum = weights.reduce((s, w) => s + w, 0);
  const lots = weights.map((w) => 1 + Math.floor((spare * w) / sum));
  let largest = 0;
  for (const [i, w] of weights.entries()) if (w > weights[largest]!) largest = i;
  lots[largest]! += total - lots.reduce((s, l) => s + l, 0);
  return lots;
}

/**
 * Caps the matches marked in `capped` at `cap` lots (volumes in lots, changed in place): what a
 * match had above the cap goes to the other capped matches below it, in proportion to their
 * headroom, so the total stays. Callers make sure the capped matches can hold it all.
 */
function capLots(volumes: number[], capped: readonly boolean[], cap: number): void {
  let excess = 0;
  for (const [i, lots] of volumes.entries()) {
    if (capped[i] && lots > cap) {
      excess += lots - cap;
      volumes[i] = cap;
    }
  }
  if (excess === 0) return;
  const open = volumes.flatMap((lots, i) => (capped[i] && lots < cap ? [i] : []));
  const headroom = open.reduce((sum, i) => sum + cap - volumes[i]!, 0);
  const share = Math.min(1, excess / Math.max(1, headroom));
  for (const i of open) {
    const add = Math.floor((cap - volumes[i]!) * share);
    volumes[i]! += add;
    excess -= add;
  }
  // What the rounding left: a lot at a time to the matches with headroom.
  for (const i of open) {
    if (excess === 0) break;
    const add = Math.min(excess, cap - volumes[i]!);
    volumes[i]! += add;
    excess -= add;
  }
}

/** `total` lots over trades of `volumes` lots, none above its trade, in proportion with noise. */
function spreadForeign(total: number, volumes: readonly number[], random: Random): number[] {
  const weights = volumes.map((v) => v * random.between(0.2, 1.8));
  const sum = weights.reduce((s, w) => s + w, 0);
  const lots = weights.map((w, i) =>
    sum > 0 ? Math.min(volumes[i]!, Math.floor((total * w) / sum)) : 0,
  );
  let left = total - lots.reduce((s, l) => s + l, 0);
  const start = volumes.length > 0 ? Math.floor(random.next() * volumes.length) : 0;
  for (let k = 0; k < volumes.length && left > 0; k++) {
    const i = (start + k) % volumes.length;
    const room = volumes[i]! - lots[i]!;
    const add = Math.min(room, left);
    lots[i]! += add;
    left -= add;
  }
  return lots;
}

interface Match {
  at: number;
  kind: MatchKind;
}

/** An instrument's matches (auctions and continuous), for the warrants written on it. */
interface InstrumentPath {
  reference: number;
  at: number[];
  price: number[];
}

class InstrumentDay {
  readonly events: ScheduledEvent[] = [];
  private readonly grid: PriceGrid;
  private readonly timeline: Timeline;
  /** Typical level size, lots. */
  private levelLots = 1;

  constructor(
    private readonly instrument: BoardSeedInstrument,
    private readonly index: number,
    private readonly random: Random,
  ) {
    this.grid = new PriceGrid(instrument);
    this.timeline = TIMELINES[instrument.exchange];
  }

  /** Fills `events`; a warrant given its underlying's path (and no stored day) follows it. */
  build(context: { sessionDate: string; underlying?: InstrumentPath }): InstrumentPath {
    const { instrument, random, timeline, grid } = this;
    const follows =
      instrument.kind === 'cw' && !instrument.day && instrument.warrant && context.underlying;
    const day = instrument.day ? fitDay(instrument.day, grid) : drawDay(instrument, grid, random);
    const lots = toLots(day.volume);

    // How many matches: about 2√lots continuous ones (a liquid stock a few hundred), the auctions, a few PLO.
    let plo = timeline.plo ? random.int(1, 3) : 0;
    let ato = timeline.ato !== null;
    const atc = timeline.atc !== null;
    let continuous = clamp(Math.round(2 * Math.sqrt(lots)), 4, 240);
    // A continuous match fills one order against another, so on HOSE it is at most the largest
    // order; enough matches to hold the whole day under that (auctions print the whole auction).
    const maxLots = instrument.exchange === 'HOSE' ? HOSE_MAX_ORDER_VOLUME / LOT_SIZE : Infinity;
    continuous = Math.max(continuous, Math.ceil(lots / maxLots));
    while ((ato ? 1 : 0) + (atc ? 1 : 0) + plo > lots && plo > 0) plo--;
    if ((ato ? 1 : 0) + (atc ? 1 : 0) > lots) ato = false;
    const auctions = (ato ? 1 : 0) + (atc ? 1 : 0);
    continuous = Math.max(0, Math.min(continuous, lots - auctions - plo));
    if (lots === 0) continuous = 0;

    const matches: Match[] = [];
    if (ato && lots > 0) matches.push({ at: timeline.ato!, kind: 'ato' });
    for (const at of timesIn(timeline.continuous, continuous, random))
      matches.push({ at, kind: 'continuous' });
    if (atc && lots > 0) matches.push({ at: timeline.atc!, kind: 'atc' });
    const pathLength = matches.length;
    if (timeline.plo)
      for (const at of timesIn([timeline.plo], plo, random)) matches.push({ at, kind: 'plo' });

    const path = follows
      ? this.followPrices(matches.slice(0, pathLength), context.sessionDate, context.underlying!)
      : pathPrices(pathLength, day, grid, random);
    const closing = path.at(-1) ?? instrument.reference;
    const prices = [...path, ...matches.slice(pathLength).map(() => closing)];

    const weights = matches.map(({ kind }) =>
      kind === 'ato'
        ? random.between(0.03, 0.08)
        : kind === 'atc'
          ? random.between(0.08, 0.15)
          : kind === 'plo'
            ? random.between(0.002, 0.008)
            : Math.exp(0.8 * random.normal()) / Math.max(1, continuous),
    );
    const volumes = matches.length > 0 ? splitLots(lots, weights) : [];
    capLots(
      volumes,
      matches.map(({ kind }) => kind === 'continuous'),
      maxLots,
    );
    const roomLots = toLots(instrument.foreignRoom);
    const foreignBuy = spreadForeign(
      Math.min(toLots(day.foreignBuyVolume), roomLots, lots),
      volumes,
      random,
    );
    const foreignSell = spreadForeign(
      Math.min(toLots(day.foreignSellVolume), lots),
      volumes,
      random,
    );
    this.levelLots = Math.max(1, Math.round((lots / Math.max(1, matches.length)) * 1.5));

    const open = prices[0] ?? instrument.reference;
    this.queueEvents(open, closing);
    let last: number | null = null;
    for (const [i, match] of matches.entries()) {
      const price = prices[i]!;
      const side: TradeSide =
        match.kind === 'ato' || match.kind === 'atc'
          ? null
          : last === null || price === last
            ? random.chance(0.5)
              ? 'buy'
              : 'sell'
            : price > last
              ? 'buy'
              : 'sell';
      last = price;
      const trade: ScheduledTrade = {
        price,
        volume: volumes[i]! * LOT_SIZE,
        side,
        foreignBuy: foreignBuy[i]! * LOT_SIZE,
        foreignSell: foreignSell[i]! * LOT_SIZE,
      };
      const book =
        match.kind === 'plo' || (match.kind === 'atc' && timeline.plo)
          ? this.closingBook(price)
          : this.continuousBook(price, side);
      this.events.push({ at: match.at, instrument: this.index, trade, ...book });
    }
    this.events.sort((a, b) => a.at - b.at);
    return {
      reference: instrument.reference,
      at: matches.slice(0, pathLength).map((m) => m.at),
      price: path,
    };
  }

  /** Warrant prices from the underlying's last match at each time (see the file's comment). */
  private followPrices(
    matches: readonly Match[],
    sessionDate: string,
    underlying: InstrumentPath,
  ): number[] {
    const { instrument, random, grid } = this;
    const { exercisePrice, ratio, maturityDate } = instrument.warrant!;
    const timeValue = Math.max(
      0,
      instrument.reference - intrinsicValue(underlying.reference, exercisePrice, ratio),
    );
    const midnight = instantOf(sessionDate, 0);
    const maturity = instantOf(maturityDate, msOfClock('15:00'));
    const life = Math.max(DAY_MS / 24, maturity - midnight - msOfClock('09:00'));
    let u = 0;
    let uPrice = underlying.reference;
    return matches.map(({ at }) => {
      while (u < underlying.at.length && underlying.at[u]! <= at) uPrice = underlying.price[u++]!;
      const decay = Math.sqrt(clamp((maturity - midnight - at) / life, 0, 1));
      const fair = intrinsicValue(uPrice, exercisePrice, ratio) + timeValue * decay;
      const tick = tickSize(instrument.exchange, fair, 'cw');
      return grid.fit(fair + tick * Math.round(0.6 * random.normal()));
    });
  }

  private lots(scale = 1): number {
    return (
      Math.max(1, Math.round(this.levelLots * scale * Math.exp(0.6 * this.random.normal()))) *
      LOT_SIZE
    );
  }

  private levels(prices: readonly (number | null)[], scale = 1): BookLevel[] {
    return prices
      .filter((price) => price === null || this.grid.inBand(price))
      .slice(0, 3)
      .map((price) => ({ price, volume: this.lots(price === null ? scale * 2 : scale) }));
  }

  /** After a continuous match: the aggressor's side may leave volume at the match price. */
  private continuousBook(price: number, side: TradeSide) {
    const { grid, random } = this;
    const bestAsk = side === 'buy' && random.chance(0.5) ? price : grid.up(price);
    const bestBid = side === 'sell' && random.chance(0.5) ? price : grid.down(price);
    return {
      bids: this.levels([bestBid, grid.down(bestBid), grid.down(grid.down(bestBid))]),
      asks: this.levels([bestAsk, grid.up(bestAsk), grid.up(grid.up(bestAsk))]),
    };
  }

  /** HNX after the ATC: PLO orders, at the close price only. */
  private closingBook(close: number) {
    return { bids: this.levels([close], 0.5), asks: this.levels([close], 0.5) };
  }

  /** Orders queueing for the open or the close: a few changes of the book in each queue slot. */
  private queueEvents(open: number, close: number) {
    const { grid, random, timeline } = this;
    for (const queue of timeline.queues) {
      const target = queue.towards === 'open' ? open : close;
      const count = random.int(4, 7);
      for (const [k, at] of timesIn([[queue.from, queue.to]], count, random).entries()) {
        const scale = 0.3 + (k + 1) / count;
        const book = queue.market
          ? {
              bids: this.levels([null, target, grid.down(target)], scale),
              asks: this.levels([null, target, grid.up(target)], scale),
            }
          : {
              bids: this.levels(
                [
                  grid.down(target),
                  grid.down(grid.down(target)),
                  grid.down(grid.down(grid.down(target))),
                ],
                scale,
              ),
              asks: this.levels([target, grid.up(target), grid.up(grid.up(target))], scale),
            };
        this.events.push({ at, instrument: this.index, trade: null, ...book });
      }
    }
  }
}

/** Every instrument's day for `seed`, from `randomSeed` (see the file's comment). */
export function buildSchedule(seed: BoardSeed, randomSeed: number): DaySchedule {
  const paths = new Map<string, InstrumentPath>();
  const days: ScheduledEvent[][] = [];
  const order = seed.instruments.map((instrument, index) => ({ instrument, index }));
  // Underlyings before the warrants that follow them.
  order.sort((a, b) => Number(a.instrument.kind === 'cw') - Number(b.instrument.kind === 'cw'));
  for (const { instrument, index } of order) {
    const random = new Random(seedOf(`${randomSeed}|${seed.sessionDate}|${instrument.symbol}`));
    const day = new InstrumentDay(instrument, index, random);
    const underlying = instrument.warrant ? paths.get(instrument.warrant.underlying) : undefined;
    const path = day.build({
      sessionDate: seed.sessionDate,
      ...(underlying ? { underlying } : {}),
    });
    paths.set(instrument.symbol, path);
    days[index] = day.events;
  }
  const events = days.flat();
  events.sort((a, b) => a.at - b.at || a.instrument - b.instrument);
  return { events };
}
