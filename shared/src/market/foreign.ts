/**
 * Foreign ownership: how many shares foreigners may hold
 * and hold. The demo market's generator and the API's figures both use these rules, so that the
 * holding and room the API reports follow from the stored foreign trade.
 */
import { LOT_SIZE } from './prices.ts';

/**
 * The company's firm type (`FirmType` of validation/market.ts, which this layer may not import):
 * only `bank` has its own limit.
 */
type FirmType = string;

/** Foreign ownership limit in percent: 30 % for banks, 49 % for every other company. */
export const foreignOwnershipLimit = (firmType: FirmType): number =>
  firmType === 'bank' ? 30 : 49;

/** The most shares foreigners may hold out of `shares`. */
export const foreignLimitShares = (shares: number, firmType: FirmType): number =>
  Math.floor((shares * foreignOwnershipLimit(firmType)) / 100);

/** A number in [0, 1) fixed by `key` (FNV-1a): the same company always draws the same. */
export function unitHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The shares the company had at the dataset's first session, from its shares now and the share
 * issues since (stock dividends, bonus shares, rights: `ratio` new per old share). Both the
 * generator and the API take it from here, so they agree to the share.
 */
export function sharesAtStart(sharesNow: number, shareRatios: readonly number[]): number {
  return Math.floor(shareRatios.reduce((shares, ratio) => shares / (1 + ratio), sharesNow));
}

/**
 * The shares foreigners held when the dataset starts: a share of the limit at the first session
 * fixed per symbol, between 35 % and 97 % (about one company in eight starts nearly full),
 * in round lots. From there the holding moves only by the stored foreign trade (buys − sells):
 * holding before a session = this + the net foreign buying of every stored session before it.
 */
export function openingForeignHolding(
  symbol: string,
  firmType: FirmType,
  sharesAtFirstSession: number,
): number {
  const limit = foreignLimitShares(sharesAtFirstSession, firmType);
  const draw = unitHash(`foreign:${symbol}`);
  const share = draw > 0.875 ? 0.97 : 0.35 + (draw / 0.875) * 0.6;
  return Math.floor((limit * share) / LOT_SIZE) * LOT_SIZE;
}

/**
 * One session's foreign trade kept within the room: buys at most the room at the session's
 * start (`limit − holding`), sells at most the holding, both in round lots. Returns the capped
 * volumes and the holding after the session.
 */
export function capForeignTrade(
  holding: number,
  limit: number,
  buy: number,
  sell: number,
): { buy: number; sell: number; holding: number } {
  const lots = (n: number) => Math.max(0, Math.floor(n / LOT_SIZE) * LOT_SIZE);
  const cappedBuy = Math.min(buy, lots(limit - holding));
  const cappedSell = Math.min(sell, lots(holding));
  return { buy: cappedBuy, sell: cappedSell, holding: holding + cappedBuy - cappedSell };
}
