import type { FastifyInstance } from 'fastify';
import { CONTENT_CHANGED } from '../../lib/state/content-changed';
import type { BoardSeed, BoardSeedInstrument, StoredDay } from '@brokerage/shared/market/board.ts';
import { isTradingDay, previousTradingDay } from '@brokerage/shared/market/calendar.ts';
import {
  type CorporateAction,
  adjustSeries,
  combinedReference,
} from '@brokerage/shared/market/corporateActions.ts';
import {
  EXCHANGE_CODES,
  INDEX_EXCHANGE_CODES,
  MAIN_INDICES,
  type MainIndex,
} from '@brokerage/shared/market/exchanges.ts';
import {
  LOT_SIZE,
  nextReferenceBasis,
  priceBand,
  roundToTick,
} from '@brokerage/shared/market/prices.ts';
import { warrantBand } from '@brokerage/shared/market/warrants.ts';
import { isMainIndex } from '@brokerage/shared/validation/market.ts';
import type { PriceHistoryPoint, PricePeriod } from '@brokerage/shared/validation/marketApi.ts';
import type {
  ActionRecord,
  CompanyRecord,
  DailyRow,
  MarketDataset,
  MarketRepository,
  WarrantRecord,
} from '../../repositories/market';
import { foreignHolding, percentOf, periodStart, warrantReference } from './figures';
import { liveRowOf, type SessionCut } from './live';

export type { ActionRecord, CompanyRecord, DailyRow, WarrantRecord };

/**
 * How long the market's static part (sessions, companies, warrants, corporate actions) and what
 * is derived from it (days, series, seeds) stay in memory before they are read again. The
 * dataset changes only by the seed or an import (`npm run import:market`). A `content-changed`
 * message on the shared state drops the snapshot at once (the seed sends one with REDIS_URL);
 * the TTL covers a change nobody announces (the import does not yet).
 */
export const MARKET_SNAPSHOT_TTL_MS = 10 * 60_000;
/** Bound of each derived cache (days, series, seeds) within one snapshot. */
const DERIVED_CACHE_MAX = 500;

/** The main indices a company is a constituent of (HOSE → VNINDEX, VN30 flag → VN30, …). */
export function indicesOf(
  company: Pick<CompanyRecord, 'exchange' | 'vn30' | 'hnx30'>,
): MainIndex[] {
  if (company.exchange === 'HOSE') return company.vn30 ? ['VNINDEX', 'VN30'] : ['VNINDEX'];
  if (company.exchange === 'HNX') return company.hnx30 ? ['HNXINDEX', 'HNX30'] : ['HNXINDEX'];
  return ['UPCOMINDEX'];
}

export const toCorporateAction = (row: ActionRecord): CorporateAction =>
  row.kind === 'cash-dividend'
    ? { kind: row.kind, exDate: row.exDate, cashPerShare: row.cashPerShare ?? 0 }
    : row.kind === 'rights'
      ? {
          kind: row.kind,
          exDate: row.exDate,
          ratio: row.ratio ?? 0,
          subscriptionPrice: row.subscriptionPrice ?? 0,
        }
      : { kind: row.kind, exDate: row.exDate, ratio: row.ratio ?? 0 };

/**
 * A small map of loads that forgets its oldest entry past `max` (insertion order), and a load
 * that failed, so that the next request tries again.
 */
export function remember<K, V>(
  map: Map<K, Promise<V>>,
  key: K,
  make: () => Promise<V>,
  max = DERIVED_CACHE_MAX,
): Promise<V> {
  const found = map.get(key);
  if (found !== undefined) return found;
  const value = make();
  map.set(key, value);
  value.catch(() => {
    if (map.get(key) === value) map.delete(key);
  });
  if (map.size > max) {
    const oldest = map.keys().next().value as K;
    map.delete(oldest);
  }
  return value;
}

/** Everything the market calls read, loaded once per snapshot and derived lazily. */
export class MarketSnapshot {
  /** Stored sessions, oldest first. */
  readonly sessions: string[];
  readonly sessionIndex: Map<string, number>;
  /** Companies by symbol, in symbol order. */
  readonly companies: Map<string, CompanyRecord>;
  readonly warrants: WarrantRecord[];
  /** Each symbol's corporate actions, oldest first. */
  readonly actions: Map<string, ActionRecord[]>;

  private readonly days = new Map<string, Promise<Map<string, DailyRow>>>();
  private readonly series = new Map<string, Promise<PriceHistoryPoint[]>>();
  /** The stored rows under a series the board's session is added to (`history` with a live row). */
  private readonly storedRows = new Map<string, Promise<DailyRow[]>>();
  private readonly seeds = new Map<string, Promise<BoardSeed>>();
  private netTotal: Promise<Map<string, number>> | null = null;

