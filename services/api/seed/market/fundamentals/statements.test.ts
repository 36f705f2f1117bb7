import {
  KEY_LINES,
  LINE_ITEMS,
  lineItems,
  sumTerms,
} from '@brokerage/shared/market/fundamentals/catalogue.ts';
import {
  BusinessPlanRowSchema,
  FinancialStatementRowSchema,
  LineItemRowSchema,
} from '@brokerage/shared/validation/fundamentals.ts';
import { lineItemRows } from './seed-statements';
import { MARKET_END_DATE, generateMarket } from '../generate';
import { PAR_VALUE, generateFundamentals, publishedPeriods } from './statements';

const market = generateMarket();
const fundamentals = generateFundamentals(market);

/** symbol → "year-quarter" → code → value. */
const books = new Map<string, Map<string, Record<string, number>>>();
for (const row of fundamentals.statements) {
  const bySymbol = books.get(row.symbol) ?? new Map<string, Record<string, number>>();
  books.set(row.symbol, bySymbol);
  const period = `${row.fiscalYear}-${row.quarter}`;
  const values = bySymbol.get(period) ?? {};
  bySymbol.set(period, values);
  values[row.code] = row.value;
}
const quarters = fundamentals.periods.filter((p) => p.quarter > 0);
const years = [...new Set(fundamentals.periods.filter((p) => p.quarter === 0).map((p) => p.year))];
const quarterEnd = (year: number, quarter: number) =>
  `${year}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]}`;
const quarterStart = (year: number, quarter: number) =>
  `${year}-${['01-01', '04-01', '07-01', '10-01'][quarter - 1]}`;
const sharesOn = (symbol: string, date: string) => {
  const shares = market.shares[symbol]!;
  let at = 0;
  market.sessions.forEach((session, i) => {
    if (session <= date) at = i;
  });
  return shares[at]!;
};

/** Runs `check` for every company and period, collecting failures (one message per failure). */
function everyPeriod(
  periods: readonly { year: number; quarter: number }[],
  check: (
    symbol: string,
    firmType: string,
    values: Record<string, number>,
    period: { year: number; quarter: number },
  ) => string | null,
) {
  const failures: string[] = [];
  for (const company of market.companies) {
    for (const period of periods) {
      const values = books.get(company.symbol)!.get(`${period.year}-${period.quarter}`)!;
      const failure = check(company.symbol, company.firmType, values, period);
      if (failure) failures.push(`${company.symbol} ${period.year}Q${period.quarter}: ${failure}`);
    }
  }
  return failures;
}

