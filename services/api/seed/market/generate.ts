import { previousTradingDay, tradingDays } from '@brokerage/shared/market/calendar.ts';
import {
  type CorporateAction,
  adjustedReference,
} from '@brokerage/shared/market/corporateActions.ts';
import {
  type Exchange,
  INDEX_EXCHANGE,
  MAIN_INDICES,
  type MainIndex,
  VN30_BASKET,
} from '@brokerage/shared/market/exchanges.ts';
import { nextIndexValue } from '@brokerage/shared/market/indices.ts';
import {
  capForeignTrade,
  foreignLimitShares,
  openingForeignHolding,
  sharesAtStart,
} from '@brokerage/shared/market/foreign.ts';
import {
  LOT_SIZE,
  nextReferenceBasis,
  priceBand,
  roundToTick,
} from '@brokerage/shared/market/prices.ts';
import { warrantCode } from '@brokerage/shared/market/warrants.ts';
import {
  BRAND_SEPARATOR,
  type CompanyRow,
  type CorporateActionRow,
  type CoveredWarrantRow,
  type DailyPriceRow,
} from '@brokerage/shared/validation/market.ts';
import { COMPANY_SEEDS, type CompanySeed, ICB_SECTORS } from './companies';
import { Random } from '@brokerage/shared/market/random.ts';

/**
 * The demo market, generated: the same rows on every run (a fixed seed, a fixed end date, no
 * clock). The sessions are the exchange days (shared/market/calendar.ts) of the five years up
 * to MARKET_END_DATE, the last one being the last trading day before it: with the end date
 * 2026-11-21 (a Saturday) the last session is Friday 2026-11-20.
 *
 * Each company's prices follow a seeded walk (a market factor with long swings, the company's
 * beta and its own mean-reverting drift) and obey the exchange's rules every session: the
 * reference is the previous close on HOSE and HNX and the previous session's average price
 * (value ÷ volume, on the tick) on UPCOM (`nextReferenceBasis`), moved on an ex-date by the
 * contract's adjustment and rounded to the tick; open, high, low and close are valid ticks
 * inside [floor, ceiling]. Indices are computed from their constituents with `nextIndexValue`,
 * the reference as each constituent's previous price so a corporate action does not move the
 * index.
 *
 * Foreign trade keeps within the foreign ownership limit (shared/market/foreign.ts): the
 * holding starts at `openingForeignHolding` and moves by each session's net foreign buying;
 * a session's foreign buying is at most the room at its start and its selling at most the
 * holding (`capForeignTrade`), so a full company's foreigners buy only what others sold.
 */

export const MARKET_END_DATE = '2026-11-21';
export const MARKET_YEARS = 5;
export const MARKET_SEED = 4;
/**
 * The order book's random stream is its own (seeded from MARKET_SEED and this): drawing its
 * numbers leaves the prices, volumes and foreign trade as they were without it.
 */
const ORDER_BOOK_STREAM = 0x0b00c;

/** The first calendar day of the window: the end date's day, MARKET_YEARS earlier. */
export const MARKET_START_DATE = `${Number(MARKET_END_DATE.slice(0, 4)) - MARKET_YEARS}${MARKET_END_DATE.slice(4)}`;

/** Where each index starts (about the real levels of November 2021). */
const INDEX_BASE: Record<MainIndex, number> = {
  VNINDEX: 1_452.35,
  VN30: 1_518.2,
  HNXINDEX: 441.9,
  HNX30: 706.45,
  UPCOMINDEX: 108.6,
};

/** The securities firms that issue the demo's covered warrants. */
const WARRANT_ISSUERS = ['SSI', 'HSC', 'VCSC', 'KIS', 'ACBS', 'MBS', 'VNDIRECT'] as const;
const WARRANT_UNDERLYINGS = [
  'HPG',
  'FPT',
  'MWG',
  'VNM',
  'STB',
  'TCB',
  'VPB',
  'MBB',
  'VHM',
  'ACB',
  'SSI',
  'VIB',
] as const;

/** Rights issues: a few, on securities firms and banks (the usual issuers). */
const RIGHTS_ISSUES: { symbol: string; year: number }[] = [
  { symbol: 'SSI', year: 2023 },
  { symbol: 'VND', year: 2022 },
  { symbol: 'SHS', year: 2022 },
  { symbol: 'HCM', year: 2024 },
  { symbol: 'VIB', year: 2025 },
];