  constructor(
    private readonly repo: MarketRepository,
    data: MarketDataset,
  ) {
    this.sessions = data.sessions;
    this.sessionIndex = new Map(data.sessions.map((day, i) => [day, i]));
    this.companies = new Map(data.companies.map((c) => [c.symbol, c]));
    this.warrants = data.warrants;
    this.actions = new Map();
    for (const action of data.actions) {
      this.actions.set(action.symbol, [...(this.actions.get(action.symbol) ?? []), action]);
    }
  }

  /** New shares per old share of each of `symbol`'s share issues (what the foreign rule needs). */
  shareRatios(symbol: string): number[] {
    return (this.actions.get(symbol) ?? [])
      .filter((a) => a.kind !== 'cash-dividend')
      .map((a) => a.ratio ?? 0);
  }

  get lastSession(): string | undefined {
    return this.sessions.at(-1);
  }

  /** A company, a main index or nothing: what a `stock_symbol` may name. */
  isKnownSymbol(symbol: string): boolean {
    return this.companies.has(symbol) || isMainIndex(symbol);
  }

  /** Every row of one stored session, by symbol. */
  day(sessionDate: string): Promise<Map<string, DailyRow>> {
    return remember(this.days, sessionDate, async () => {
      const rows = await this.repo.sessionRows(sessionDate);
      return new Map(rows.map((row) => [row.symbol, row]));
    });
  }

  /** One symbol's rows from `from` (included) to the last session, oldest first. */
  symbolRows(symbol: string, from: string): Promise<DailyRow[]> {
    // Not kept: the series made from them are (`history`), and the index strip's few are cheap.
    return this.repo.symbolRows(symbol, from);
  }

  /**
   * The chart and history points of `period`, oldest first; `adjusted` carries the prices
   * before each ex-date onto today's basis (shared `adjustSeries`; reference and band by the
   * same factor, foreign and order volumes like the volume). An adjusted price is then moved to
   * the nearest tick of the stock's exchange: a price a board could have shown (the key
   * figures' 52-week range is read from this series).
   */
  history(
    symbol: string,
    period: PricePeriod,
    adjusted: boolean,
    cut: SessionCut = { lastStored: this.lastSession, live: null },
  ): Promise<PriceHistoryPoint[]> {
    const live = liveRowOf(cut, symbol);
    const last = cut.lastStored;
    const shown =
      last === undefined ? [] : this.sessions.slice(0, this.sessionIndex.get(last)! + 1);
    const from = periodStart(period, live ? [...shown, live.sessionDate] : shown);
    if (from === undefined) return Promise.resolve([]);
    const make = async () => {
      const stored =
        last === undefined || from > last
          ? []
          : await remember(this.storedRows, `${symbol}\n${from}\n${last}`, async () =>
              (await this.symbolRows(symbol, from)).filter((row) => row.sessionDate <= last),
            );
      const rows = live ? [...stored, live] : stored;
      const until = rows.at(-1)?.sessionDate ?? from;
      // Only the actions gone ex by the last session shown: a replay knows nothing later.
      const actions = adjusted
        ? (this.actions.get(symbol) ?? []).filter((a) => a.exDate <= until).map(toCorporateAction)
        : [];
      const exchange = this.companies.get(symbol)?.exchange;
      const points = rows.map((row) => ({ ...row, date: row.sessionDate }));
      const series = actions.length > 0 ? adjustSeries(points, actions) : points;
      return series.map((point, i) => {
        const raw = rows[i] as DailyRow;
        // The factor from adjustSeries' whole-VND close, before any tick rounding.
        const factor = raw.close === 0 ? 1 : point.close / raw.close;
        const tick = (n: number) =>
          factor === 1 || exchange === undefined ? n : roundToTick(exchange, n, 'nearest');
        const scale = (n: number) => (factor === 1 ? n : tick(Math.round(n * factor)));
        const close = tick(point.close);
        const reference = scale(raw.reference);
        const foreignBuyVolume = Math.round(raw.foreignBuyVolume / factor);
        const foreignSellVolume = Math.round(raw.foreignSellVolume / factor);
        const shares = (n: number | null) => (n === null ? null : Math.round(n / factor));
        const priceChange = round2(close - reference);
        return {
          sessionDate: raw.sessionDate,
          price: close,
          volume: point.volume,
          priceChange,
          priceChangePercent: percentOf(priceChange, reference),
          open: tick(point.open),
          high: tick(point.high),
          low: tick(point.low),
          close,
          reference,
          ceiling: raw.ceiling === null ? null : scale(raw.ceiling),
          floor: raw.floor === null ? null : scale(raw.floor),
          value: raw.value,
          foreignBuyVolume,
          foreignSellVolume,
          foreignNetVolume: foreignBuyVolume - foreignSellVolume,
          buyOrderCount: raw.buyOrderCount,
          sellOrderCount: raw.sellOrderCount,
          buyOrderVolume: shares(raw.buyOrderVolume),
          sellOrderVolume: shares(raw.sellOrderVolume),
        };
      });
    };
    // The stored part is kept; the board's session changes at every push, so it is not.
    if (live) return make();
    return remember(this.series, `${symbol}\n${period}\n${adjusted}\n${last}`, make);
  }