describe('generated financial statements', () => {
  it('has a catalogue the import schema accepts', () => {
    for (const row of lineItemRows()) LineItemRowSchema.parse({ ...row, order: row.sort });
  });

  it('covers five full years and the reported quarters of the current year', () => {
    expect(years).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(quarters.filter((p) => p.year === 2026).map((p) => p.quarter)).toEqual([1, 2, 3]);
    // Q3 ends 30/09 and is published about 30 days later; Q4 is not out by 21/11.
    expect(publishedPeriods('2026-10-29').filter((p) => p.year === 2026)).toHaveLength(2);
    expect(MARKET_END_DATE).toBe('2026-11-21');
  });

  it('has every line of its firm type, whole VND, for every company and period', () => {
    for (const company of market.companies) {
      const codes = [...lineItems(company.firmType).keys()].sort();
      for (const period of fundamentals.periods) {
        const values = books.get(company.symbol)!.get(`${period.year}-${period.quarter}`)!;
        expect(Object.keys(values).sort()).toEqual(codes);
      }
    }
    for (const row of fundamentals.statements.slice(0, 2000))
      FinancialStatementRowSchema.parse(row);
    expect(
      fundamentals.statements.filter((r) => !Number.isSafeInteger(r.value)).slice(0, 5),
    ).toEqual([]);
  });

  it('adds up every subtotal from its terms', () => {
    const failures = everyPeriod(fundamentals.periods, (_, firmType, values) => {
      for (const item of lineItems(firmType as 'bank').values()) {
        if (item.subtotal && sumTerms(values, item.terms) !== values[item.code]) return item.code;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });

  it('balances: total assets = liabilities + equity at every period end', () => {
    const failures = everyPeriod(fundamentals.periods, (_, firmType, values) => {
      const keys = KEY_LINES[firmType as 'bank'];
      const assets = sumTerms(values, keys.totalAssets);
      const funding = sumTerms(values, keys.totalLiabilities) + sumTerms(values, keys.totalEquity);
      return assets === funding && assets > 0 ? null : `${assets} ≠ ${funding}`;
    });
    expect(failures).toEqual([]);
  });

  it('rolls equity forward: opening + profit − cash dividends + capital raised', () => {
    const failures: string[] = [];
    for (const company of market.companies) {
      const keys = KEY_LINES[company.firmType];
      const byPeriod = books.get(company.symbol)!;
      const fam = company.firmType === 'company' ? 'F9' : 'F8';
      for (const [i, period] of quarters.entries()) {
        if (i === 0) continue;
        const before = byPeriod.get(`${quarters[i - 1]!.year}-${quarters[i - 1]!.quarter}`)!;
        const now = byPeriod.get(`${period.year}-${period.quarter}`)!;
        const expected =
          sumTerms(before, keys.totalEquity) +
          sumTerms(now, keys.profitAfterTax) +
          now[`${fam}033`]! +
          now[`${fam}030`]!;
        if (sumTerms(now, keys.totalEquity) !== expected) {
          failures.push(`${company.symbol} ${period.year}Q${period.quarter}`);
        }
        const parentExpected =
          sumTerms(before, keys.parentEquity) +
          sumTerms(now, keys.profitParent) +
          now[`${fam}033`]! +
          now[`${fam}030`]!;
        if (sumTerms(now, keys.parentEquity) !== parentExpected) {
          failures.push(`${company.symbol} ${period.year}Q${period.quarter} (parent)`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('takes dividends paid and capital raised from the corporate actions of the quarter', () => {
    const failures: string[] = [];
    for (const company of market.companies) {
      const fam = company.firmType === 'company' ? 'F9' : 'F8';
      for (const period of quarters) {
        const values = books.get(company.symbol)!.get(`${period.year}-${period.quarter}`)!;
        const actions = market.corporateActions.filter(
          (a) =>
            a.symbol === company.symbol &&
            a.exDate >= quarterStart(period.year, period.quarter) &&
            a.exDate <= quarterEnd(period.year, period.quarter),
        );
        const dividends = actions
          .filter((a) => a.kind === 'cash-dividend')
          .reduce((sum, a) => sum + a.cashPerShare! * sharesOn(company.symbol, a.exDate), 0);
        const raised = actions
          .filter((a) => a.kind === 'rights')
          .reduce((sum, a) => {
            const at = market.sessions.indexOf(a.exDate);
            const shares = market.shares[company.symbol]!;
            return sum + (shares[at]! - shares[at - 1]!) * a.subscriptionPrice!;
          }, 0);
        if (values[`${fam}033`] !== -dividends)
          failures.push(`${company.symbol} ${period.year}Q${period.quarter} dividends`);
        if (values[`${fam}030`] !== raised)
          failures.push(`${company.symbol} ${period.year}Q${period.quarter} raised`);
      }
    }
    expect(failures).toEqual([]);
    // The dataset has dividends and rights issues to check against.
    expect(fundamentals.statements.some((r) => r.code === 'F8030' && r.value > 0)).toBe(true);
    expect(fundamentals.statements.some((r) => r.code === 'F9033' && r.value < 0)).toBe(true);
  });

  it('keeps charter capital at the shares outstanding × 10,000 VND par at every period end', () => {
    const failures = everyPeriod(fundamentals.periods, (symbol, firmType, values, period) => {
      const end =
        period.quarter === 0 ? `${period.year}-12-31` : quarterEnd(period.year, period.quarter);
      const expected = sharesOn(symbol, end) * PAR_VALUE;
      const charter = sumTerms(values, KEY_LINES[firmType as 'bank'].charterCapital);
      return charter === expected ? null : `${charter} ≠ ${expected}`;
    });
    expect(failures).toEqual([]);
    const last = market.companies.map((c) => [
      c.charteredCapital,
      books.get(c.symbol)!.get('2026-3')!,
    ]);
    expect(last.length).toBeGreaterThan(0);
  });

  it('reconciles cash: opening + net flows = closing = balance-sheet cash, directly and indirectly', () => {
    const failures = everyPeriod(fundamentals.periods, (_, firmType, values) => {
      const cash = sumTerms(values, KEY_LINES[firmType as 'bank'].cash);
      if (values.CFS006 !== cash) return `closing ${values.CFS006} ≠ balance sheet ${cash}`;
      if (values.CFS005! + values.CFS001! + values.CFS002! + values.CFS003! !== cash)
        return 'flows';
      for (const family of ['F8', 'F9']) {
        if (values[`${family}019`] === undefined) continue;
        if (values[`${family}019`] !== values.CFS001) return `${family} operating`;
        if (values[`${family}024`] !== values.CFS002) return `${family} investing`;
        if (values[`${family}034`] !== values.CFS003) return `${family} financing`;
      }
      return null;
    });
    expect(failures).toEqual([]);
    // Each quarter opens with the previous one's closing cash.
    for (const company of market.companies) {
      const byPeriod = books.get(company.symbol)!;
      for (const [i, period] of quarters.entries()) {
        if (i === 0) continue;
        const previous = quarters[i - 1]!;
        expect(byPeriod.get(`${period.year}-${period.quarter}`)!.CFS005).toBe(
          byPeriod.get(`${previous.year}-${previous.quarter}`)!.CFS006,
        );
      }
    }
  });

  it('makes each year its four quarters: flows summed, the year-end balance sheet = Q4', () => {
    const failures: string[] = [];
    for (const company of market.companies) {
      const byPeriod = books.get(company.symbol)!;
      for (const year of years) {
        const annual = byPeriod.get(`${year}-0`)!;
        const q = [1, 2, 3, 4].map((n) => byPeriod.get(`${year}-${n}`)!);
        for (const item of lineItems(company.firmType).values()) {
          const expected =
            item.kind === 'flow'
              ? q.reduce((sum, v) => sum + v[item.code]!, 0)
              : item.kind === 'stock'
                ? q[3]![item.code]
                : q[0]![item.code];
          if (annual[item.code] !== expected)
            failures.push(`${company.symbol} ${year} ${item.code}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every balance-sheet line is a year-end balance.
    expect(LINE_ITEMS.filter((i) => i.family === 'F2').every((i) => i.kind === 'stock')).toBe(true);
  });

  it('sizes the books plausibly: a bank’s assets are 8–18 × its equity; some years are bad', () => {
    for (const company of market.companies.filter((c) => c.firmType === 'bank')) {
      const values = books.get(company.symbol)!.get('2025-0')!;
      const leverage = values.F2020! / (values.F2040! + values.F2045!);
      expect(leverage).toBeGreaterThan(8);
      expect(leverage).toBeLessThan(18);
    }
    const falls = market.companies.filter((company) => {
      const keys = KEY_LINES[company.firmType];
      const byPeriod = books.get(company.symbol)!;
      return years
        .slice(1)
        .some(
          (y) =>
            sumTerms(byPeriod.get(`${y}-0`)!, keys.profitAfterTax) <
            sumTerms(byPeriod.get(`${y - 1}-0`)!, keys.profitAfterTax) * 0.85,
        );
    });
    expect(falls.length).toBeGreaterThan(3);
  });

  it('sets business plans before each year, with an achievement to compare', () => {
    for (const row of fundamentals.businessPlans) BusinessPlanRowSchema.parse(row);
    for (const company of market.companies) {
      const plans = fundamentals.businessPlans.filter((p) => p.symbol === company.symbol);
      expect(plans.map((p) => p.fiscalYear)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
      for (const plan of plans) {
        expect(plan.revenueTarget).toBeGreaterThan(0);
        expect(plan.profitAfterTaxTarget).toBeGreaterThan(0);
        expect(plan.agmDate!.startsWith(`${plan.fiscalYear}-04-`)).toBe(true);
      }
    }
  });

  it('is deterministic: two runs give the same rows', () => {
    const again = generateFundamentals(generateMarket());
    expect(again.statements).toEqual(fundamentals.statements);
    expect(again.businessPlans).toEqual(fundamentals.businessPlans);
  });
});
