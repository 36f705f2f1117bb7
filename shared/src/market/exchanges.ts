/**
 * The Vietnamese exchanges, their codes and the main indices (market-facts.md "Exchanges and
 * codes"; spec §3 "Exchange code labels"). Pure data: no React, no Node built-ins.
 */

/** HOSE (also written HSX), HNX and UPCOM. */
export const EXCHANGES = ['HOSE', 'HNX', 'UPCOM'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** The codes the price board and the spec use: 10 = HOSE, 02 = HNX, 04 = UPCOM. */
export const EXCHANGE_CODES: Record<Exchange, '10' | '02' | '04'> = {
  HOSE: '10',
  HNX: '02',
  UPCOM: '04',
};

export function isExchange(value: unknown): value is Exchange {
  return typeof value === 'string' && (EXCHANGES as readonly string[]).includes(value);
}

/** The exchange a price-board code stands for (`'10'` → HOSE), or null for an index group code. */
export function exchangeOfCode(code: string): Exchange | null {
  return EXCHANGES.find((exchange) => EXCHANGE_CODES[exchange] === code) ?? null;
}

/** The five main indices (market-facts.md). */
export const MAIN_INDICES = ['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX'] as const;
export type MainIndex = (typeof MAIN_INDICES)[number];

/** The exchange each main index is computed on: its constituents are listed there. */
export const INDEX_EXCHANGE: Record<MainIndex, Exchange> = {
  VNINDEX: 'HOSE',
  VN30: 'HOSE',
  HNXINDEX: 'HNX',
  HNX30: 'HNX',
  UPCOMINDEX: 'UPCOM',
};

/**
 * The exchangeCode an index quote carries (spec §3 "Index quote"): the exchange's own code for
 * its all-share index, the group code for VN30. HNX30 has no code in the spec's label list, so
 * it carries its own name (an assumption, not a published code).
 */
export const INDEX_EXCHANGE_CODES: Record<MainIndex, string> = {
  VNINDEX: '10',
  VN30: '30',
  HNXINDEX: '02',
  HNX30: 'HNX30',
  UPCOMINDEX: '04',
};

/** A realistic VN30 basket, April 2025 (market-facts.md): 30 HOSE tickers. */
export const VN30_BASKET = [
  'ACB', 'BCM', 'BID', 'BVH', 'CTG', 'FPT', 'GAS', 'GVR', 'HDB', 'HPG',
  'LPB', 'MBB', 'MSN', 'MWG', 'PLX', 'SAB', 'SHB', 'SSB', 'SSI', 'STB',
  'TCB', 'TPB', 'VCB', 'VHM', 'VIB', 'VIC', 'VJC', 'VNM', 'VPB', 'VRE',
] as const;
export type Vn30Ticker = (typeof VN30_BASKET)[number];

/**
 * The exchange-code labels of spec §3 (and market-facts.md's index groups): exchanges 10, 02, 04
 * and the HOSE index groups.
 */
export const INDEX_GROUP_LABELS: Readonly<Record<string, string>> = {
  '10': 'HOSE',
  '02': 'HNX',
  '04': 'UPCOM',
  '30': 'VN30',
  SML: 'VNSML',
  MID: 'VNMID',
  ALL: 'VNALL',
  '100': 'VN100',
  HNXCON: 'HNXCon',
  X50: 'VNX50',
  SI: 'VNSI',
};