  /** Mean volume per symbol over the `count` stored sessions up to `lastIncluded`. */
  async averageVolumes(lastIncluded: number, count: number): Promise<Map<string, number>> {
    if (lastIncluded < 0) return new Map();
    const from = this.sessions[Math.max(0, lastIncluded - count + 1)] as string;
    const to = this.sessions[lastIncluded] as string;
    const means = await this.repo.averageVolumes(from, to);
    return new Map([...means].map(([symbol, n]) => [symbol, Math.round(n)]));
  }

  /**
   * Net foreign buying (buy − sell volume) per symbol over the stored sessions before `day`:
   * the whole dataset's sum (one scan per snapshot) less the sessions from `day` on, which for
   * the days the board and the indicators ask about (the last session and after) are none or
   * one.
   */
  async netForeignBefore(day: string): Promise<Map<string, number>> {
    if (!this.netTotal) {
      const loading = this.repo.netForeignFrom();
      this.netTotal = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (this.netTotal === loading) this.netTotal = null;
      });
    }
    const total = await this.netTotal;
    const last = this.lastSession;
    if (last === undefined || day > last) return total;
    const later = await this.repo.netForeignFrom(day);
    return new Map([...total].map(([symbol, n]) => [symbol, n - (later.get(symbol) ?? 0)]));
  }

  /**
   * The board seed of `requested` (a session date or `latest`), or null when there is no such
   * session: not a trading day, before the dataset, or a stored-range day that is missing.
   */
  boardSeed(requested: string): Promise<BoardSeed> | null {
    const last = this.lastSession;
    if (last === undefined) return null;
    const date = requested === 'latest' ? last : requested;
    if (!isTradingDay(date)) return null;
    const index = this.sessionIndex.get(date);
    if (index === undefined && date <= last) return null;
    return remember(this.seeds, date, () => this.buildSeed(date, index));
  }

  private async buildSeed(date: string, index: number | undefined): Promise<BoardSeed> {
    const previousIndex = index === undefined ? this.sessions.length - 1 : index - 1;
    const previousSessionDate =
      previousIndex >= 0 ? (this.sessions[previousIndex] as string) : previousTradingDay(date);
    const [previous, today, averages, netForeign] = await Promise.all([
      previousIndex >= 0 ? this.day(previousSessionDate) : new Map<string, DailyRow>(),
      index === undefined ? new Map<string, DailyRow>() : this.day(date),
      this.averageVolumes(previousIndex, 20),
      this.netForeignBefore(date),
    ]);

    const instruments: BoardSeedInstrument[] = [];
    const underlyings = new Map<string, BoardSeedInstrument>();
    for (const company of this.companies.values()) {
      if (company.listingDate > date) continue;
      const stored = today.get(company.symbol);
      const previousDay = previous.get(company.symbol);
      // HOSE, HNX: the last close; UPCOM: the last session's average price (value ÷ volume).
      const previousClose = previousDay && nextReferenceBasis(company.exchange, previousDay);
      let reference: number;
      if (previousClose === undefined) {
        // Its first stored session (or none at all): the stored reference is all there is.
        if (!stored) continue;
        reference = stored.reference;
      } else {
        const going = (this.actions.get(company.symbol) ?? []).filter(
          (a) => a.exDate > previousSessionDate && a.exDate <= date,
        );
        reference =
          going.length === 0
            ? previousClose
            : Math.max(
                roundToTick(
                  company.exchange,
                  combinedReference(previousClose, going.map(toCorporateAction)),
                  'nearest',
                ),
                roundToTick(company.exchange, 1, 'up'),
              );
      }
      const band = priceBand(company.exchange, reference);
      const foreign = foreignHolding(
        company.symbol,
        company.firmType,
        company.sharesOutstanding,
        netForeign.get(company.symbol) ?? 0,
        this.shareRatios(company.symbol),
      );
      const instrument: BoardSeedInstrument = {
        symbol: company.symbol,
        exchange: company.exchange,
        kind: 'stock',
        reference,
        ceiling: band.ceiling,
        floor: band.floor,
        sharesOutstanding: company.sharesOutstanding,
        foreignRoom: foreign.room,
        averageVolume20: averages.get(company.symbol) ?? 0,
        indices: indicesOf(company),
        ...(stored ? { day: storedDay(stored) } : {}),
      };
      instruments.push(instrument);
      underlyings.set(company.symbol, instrument);
    }

    for (const warrant of this.warrants) {
      const underlying = underlyings.get(warrant.underlying);
      if (!underlying || warrant.issueDate > date || warrant.maturityDate < date) continue;
      const reference =
        warrant.issueDate === date
          ? warrant.listingReference
          : warrantReference(
              underlying.reference,
              warrant.exercisePrice,
              warrant.ratio,
              date,
              warrant.maturityDate,
            );
      const band = warrantBand(reference, underlying, warrant.ratio);
      const issued = warrant.issuedQuantity ?? 0;
      instruments.push({
        symbol: warrant.code,
        exchange: 'HOSE',
        kind: 'cw',
        reference,
        ceiling: band.ceiling,
        floor: band.floor,
        sharesOutstanding: issued,
        // Warrants have no foreign ownership limit: the whole issue is open to foreigners.
        foreignRoom: issued,
        averageVolume20: warrantAverageVolume(issued),
        indices: [],
        warrant: {
          underlying: warrant.underlying,
          issuer: warrant.issuer,
          exercisePrice: warrant.exercisePrice,
          ratio: warrant.ratio,
          maturityDate: warrant.maturityDate,
        },
      });
    }

    const indices = MAIN_INDICES.flatMap((symbol) => {
      const stored = today.get(symbol);
      const previousValue = previous.get(symbol)?.close ?? stored?.reference;
      if (previousValue === undefined) return [];
      const {
        foreignBuyVolume: _b,
        foreignSellVolume: _s,
        ...day
      } = stored ? storedDay(stored) : { foreignBuyVolume: 0, foreignSellVolume: 0 };
      return [
        {
          symbol,
          exchangeCode: INDEX_EXCHANGE_CODES[symbol],
          previousValue,
          ...(stored
            ? { day: day as Omit<StoredDay, 'foreignBuyVolume' | 'foreignSellVolume'> }
            : {}),
        },
      ];
    });

    return { sessionDate: date, previousSessionDate, instruments, indices };
  }
}

