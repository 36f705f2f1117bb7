import type { CapitalRaising, Company } from '../api/businessProfileApi';

/** The initial public offering, as the capital history records it. */
export interface IpoFacts {
  date: string;
  /** VND a share; null when the history does not say. */
  price: number | null;
  /** Shares sold in the offering. */
  shares: number;
}

/** ho-so-doanh-nghiep's listing facts: where and since when the shares trade, and how they came. */
export interface ListingFacts {
  exchange: Company['exchange'];
  listingDate: string;
  /** The main indices the stock belongs to (VNINDEX, VN30…). */
  indices: Company['indices'];
  ipo: IpoFacts | null;
  /** Shares and charter capital (VND) on the listing date; null before the history starts. */
  sharesAtListing: number | null;
  charterCapitalAtListing: number | null;
  /** Shares outstanding now. */
  sharesOutstanding: number;
}

/**
 * The listing facts from the market's record and the capital history (oldest first): the
 * offering is the `ipo` row, the shares first listed are those after the last change of capital
 * on or before the listing date. Dates are YYYY-MM-DD, so they compare as text.
 */
export function listingFactsOf(company: Company, history: readonly CapitalRaising[]): ListingFacts {
  const ipoRow = history.find((row) => row.kind === 'ipo');
  const atListing = history.filter((row) => row.eventDate <= company.listingDate).at(-1);
  return {
    exchange: company.exchange,
    listingDate: company.listingDate,
    indices: company.indices,
    ipo: ipoRow
      ? { date: ipoRow.eventDate, price: ipoRow.issuePrice, shares: ipoRow.sharesAdded }
      : null,
    sharesAtListing: atListing?.sharesAfter ?? null,
    charterCapitalAtListing: atListing?.charterCapitalAfter ?? null,
    sharesOutstanding: company.sharesOutstanding,
  };
}
