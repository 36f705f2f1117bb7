import { z } from 'zod';
import { EXCHANGES } from '../market/exchanges.ts';
import { IsoDateSchema } from './dates.ts';
import { StockSymbolSchema } from './marketApi.ts';

/**
 * `ttpt-company-peers/{symbol}` (issue 27 item 4): the company beside the other companies of its
 * ICB sector (the same `icbCode`), with the sector median of each comparable figure. The figures
 * are those of the screener and the company indicators, at the session the price board shows
 * (its last match while it trades a session, the last stored close otherwise):
 *
 * - price and change in whole VND, the change against the session's reference price, its
 *   percent with 2 decimals;
 * - market capital in VND = shares outstanding × price;
 * - P/E and P/B as multiples (2 decimals), on that price and the last four quarters published by
 *   the session (a quarter comes out 30 days after it ends); null for a loss (P/E) or without
 *   statements;
 * - ROE in percent (2 decimals): profit to the parent over the four quarters ÷ average parent
 *   equity;
 * - growth in percent (2 decimals), year on year over the trailing four quarters: `revenueGrowth`
 *   (the firm type's revenue line of KEY_LINES: net sales for a company, total operating income
 *   for a bank, net insurance revenue for an insurer, operating revenue for a securities firm)
 *   and `profitGrowth` (profit after tax to the parent), each against the same four quarters a
 *   year earlier; null from a base of zero or less or without those quarters
 *   (shared/market/fundamentals/ratios.ts `growth`);
 * - score: the automatic assessment's overall score, 0–100 (`ttpt-automatic-assessments/{id}`).
 *
 * Companies: the company and at most `COMPANY_PEERS_SHOWN` others of its sector, largest market
 * capital first (then by symbol). The median: over every company of the sector, the company
 * included (`sectorSize` of them, shown or not); a company without a figure is left out of that
 * figure's median (nulls ignored), and a figure no company has is null. Price and the change in
 * VND have no median: prices of different stocks do not compare; the change in percent does.
 */

/** `{symbol}`: trimmed and upper-cased (400 when malformed, 404 when no company has it). */
export const CompanyPeersParamsSchema = z.object({ symbol: StockSymbolSchema });

/** How many other companies of the sector the answer lists (the median reads them all). */
export const COMPANY_PEERS_SHOWN = 10;

/** The figures a sector median is taken of (the keys of `median`). */
export const PEER_MEDIAN_FIGURES = [
  'priceChangePercent',
  'marketCapital',
  'pE',
  'pB',
  'roe',
  'revenueGrowth',
  'profitGrowth',
  'score',
] as const;
export type PeerMedianFigure = (typeof PEER_MEDIAN_FIGURES)[number];

/** Each comparable figure; the units are the file comment's. */
export const PeerFiguresSchema = z.object({
  /** Percent, 2 decimals. */
  priceChangePercent: z.number().nullable(),
  /** VND. */
  marketCapital: z.number().nullable(),
  pE: z.number().nullable(),
  pB: z.number().nullable(),
  /** Percent. */
  roe: z.number().nullable(),
  /** Percent: trailing four quarters' revenue against the same four a year earlier. */
  revenueGrowth: z.number().nullable(),
  /** Percent: trailing four quarters' profit to the parent against the same four a year earlier. */
  profitGrowth: z.number().nullable(),
  /** 0–100 (a median of two may end in .5). */
  score: z.number().min(0).max(100).nullable(),
});
export type PeerFigures = z.infer<typeof PeerFiguresSchema>;

export const CompanyPeerSchema = z.object({
  stockSymbol: z.string(),
  /** In the request's language. */
  name: z.string(),
  exchange: z.enum(EXCHANGES),
  /** The session the price is of (the board's while the company trades on it); null before any. */
  sessionDate: IsoDateSchema.nullable(),
  /** VND; null without a price on the session shown (not listed yet, suspended). */
  price: z.number().nullable(),
  /** VND against the session's reference. */
  priceChange: z.number().nullable(),
  ...PeerFiguresSchema.shape,
  score: z.number().int().min(0).max(100).nullable(),
});
export type CompanyPeer = z.infer<typeof CompanyPeerSchema>;

export const CompanyPeersSchema = z.object({
  /** The company asked about (one of `companies`). */
  stockSymbol: z.string(),
  icbCode: z.string(),
  /** The sector's name in the request's language. */
  sector: z.string(),
  /** How many companies the sector has, the company included: the median's population. */
  sectorSize: z.number().int().min(1),
  /** The company and up to COMPANY_PEERS_SHOWN peers, largest market capital first. */
  companies: z.array(CompanyPeerSchema),
  /** The sector median of each figure (nulls ignored; null when no company has the figure). */
  median: PeerFiguresSchema,
});
export type CompanyPeers = z.infer<typeof CompanyPeersSchema>;