/**
 * The dataset has no warrant trades: a warrant is taken to turn over 2 % of its issue a session
 * (in round lots), which only sizes the simulator's order flow.
 */
export const warrantAverageVolume = (issued: number) =>
  Math.round((issued * 0.02) / LOT_SIZE) * LOT_SIZE;

function storedDay(row: DailyRow): StoredDay {
  return {
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
    volume: row.volume,
    value: row.value,
    foreignBuyVolume: row.foreignBuyVolume,
    foreignSellVolume: row.foreignSellVolume,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export const exchangeCodeOf = (symbol: string, company: CompanyRecord | undefined) =>
  company ? EXCHANGE_CODES[company.exchange] : INDEX_EXCHANGE_CODES[symbol as MainIndex];

/**
 * The market snapshot of this process: loaded on first use, renewed after its TTL. While a
 * renewal loads, requests keep the previous snapshot (no request waits for it, except the first).
 */
export class MarketData {
  private current: { at: number; snapshot: Promise<MarketSnapshot> } | null = null;
  private renewing: Promise<MarketSnapshot> | null = null;

  constructor(
    private readonly repo: MarketRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly ttlMs = MARKET_SNAPSHOT_TTL_MS,
  ) {}

  /** Forget the snapshot: the dataset changed. */
  invalidate() {
    this.current = null;
    this.renewing = null;
  }

  snapshot(): Promise<MarketSnapshot> {
    const at = this.now().getTime();
    if (!this.current) {
      const snapshot = this.load();
      this.current = { at, snapshot };
      // A failed load is not kept: the next request tries again.
      snapshot.catch(() => {
        if (this.current?.snapshot === snapshot) this.current = null;
      });
      return snapshot;
    }
    if (at - this.current.at >= this.ttlMs && !this.renewing) {
      const renewal = this.load();
      this.renewing = renewal;
      renewal.then(
        () => {
          if (this.renewing !== renewal) return;
          this.current = { at: this.now().getTime(), snapshot: renewal };
          this.renewing = null;
        },
        () => {
          if (this.renewing === renewal) this.renewing = null;
        },
      );
    }
    return this.current.snapshot;
  }

  private async load(): Promise<MarketSnapshot> {
    return new MarketSnapshot(this.repo, await this.repo.loadDataset());
  }
}

const shared = new WeakMap<MarketRepository, Promise<MarketData>>();

/**
 * The process's one market snapshot holder for an app (the market, statement and company-data
 * routes alike), dropped on every `content-changed`: one copy of the dataset in memory.
 */
export function marketDataOf(app: FastifyInstance): Promise<MarketData> {
  let found = shared.get(app.repos.market);
  if (!found) {
    const market = new MarketData(app.repos.market, app.now);
    found = app.state.subscribe(CONTENT_CHANGED, () => market.invalidate()).then(() => market);
    shared.set(app.repos.market, found);
  }
  return found;
}
