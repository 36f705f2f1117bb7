import type { TradeRow } from '@brokerage/shared/market/board.ts';
import type { IntradaySeries } from '../../../lib/api/marketApi';

/** One minute of the 1D chart: the last price matched in it and the volume matched in it. */
export interface MinutePoint {
  time: string;
  price: number;
  volume: number;
}

/** The tape holds the whole session when its oldest row starts from a session volume of 0. */
export function tapeIsComplete(trades: readonly TradeRow[]): boolean {
  const first = trades[0];
  return first !== undefined && first.totalVolume - first.volume === 0;
}

/** Minute points from the merged tape (oldest first). */
export function minutesFromTape(trades: readonly TradeRow[]): MinutePoint[] {
  const points: MinutePoint[] = [];
  for (const trade of trades) {
    const minute = trade.time.slice(0, 5);
    const last = points.at(-1);
    if (last && last.time === minute) {
      last.price = trade.price;
      last.volume += trade.volume;
    } else {
      points.push({ time: minute, price: trade.price, volume: trade.volume });
    }
  }
  return points;
}

/**
 * The 1D chart: from the tape when it holds the whole session (then every push moves it);
 * otherwise the API's minutes, with the last price of the board's row on the latest minute.
 */
export function intradayPoints(
  series: IntradaySeries | null,
  trades: readonly TradeRow[],
  live: { price: number | null; time: string | null } | undefined,
): MinutePoint[] {
  if (tapeIsComplete(trades)) return minutesFromTape(trades);
  const points = (series?.items ?? []).map((item) => ({
    time: item.time.slice(0, 5),
    price: item.price,
    volume: item.volume,
  }));
  if (live?.price != null && live.time) {
    const minute = live.time.slice(0, 5);
    const last = points.at(-1);
    if (last && last.time === minute) last.price = live.price;
    else if (!last || last.time < minute)
      points.push({ time: minute, price: live.price, volume: 0 });
  }
  return points;
}

export interface PriceLevel {
  price: number;
  volume: number;
  buyVolume: number;
  sellVolume: number;
}

/** Volume at price from the merged tape, highest price first. */
export function volumeAtPrice(trades: readonly TradeRow[]): PriceLevel[] {
  const levels = new Map<number, PriceLevel>();
  for (const trade of trades) {
    const level = levels.get(trade.price) ?? {
      price: trade.price,
      volume: 0,
      buyVolume: 0,
      sellVolume: 0,
    };
    level.volume += trade.volume;
    if (trade.side === 'buy') level.buyVolume += trade.volume;
    if (trade.side === 'sell') level.sellVolume += trade.volume;
    levels.set(trade.price, level);
  }
  return [...levels.values()].sort((a, b) => b.price - a.price);
}
