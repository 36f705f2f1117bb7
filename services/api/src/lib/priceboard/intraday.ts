import type { TradeRow } from '@brokerage/shared/market/board.ts';
import type {
  IntradayPoint,
  MinuteBar,
  OrderMatchRow,
  VolumeAtPrice,
} from '@brokerage/shared/validation/marketApi.ts';

/**
 * Today's session of one symbol shaped for the analysis centre, from the board's time and sales
 * (oldest first, as `readSymbolSession` gives them). Pure functions: no clock, no board.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;
const minuteOf = (time: string) => time.slice(0, 5);

/** Time-and-sales rows newest first (spec §3 Row); `rate` is the change in percent of `reference`. */
export function orderMatchRows(trades: readonly TradeRow[], reference: number): OrderMatchRow[] {
  return [...trades].reverse().map((trade) => ({
    time: trade.time,
    price: trade.price,
    amount: trade.volume,
    change: trade.change,
    rate: reference > 0 ? round2((trade.change / reference) * 100) : 0,
    amountSaved: trade.totalVolume,
    side: trade.side,
  }));
}

/** One-minute bars (HH:mm of the minute's start), minutes without a match left out. */
export function minuteBars(trades: readonly TradeRow[]): MinuteBar[] {
  const bars: MinuteBar[] = [];
  for (const trade of trades) {
    const time = minuteOf(trade.time);
    const bar = bars.at(-1);
    if (bar && bar.time === time) {
      bar.high = Math.max(bar.high, trade.price);
      bar.low = Math.min(bar.low, trade.price);
      bar.close = trade.price;
      bar.volume += trade.volume;
    } else {
      bars.push({
        time,
        open: trade.price,
        high: trade.price,
        low: trade.price,
        close: trade.price,
        volume: trade.volume,
      });
    }
  }
  return bars;
}

/** The 1D chart: each minute's last price and its volume. */
export function intradayPoints(trades: readonly TradeRow[]): IntradayPoint[] {
  return minuteBars(trades).map((bar) => ({
    time: bar.time,
    price: bar.close,
    volume: bar.volume,
  }));
}

/**
 * Volume at price, highest price first: the matched volume at each price, split by the side
 * that crossed the spread (auction matches count in `volume` only).
 */
export function volumeAtPrice(trades: readonly TradeRow[]): VolumeAtPrice[] {
  const levels = new Map<number, VolumeAtPrice>();
  for (const trade of trades) {
    let level = levels.get(trade.price);
    if (!level) {
      level = { price: trade.price, volume: 0, buyVolume: 0, sellVolume: 0 };
      levels.set(trade.price, level);
    }
    level.volume += trade.volume;
    if (trade.side === 'buy') level.buyVolume += trade.volume;
    else if (trade.side === 'sell') level.sellVolume += trade.volume;
  }
  return [...levels.values()].sort((a, b) => b.price - a.price);
}
