import { isTradingDay, previousTradingDay } from '@brokerage/shared/market/calendar.ts';
import { adjustedReference } from '@brokerage/shared/market/corporateActions.ts';
import { MAIN_INDICES, VN30_BASKET } from '@brokerage/shared/market/exchanges.ts';
import { nextIndexValue } from '@brokerage/shared/market/indices.ts';
import {
  foreignLimitShares,
  openingForeignHolding,
  sharesAtStart,
} from '@brokerage/shared/market/foreign.ts';
import { isOnTick, priceBand, roundToTick } from '@brokerage/shared/market/prices.ts';
import {
  CompanyRowSchema,
  CorporateActionRowSchema,
  CoveredWarrantRowSchema,
  DailyPriceRowSchema,
  type DailyPriceRow,
} from '@brokerage/shared/validation/market.ts';
import { MARKET_END_DATE, MARKET_START_DATE, generateMarket } from './generate';

const market = generateMarket();
const companyBySymbol = new Map(market.companies.map((c) => [c.symbol, c]));
const rowsBySymbol = new Map<string, DailyPriceRow[]>();
for (const row of market.dailyPrices) {
  const rows = rowsBySymbol.get(row.symbol) ?? [];
  rows.push(row);
  rowsBySymbol.set(row.symbol, rows);
}

