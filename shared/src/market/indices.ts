/**
 * Capitalisation-weighted indices (VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX are all of this
 * kind): the index moves as the market value of its constituents moves.
 */

export interface IndexConstituent {
  /** The price the previous index value was computed at, VND. */
  previousPrice: number;
  /** The price now, VND. */
  price: number;
  /** The shares that count for the index (listed or free-float shares). */
  shares: number;
}

/**
 * The next index value: previous value × Σ price·shares / Σ previousPrice·shares, rounded to 2
 * decimals as the exchanges publish it. Without a previous capitalisation (no constituents, or
 * all at zero) the value stays. A change of the basket or of shares (new listing, corporate
 * action) is absorbed by passing the same shares on both sides of the quotient for that step.
 */
export function nextIndexValue(previousValue: number, constituents: readonly IndexConstituent[]): number {
  let before = 0;
  let now = 0;
  for (const { previousPrice, price, shares } of constituents) {
    before += previousPrice * shares;
    now += price * shares;
  }
  const value = before > 0 ? (previousValue * now) / before : previousValue;
  return Math.round(value * 100) / 100;
}
