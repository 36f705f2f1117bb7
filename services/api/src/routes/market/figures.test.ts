import {
  beta,
  foreignHolding,
  minusMonths,
  periodStart,
  unitHash,
  warrantReference,
} from './figures';

describe('market figures', () => {
  it('draws the same number for the same key', () => {
    expect(unitHash('FPT')).toBe(unitHash('FPT'));
    expect(unitHash('FPT')).not.toBe(unitHash('VCB'));
    expect(unitHash('x')).toBeGreaterThanOrEqual(0);
    expect(unitHash('x')).toBeLessThan(1);
  });

  it('keeps the foreign holding within the limit: 30 % for banks, 49 % otherwise', () => {
    const bank = foreignHolding('VCB', 'bank', 1_000_000, 0);
    expect(bank.limitShares).toBe(300_000);
    expect(bank.holding + bank.room).toBe(300_000);
    expect(foreignHolding('FPT', 'company', 1_000_000, 0).limitShares).toBe(490_000);
    expect(foreignHolding('VCB', 'bank', 1_000_000, 10_000_000)).toMatchObject({ room: 0 });
    expect(foreignHolding('VCB', 'bank', 1_000_000, -10_000_000)).toMatchObject({ holding: 0 });
    const moved = foreignHolding('VCB', 'bank', 1_000_000, -1_000);
    expect(moved.holding).toBe(Math.max(0, bank.holding - 1_000));
  });

  it('computes beta from returns: 2 for a stock that moves twice the market, 0 without data', () => {
    const market = [100, 101, 99, 102, 100, 103];
    const stock = [50];
    for (let i = 1; i < market.length; i++) {
      const r = market[i]! / market[i - 1]! - 1;
      stock.push(stock[i - 1]! * (1 + 2 * r));
    }
    expect(beta(stock, market)).toBe(2);
    expect(beta([1, 2], [1, 2])).toBe(0);
    expect(beta([1, 2, 3, 4], [5, 5, 5, 5])).toBe(0);
  });

  it('counts periods back from the last session', () => {
    const sessions = [
      '2025-11-19',
      '2025-11-20',
      '2025-11-21',
      '2026-01-02',
      '2026-10-20',
      '2026-10-21',
      '2026-11-19',
      '2026-11-20',
    ];
    expect(periodStart('5D', sessions)).toBe('2026-01-02');
    expect(periodStart('1M', sessions)).toBe('2026-10-21');
    expect(periodStart('YTD', sessions)).toBe('2026-01-02');
    expect(periodStart('1Y', sessions)).toBe('2025-11-21');
    expect(periodStart('5Y', sessions)).toBe('2025-11-19');
    expect(periodStart('1M', [])).toBeUndefined();
    expect(minusMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(minusMonths('2026-01-15', 1)).toBe('2025-12-15');
    expect(minusMonths('2028-02-29', 12)).toBe('2027-02-28');
  });

  it('prices a warrant at its intrinsic value plus a time value that fades at maturity', () => {
    // In the money: 4:1 on a 30,000 underlying with a 24,000 exercise price.
    const atMaturity = warrantReference(30_000, 24_000, 4, '2026-11-20', '2026-11-20');
    expect(atMaturity).toBe(1_500);
    const yearLeft = warrantReference(30_000, 24_000, 4, '2026-11-20', '2027-11-20');
    expect(yearLeft).toBe(Math.round((1_500 + (30_000 * 0.09) / 4) / 10) * 10);
    const monthLeft = warrantReference(30_000, 24_000, 4, '2026-10-20', '2026-11-20');
    expect(monthLeft).toBeGreaterThan(atMaturity);
    expect(monthLeft).toBeLessThan(yearLeft);
    // Far out of the money at maturity: the 10 VND floor.
    expect(warrantReference(10_000, 30_000, 2, '2026-11-20', '2026-11-20')).toBe(10);
    expect(yearLeft % 10).toBe(0);
  });
});