describe('the generated market', () => {
  it('lists the companies the issue asks for, in both languages', () => {
    const { companies } = market;
    expect(companies.length).toBeGreaterThanOrEqual(40);
    const byType = (type: string) => companies.filter((c) => c.firmType === type).length;
    expect(byType('bank')).toBeGreaterThanOrEqual(6);
    expect(byType('insurance')).toBeGreaterThanOrEqual(2);
    expect(byType('securities')).toBeGreaterThanOrEqual(4);
    for (const exchange of ['HOSE', 'HNX', 'UPCOM']) {
      expect(companies.filter((c) => c.exchange === exchange).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(companies.map((c) => c.icbCode)).size).toBeGreaterThanOrEqual(12);
    expect(
      companies
        .filter((c) => c.vn30)
        .map((c) => c.symbol)
        .sort(),
    ).toEqual([...VN30_BASKET].sort());
    expect(companies.filter((c) => c.vn30).every((c) => c.exchange === 'HOSE')).toBe(true);
    expect(companies.filter((c) => c.hnx30).every((c) => c.exchange === 'HNX')).toBe(true);
    for (const company of companies) {
      expect(CompanyRowSchema.parse(company)).toEqual(company);
      expect(company.charteredCapital).toBe(company.sharesOutstanding * 10_000);
    }
    // Real Vietnamese: the names and sectors carry diacritics.
    expect(
      companies.filter((c) => /[ăâđêôơưạảấầẩậắằẵặẹẻếềểệịọỏốồổộớờởợụủứừửự]/i.test(c.nameVi)).length,
    ).toBeGreaterThan(35);
    expect(new Set(companies.map((c) => c.sectorVi))).toContain('Ngân hàng');
  });

  it('has one row per symbol per session, only on exchange days, for five years', () => {
    const { sessions } = market;
    expect(sessions[0]! >= MARKET_START_DATE).toBe(true);
    expect(sessions.at(-1)).toBe(previousTradingDay(MARKET_END_DATE));
    expect(sessions.at(-1)).toBe('2026-11-20');
    expect(sessions.length).toBeGreaterThan(1_220);
    expect(sessions.length).toBeLessThan(1_270);
    for (const day of sessions) {
      expect(isTradingDay(day), day).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
    // Tết 2024 and 2 September 2025 are closed.
    expect(sessions).not.toContain('2024-02-12');
    expect(sessions).not.toContain('2025-09-02');
    expect([...rowsBySymbol.keys()].sort()).toEqual(
      [...market.companies.map((c) => c.symbol), ...MAIN_INDICES].sort(),
    );
    for (const [symbol, rows] of rowsBySymbol) {
      expect(
        rows.map((r) => r.sessionDate),
        symbol,
      ).toEqual(sessions);
    }
  });

  it('keeps every price on the tick and inside the band of its reference', () => {
    const actions = new Map(market.corporateActions.map((a) => [`${a.symbol} ${a.exDate}`, a]));
    // Collected, then compared once: 60,000 rows of expect() calls would take seconds.
    const wrong: string[] = [];
    let exDates = 0;
    for (const company of market.companies) {
      const { exchange } = company;
      const rows = rowsBySymbol.get(company.symbol)!;
      rows.forEach((row, i) => {
        const where = `${row.symbol} ${row.sessionDate}`;
        const band = priceBand(exchange, row.reference);
        if (row.ceiling !== band.ceiling || row.floor !== band.floor) wrong.push(`${where} band`);
        for (const price of [row.reference, row.open, row.high, row.low, row.close]) {
          if (!isOnTick(exchange, price)) wrong.push(`${where} ${price} off tick`);
        }
        for (const price of [row.open, row.high, row.low, row.close]) {
          if (price < band.floor || price > band.ceiling)
            wrong.push(`${where} ${price} out of band`);
        }
        if (row.low > Math.min(row.open, row.close) || row.high < Math.max(row.open, row.close)) {
          wrong.push(`${where} high/low`);
        }
        if (i === 0) return;
        // HOSE and HNX: the last close; UPCOM: the last session's average price on the tick.
        const previous = rows[i - 1]!;
        const basis =
          exchange === 'UPCOM'
            ? roundToTick('UPCOM', previous.value / previous.volume, 'nearest')
            : previous.close;
        const action = actions.get(where);
        if (!action) {
          if (row.reference !== basis)
            wrong.push(`${where} reference ${row.reference}, expected ${basis}`);
          return;
        }
        exDates += 1;
        const contractAction =
          action.kind === 'cash-dividend'
            ? { kind: action.kind, exDate: action.exDate, cashPerShare: action.cashPerShare! }
            : action.kind === 'rights'
              ? {
                  kind: action.kind,
                  exDate: action.exDate,
                  ratio: action.ratio!,
                  subscriptionPrice: action.subscriptionPrice!,
                }
              : { kind: action.kind, exDate: action.exDate, ratio: action.ratio! };
        const expected = roundToTick(exchange, adjustedReference(basis, contractAction), 'nearest');
        if (row.reference !== expected || row.reference >= basis) {
          wrong.push(`${where} ex-date reference ${row.reference}, expected ${expected}`);
        }
      });
    }
    expect(wrong).toEqual([]);
    expect(exDates).toBe(market.corporateActions.length);
  });

  it('has plausible volumes, values and foreign trade', () => {
    const wrong: string[] = [];
    for (const company of market.companies) {
      for (const row of rowsBySymbol.get(company.symbol)!) {
        const where = `${row.symbol} ${row.sessionDate}`;
        if (row.volume % 100 !== 0 || row.volume <= 0) wrong.push(`${where} volume`);
        if (row.value < row.volume * row.low || row.value > row.volume * row.high)
          wrong.push(`${where} value`);
        if (row.foreignBuyVolume > row.volume || row.foreignSellVolume > row.volume) {
          wrong.push(`${where} foreign`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every row passes the import's own checks.
    expect(market.dailyPrices.filter((row) => !DailyPriceRowSchema.safeParse(row).success)).toEqual(
      [],
    );
  });

  it('gives every session an order book consistent with its volume', () => {
    const wrong: string[] = [];
    let buyHeavierOnUpDays = 0;
    let upDays = 0;
    for (const company of market.companies) {
      for (const row of rowsBySymbol.get(company.symbol)!) {
        const where = `${row.symbol} ${row.sessionDate}`;
        const { buyOrderCount, sellOrderCount, buyOrderVolume, sellOrderVolume } = row;
        if (
          buyOrderCount === undefined ||
          sellOrderCount === undefined ||
          buyOrderVolume === undefined ||
          sellOrderVolume === undefined
        ) {
          wrong.push(`${where} no order book`);
          continue;
        }
        // Orders ask for at least what matched, in lots, and an order is at least a lot.
        if (buyOrderVolume < row.volume || sellOrderVolume < row.volume)
          wrong.push(`${where} below the volume`);
        if (buyOrderVolume % 100 !== 0 || sellOrderVolume % 100 !== 0) wrong.push(`${where} lots`);
        if (buyOrderCount < 1 || buyOrderCount * 100 > buyOrderVolume)
          wrong.push(`${where} buy orders`);
        if (sellOrderCount < 1 || sellOrderCount * 100 > sellOrderVolume)
          wrong.push(`${where} sell orders`);
        if (buyOrderVolume > row.volume * 2.5 || sellOrderVolume > row.volume * 2.5)
          wrong.push(`${where} too many shares asked`);
        if (row.close > row.reference * 1.02) {
          upDays += 1;
          if (buyOrderVolume > sellOrderVolume) buyHeavierOnUpDays += 1;
        }
      }
    }
    expect(wrong).toEqual([]);
    // The side the price moved towards asks for more, on most such days.
    expect(buyHeavierOnUpDays / upDays).toBeGreaterThan(0.7);
    for (const index of MAIN_INDICES) {
      const members = market.constituents[index];
      rowsBySymbol.get(index)!.forEach((row, i) => {
        const total = (pick: (r: DailyPriceRow) => number | undefined) =>
          members.reduce((sum, s) => sum + (pick(rowsBySymbol.get(s)![i]!) ?? 0), 0);
        if (row.buyOrderCount !== total((r) => r.buyOrderCount))
          wrong.push(`${index} ${row.sessionDate} buy orders`);
        if (row.sellOrderVolume !== total((r) => r.sellOrderVolume))
          wrong.push(`${index} ${row.sessionDate} sell volume`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('has each kind of corporate action and at least ten covered warrants on VN30 stocks', () => {
    const kinds = new Map<string, number>();
    for (const action of market.corporateActions) {
      CorporateActionRowSchema.parse(action);
      kinds.set(action.kind, (kinds.get(action.kind) ?? 0) + 1);
    }
    expect(kinds.get('cash-dividend')).toBeGreaterThan(50);
    expect(kinds.get('stock-dividend')).toBeGreaterThan(10);
    expect(kinds.get('bonus')).toBeGreaterThan(0);
    expect(kinds.get('rights')).toBeGreaterThanOrEqual(3);

    const { coveredWarrants, sessions } = market;
    expect(coveredWarrants.length).toBeGreaterThanOrEqual(10);
    expect(new Set(coveredWarrants.map((w) => w.code)).size).toBe(coveredWarrants.length);
    for (const warrant of coveredWarrants) {
      expect(CoveredWarrantRowSchema.parse(warrant)).toEqual(warrant);
      expect(companyBySymbol.get(warrant.underlying)?.vn30, warrant.code).toBe(true);
      expect(sessions).toContain(warrant.issueDate);
      expect(isTradingDay(warrant.maturityDate)).toBe(true);
      expect(warrant.maturityDate > sessions.at(-1)!).toBe(true);
      expect(warrant.code).toMatch(
        new RegExp(`^C${warrant.underlying}${warrant.issueDate.slice(2, 4)}\\d{2}$`),
      );
    }
  });

  it('takes the UPCOM reference from the average price, not the close', () => {
    const upcom = market.companies.filter((c) => c.exchange === 'UPCOM');
    const differing = upcom.flatMap((c) =>
      rowsBySymbol
        .get(c.symbol)!
        .filter((row, i, rows) => i > 0 && row.reference !== rows[i - 1]!.close),
    );
    expect(differing.length).toBeGreaterThan(upcom.length * 100);
  });

  it('keeps foreign holding within the limit: foreign buying stops at the room', () => {
    const wrong: string[] = [];
    const shareRatios = (symbol: string) =>
      market.corporateActions
        .filter((a) => a.symbol === symbol && a.kind !== 'cash-dividend')
        .map((a) => a.ratio!);
    for (const company of market.companies) {
      const rows = rowsBySymbol.get(company.symbol)!;
      const shares = market.shares[company.symbol]!;
      // What the API starts from (figures.ts), from the company's shares now and its issues.
      let holding = openingForeignHolding(
        company.symbol,
        company.firmType,
        sharesAtStart(company.sharesOutstanding, shareRatios(company.symbol)),
      );
      rows.forEach((row, i) => {
        const where = `${row.symbol} ${row.sessionDate}`;
        const limit = foreignLimitShares(shares[i]!, company.firmType);
        if (row.foreignBuyVolume > limit - holding)
          wrong.push(`${where} bought ${row.foreignBuyVolume} with room ${limit - holding}`);
        if (row.foreignSellVolume > holding)
          wrong.push(`${where} sold ${row.foreignSellVolume} holding ${holding}`);
        holding += row.foreignBuyVolume - row.foreignSellVolume;
        if (holding < 0 || holding > limit) wrong.push(`${where} holding ${holding} of ${limit}`);
      });
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('computes each index from its constituents, capitalisation-weighted', () => {
    const wrong: string[] = [];
    for (const index of MAIN_INDICES) {
      const rows = rowsBySymbol.get(index)!;
      const members = market.constituents[index];
      expect(members.length, index).toBeGreaterThanOrEqual(5);
      rows.forEach((row, i) => {
        const where = `${index} ${row.sessionDate}`;
        if (row.ceiling !== undefined || row.floor !== undefined) wrong.push(`${where} band`);
        if (row.low > Math.min(row.open, row.close) || row.high < Math.max(row.open, row.close)) {
          wrong.push(`${where} high/low`);
        }
        if (i > 0 && row.reference !== rows[i - 1]!.close) wrong.push(`${where} reference`);
        const expected = nextIndexValue(
          row.reference,
          members.map((symbol) => ({
            previousPrice: rowsBySymbol.get(symbol)![i]!.reference,
            price: rowsBySymbol.get(symbol)![i]!.close,
            shares: market.shares[symbol]![i]!,
          })),
        );
        if (row.close !== expected) wrong.push(`${where} close ${row.close}, expected ${expected}`);
        const volume = members.reduce((sum, s) => sum + rowsBySymbol.get(s)![i]!.volume, 0);
        if (row.volume !== volume) wrong.push(`${where} volume`);
      });
      const last = rows.at(-1)!;
      expect(last.close / rows[0]!.reference, index).toBeGreaterThan(0.3);
      expect(last.close / rows[0]!.reference, index).toBeLessThan(3);
    }
    expect(wrong).toEqual([]);
  });

  it('is the same market on every run, and another seed gives another', () => {
    expect(generateMarket()).toEqual(market);
    const other = generateMarket({ seed: 7 });
    expect(other.companies.map((c) => c.symbol)).toEqual(market.companies.map((c) => c.symbol));
    expect(other.dailyPrices).not.toEqual(market.dailyPrices);
  });
});