export interface GeneratedMarket {
  /** The sessions, oldest first. */
  sessions: string[];
  companies: CompanyRow[];
  /** Ordered by symbol, then date; the index rows come after the companies'. */
  dailyPrices: DailyPriceRow[];
  corporateActions: CorporateActionRow[];
  coveredWarrants: CoveredWarrantRow[];
  /** The symbols of each index's constituents. */
  constituents: Record<MainIndex, string[]>;
  /** Each company's shares outstanding in each session (what the indices weigh). */
  shares: Record<string, number[]>;
}

interface Walk {
  seed: CompanySeed;
  rows: DailyPriceRow[];
  shares: number[];
  /** New shares per old share of each share issue (stock dividend, bonus, rights), in order. */
  shareRatios: number[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const toLot = (n: number) => Math.max(LOT_SIZE, Math.round(n / LOT_SIZE) * LOT_SIZE);
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** Which index each company belongs to. */
function constituentsOf(seeds: readonly CompanySeed[]): Record<MainIndex, string[]> {
  const basket: readonly string[] = VN30_BASKET;
  const on = (exchange: Exchange) => seeds.filter((s) => s.exchange === exchange);
  return {
    VNINDEX: on('HOSE').map((s) => s.symbol),
    VN30: on('HOSE')
      .filter((s) => basket.includes(s.symbol))
      .map((s) => s.symbol),
    HNXINDEX: on('HNX').map((s) => s.symbol),
    HNX30: on('HNX')
      .filter((s) => s.hnx30)
      .map((s) => s.symbol),
    UPCOMINDEX: on('UPCOM').map((s) => s.symbol),
  };
}

/** The ex-dates of each company's corporate actions over the window (figures come later). */
function scheduleActions(
  random: Random,
  seed: CompanySeed,
  sessions: readonly string[],
): Map<string, CorporateAction['kind']> {
  const schedule = new Map<string, CorporateAction['kind']>();
  const firstYear = Number(sessions[0]!.slice(0, 4));
  const lastYear = Number(sessions.at(-1)!.slice(0, 4));
  const sessionIn = (year: number, fromMonth: number, toMonth: number) => {
    const from = `${year}-${String(fromMonth).padStart(2, '0')}-01`;
    const to = `${year}-${String(toMonth).padStart(2, '0')}-31`;
    const days = sessions.filter((d) => d >= from && d <= to);
    // Not the first session: an ex-date needs a previous close.
    return days.length > 0 && days[0] !== sessions[0] ? random.pick(days) : null;
  };
  const add = (date: string | null, kind: CorporateAction['kind']) => {
    if (date && !schedule.has(date)) schedule.set(date, kind);
  };
  const bank = seed.firmType === 'bank';
  for (let year = firstYear; year <= lastYear; year += 1) {
    if (random.chance(bank ? 0.45 : 0.75)) add(sessionIn(year, 4, 9), 'cash-dividend');
    if (random.chance(bank ? 0.45 : 0.15)) add(sessionIn(year, 6, 10), 'stock-dividend');
    if (random.chance(0.08)) add(sessionIn(year, 3, 11), 'bonus');
    if (RIGHTS_ISSUES.some((r) => r.symbol === seed.symbol && r.year === year)) {
      add(sessionIn(year, 5, 8), 'rights');
    }
  }
  return schedule;
}

/** The action's figures, sized to the price on the eve of its ex-date. */
function actionFigures(
  random: Random,
  kind: CorporateAction['kind'],
  exDate: string,
  previousClose: number,
): CorporateAction {
  switch (kind) {
    case 'cash-dividend': {
      // Paid as a share of the 10,000 VND par (5–30 %), at most ~6 % of the price.
      const cap = Math.max(100, Math.floor((previousClose * 0.06) / 100) * 100);
      return { kind, exDate, cashPerShare: Math.min(cap, random.int(5, 30) * 100) };
    }
    case 'stock-dividend':
      return { kind, exDate, ratio: random.pick([0.05, 0.08, 0.1, 0.12, 0.15, 0.2]) };
    case 'bonus':
      return { kind, exDate, ratio: random.pick([0.1, 0.15, 0.2, 0.25, 0.3]) };
    case 'rights': {
      const ratio = random.pick([0.2, 0.25, 0.3, 0.5]);
      // At par when the stock trades well above it, else at a discount to the price.
      const subscriptionPrice =
        previousClose >= 15_000
          ? 10_000
          : Math.max(1_000, Math.floor((previousClose * 0.7) / 100) * 100);
      return { kind, exDate, ratio, subscriptionPrice };
    }
  }
}

const actionRow = (symbol: string, action: CorporateAction): CorporateActionRow =>
  action.kind === 'cash-dividend'
    ? { symbol, exDate: action.exDate, kind: action.kind, cashPerShare: action.cashPerShare }
    : action.kind === 'rights'
      ? {
          symbol,
          exDate: action.exDate,
          kind: action.kind,
          ratio: action.ratio,
          subscriptionPrice: action.subscriptionPrice,
        }
      : { symbol, exDate: action.exDate, kind: action.kind, ratio: action.ratio };

/**
 * One company's five years: prices, volumes, foreign trade and its corporate actions (the order
 * book is added afterwards, from its own stream).
 */
function walkCompany(
  random: Random,
  seed: CompanySeed,
  sessions: readonly string[],
  market: readonly number[],
  actions: CorporateActionRow[],
): Walk {
  const { exchange } = seed;
  const schedule = scheduleActions(random, seed, sessions);
  const beta = random.between(0.6, 1.5);
  const sigma = random.between(0.011, seed.firmType === 'securities' ? 0.026 : 0.02);
  const turnover = random.between(0.0008, 0.004) * (seed.firmType === 'securities' ? 3 : 1);
  const foreignShare = random.between(0.03, 0.3);

  let shares = seed.shares * 1_000_000;
  // Log of the price the walk is pulled towards, before the market factor.
  let anchor = Math.log(seed.price);
  let drift = 0;
  let close = roundToTick(exchange, seed.price, 'nearest');
  // What the next reference starts from: the close, or on UPCOM the session's average price.
  let basis = close;
  const rows: DailyPriceRow[] = [];
  const sharesBySession: number[] = [];
  const shareRatios: number[] = [];

  for (const [i, sessionDate] of sessions.entries()) {
    let reference = basis;
    const kind = schedule.get(sessionDate);
    if (kind) {
      const action = actionFigures(random, kind, sessionDate, close);
      const adjusted = roundToTick(exchange, adjustedReference(basis, action), 'nearest');
      reference = Math.max(adjusted, roundToTick(exchange, 1, 'up'));
      anchor += Math.log(reference / basis);
      if (action.kind !== 'cash-dividend') {
        shares = Math.round(shares * (1 + action.ratio));
        shareRatios.push(action.ratio);
      }
      actions.push(actionRow(seed.symbol, action));
    }
    const band = priceBand(exchange, reference);
    const onBand = (price: number, direction: 'down' | 'up' | 'nearest') =>
      clamp(roundToTick(exchange, price, direction), band.floor, band.ceiling);

    drift = drift * 0.99 + sigma * random.normal();
    const target = anchor + beta * market[i]! + drift;
    const shock = random.chance(0.04) ? 2.5 : 1;
    const move = clamp(target - Math.log(reference), -0.09, 0.09) * 0.35;
    const closeRaw = reference * Math.exp(move + shock * sigma * 0.6 * random.normal());
    close = onBand(closeRaw, 'nearest');
    const open = onBand(reference * Math.exp(sigma * 0.4 * random.normal()), 'nearest');
    const high = onBand(
      Math.max(open, close) * Math.exp(Math.abs(sigma * 0.5 * random.normal())),
      'up',
    );
    const low = onBand(
      Math.min(open, close) * Math.exp(-Math.abs(sigma * 0.5 * random.normal())),
      'down',
    );

    const absMove = Math.abs(Math.log(close / reference));
    // A share of the company's shares a day, more on the days it moves.
    const volume = toLot(shares * turnover * Math.exp(0.45 * random.normal()) * (1 + 12 * absMove));
    const average = (open + high + low + close) / 4;
    // Drawn here (the random stream's order), kept within the room afterwards (`capForeign`).
    const foreign = (share: number) =>
      Math.min(
        volume,
        Math.round((volume * share * random.between(0.4, 1.6)) / LOT_SIZE) * LOT_SIZE,
      );
    const row: DailyPriceRow = {
      symbol: seed.symbol,
      sessionDate,
      open,
      high,
      low,
      close,
      reference,
      ceiling: band.ceiling,
      floor: band.floor,
      volume,
      value: Math.round(volume * average),
      foreignBuyVolume: foreign(foreignShare),
      foreignSellVolume: foreign(foreignShare),
    };
    rows.push(row);
    basis = nextReferenceBasis(exchange, row);
    sharesBySession.push(shares);
  }
  return { seed, rows, shares: sharesBySession, shareRatios };
}

/**
 * The walk's foreign trade kept within the foreign ownership limit, session by session, from
 * the opening holding the API computes the same way (from the shares now and the issues).
 */
function capForeign(walk: Walk): void {
  const { symbol, firmType } = walk.seed;
  const start = sharesAtStart(walk.shares.at(-1)!, walk.shareRatios);
  let holding = openingForeignHolding(symbol, firmType, start);
  if (holding > foreignLimitShares(walk.shares[0]!, firmType)) {
    throw new Error(`${symbol}: the opening foreign holding is over the limit`);
  }
  walk.rows.forEach((row, i) => {
    const limit = foreignLimitShares(walk.shares[i]!, firmType);
    const capped = capForeignTrade(holding, limit, row.foreignBuyVolume, row.foreignSellVolume);
    row.foreignBuyVolume = capped.buy;
    row.foreignSellVolume = capped.sell;
    holding = capped.holding;
  });
}

/**
 * The session's order book of one company row: more shares are asked for than match (1.15 to
 * 1.9 times the volume on each side), the side the price moved towards asks for more, and an
 * order is worth about 50 million VND (more shares a stock on a cheap one), never under a lot.
 */
function addOrderBook(random: Random, row: DailyPriceRow): void {
  if (row.volume === 0) {
    Object.assign(row, {
      buyOrderCount: 0,
      sellOrderCount: 0,
      buyOrderVolume: 0,
      sellOrderVolume: 0,
    });
    return;
  }
  const tilt = clamp((row.close / row.reference - 1) * 4, -0.25, 0.25);
  const side = (lean: number) => {
    const volume = Math.max(row.volume, toLot(row.volume * random.between(1.15, 1.9) * lean));
    const orderSize = Math.max(LOT_SIZE, (50_000_000 / row.close) * random.between(0.6, 1.6));
    return { volume, count: Math.max(1, Math.round(volume / orderSize)) };
  };
  const buy = side(1 + tilt);
  const sell = side(1 - tilt);
  row.buyOrderCount = buy.count;
  row.sellOrderCount = sell.count;
  row.buyOrderVolume = buy.volume;
  row.sellOrderVolume = sell.volume;
}

/** An index's rows from its constituents' walks. */
function indexRows(symbol: MainIndex, walks: readonly Walk[], sessions: readonly string[]) {
  const rows: DailyPriceRow[] = [];
  let previous = INDEX_BASE[symbol];
  for (const [i, sessionDate] of sessions.entries()) {
    const at = (pick: (row: DailyPriceRow) => number) =>
      nextIndexValue(
        previous,
        walks.map((w) => ({
          previousPrice: w.rows[i]!.reference,
          price: pick(w.rows[i]!),
          shares: w.shares[i]!,
        })),
      );
    const close = at((r) => r.close);
    const open = at((r) => r.open);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    // The constituents' highs (lows) do not happen at one moment: the index gets part of it.
    const high = round2(top + 0.4 * Math.max(0, at((r) => r.high) - top));
    const low = round2(bottom - 0.4 * Math.max(0, bottom - at((r) => r.low)));
    const sum = (pick: (row: DailyPriceRow) => number) =>
      walks.reduce((total, w) => total + pick(w.rows[i]!), 0);
    rows.push({
      symbol,
      sessionDate,
      open,
      high,
      low,
      close,
      reference: previous,
      volume: sum((r) => r.volume),
      value: sum((r) => r.value),
      foreignBuyVolume: sum((r) => r.foreignBuyVolume),
      foreignSellVolume: sum((r) => r.foreignSellVolume),
      buyOrderCount: sum((r) => r.buyOrderCount ?? 0),
      sellOrderCount: sum((r) => r.sellOrderCount ?? 0),
      buyOrderVolume: sum((r) => r.buyOrderVolume ?? 0),
      sellOrderVolume: sum((r) => r.sellOrderVolume ?? 0),
    });
    previous = close;
  }
  return rows;
}

/** Covered warrants on VN30 underlyings, issued in the window's last months, not yet matured. */
function coveredWarrants(
  random: Random,
  walks: ReadonlyMap<string, Walk>,
  sessions: readonly string[],
) {
  const lastYear = sessions.at(-1)!.slice(0, 4);
  const recent = sessions.filter((d) => d >= `${lastYear}-03-01` && d <= `${lastYear}-10-31`);
  const rounds = new Map<string, number>();
  return WARRANT_UNDERLYINGS.map((underlying, i): CoveredWarrantRow => {
    const walk = walks.get(underlying)!;
    const issueDate = random.pick(recent);
    const at = sessions.indexOf(issueDate);
    const spot = walk.rows[at]!.close;
    const round = (rounds.get(underlying) ?? random.int(1, 9)) + 1;
    rounds.set(underlying, round);
    const ratio = random.pick([1, 2, 4, 5, 8, 10]);
    const exercisePrice = Math.round((spot * random.between(0.9, 1.25)) / 100) * 100;
    const months = random.pick([9, 12]);
    const maturity = new Date(`${issueDate}T00:00:00Z`);
    maturity.setUTCMonth(maturity.getUTCMonth() + months);
    // A business day: the calendar's last trading day on or before the nominal date.
    const maturityDate = previousTradingDay(
      new Date(maturity.getTime() + 86_400_000).toISOString().slice(0, 10),
    );
    // Intrinsic value plus time value, per warrant, on the 10 VND tick.
    const timeValue = spot * 0.09 * Math.sqrt(months / 12);
    const perWarrant = (Math.max(0, spot - exercisePrice) + timeValue) / ratio;
    return {
      code: warrantCode(underlying, Number(issueDate.slice(2, 4)), round),
      underlying,
      issuer: WARRANT_ISSUERS[i % WARRANT_ISSUERS.length]!,
      exercisePrice,
      ratio,
      issueDate,
      maturityDate,
      listingReference: Math.max(10, Math.round(perWarrant / 10) * 10),
      issuedQuantity: random.int(10, 100) * 100_000,
    };
  });
}

/** The whole demo market. Pure: the same arguments give the same rows. */
export function generateMarket({
  seed = MARKET_SEED,
  endDate = MARKET_END_DATE,
  years = MARKET_YEARS,
}: { seed?: number; endDate?: string; years?: number } = {}): GeneratedMarket {
  const random = new Random(seed);
  const last = previousTradingDay(endDate);
  const start = `${Number(endDate.slice(0, 4)) - years}${endDate.slice(4)}`;
  const sessions = tradingDays(start, last);

  // The market factor: a slowly mean-reverting log level with long swings.
  const market: number[] = [];
  let level = 0;
  for (let i = 0; i < sessions.length; i += 1) {
    level += -0.0015 * level + 0.0105 * random.normal();
    market.push(level);
  }

  const corporateActions: CorporateActionRow[] = [];
  const walks = new Map<string, Walk>();
  for (const seedRow of COMPANY_SEEDS) {
    walks.set(seedRow.symbol, walkCompany(random, seedRow, sessions, market, corporateActions));
  }
  for (const walk of walks.values()) capForeign(walk);
  const orderBook = new Random(seed ^ ORDER_BOOK_STREAM);
  for (const walk of walks.values()) {
    for (const row of walk.rows) addOrderBook(orderBook, row);
  }

  const constituents = constituentsOf(COMPANY_SEEDS);
  const companies = COMPANY_SEEDS.map((s): CompanyRow => {
    const shares = walks.get(s.symbol)!.shares.at(-1)!;
    return {
      symbol: s.symbol,
      exchange: s.exchange,
      nameVi: s.nameVi,
      nameEn: s.nameEn,
      shortName: s.shortName,
      brands: s.brands?.join(`${BRAND_SEPARATOR} `),
      icbCode: s.icbCode,
      sectorVi: ICB_SECTORS[s.icbCode].vi,
      sectorEn: ICB_SECTORS[s.icbCode].en,
      firmType: s.firmType,
      sharesOutstanding: shares,
      charteredCapital: shares * 10_000,
      listingDate: s.listingDate,
      vn30: constituents.VN30.includes(s.symbol),
      hnx30: constituents.HNX30.includes(s.symbol),
    };
  });

  const dailyPrices = [...walks.values()].flatMap((w) => w.rows);
  for (const index of MAIN_INDICES) {
    const members = constituents[index].map((symbol) => walks.get(symbol)!);
    if (members.some((w) => w.seed.exchange !== INDEX_EXCHANGE[index])) {
      throw new Error(`${index} has a constituent listed elsewhere`);
    }
    dailyPrices.push(...indexRows(index, members, sessions));
  }

  corporateActions.sort(
    (a, b) => a.symbol.localeCompare(b.symbol) || a.exDate.localeCompare(b.exDate),
  );
  return {
    sessions,
    companies,
    dailyPrices,
    corporateActions,
    coveredWarrants: coveredWarrants(random, walks, sessions),
    constituents,
    shares: Object.fromEntries([...walks].map(([symbol, w]) => [symbol, w.shares])),
  };
}
