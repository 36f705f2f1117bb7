import { describe, expect, it } from 'vitest';
import { bankRatios } from '../testing/fixtures';
import { ratioSections } from './ratioGroups';

describe('ratioSections', () => {
  it('groups a bank’s ratios with its sector ones and leaves out those no period has', () => {
    const sections = ratioSections(bankRatios(), 5);
    expect(sections.map((s) => s.id)).toEqual([
      'valuation',
      'profitability',
      'growth',
      'health',
      'sector',
    ]);
    const keys = sections.flatMap((s) => s.rows.map((row) => row.key));
    expect(keys).toContain('nim');
    expect(keys).toContain('ldr');
    expect(keys).not.toContain('grossMargin');
    expect(keys).not.toContain('currentRatio');
    // Another sector's ratio is never a bank's row, even with a value.
    expect(keys).not.toContain('combinedRatio');
    expect(keys).not.toContain('marginLendingToEquity');
  });

  it('gives the trend oldest first, the latest value and the sector median', () => {
    const data = bankRatios();
    const eps = ratioSections(data, 5)[0]!.rows.find((row) => row.key === 'eps')!;
    expect(eps.trend.map((p) => p.label)).toEqual(['2022', '2023', '2024', '2025']);
    expect(eps.trend.map((p) => p.value)).toEqual([7_000, 8_000, 9_000, 10_000]);
    expect(eps.latest).toBe(10_000);
    expect(eps.median).toBe(4_029);
  });

  it('keeps the newest periods only', () => {
    const roe = ratioSections(bankRatios(), 2)[1]!.rows.find((row) => row.key === 'roe')!;
    expect(roe.trend.map((p) => p.label)).toEqual(['2024', '2025']);
  });

  it('keeps a ratio that only the median has, and drops an empty group', () => {
    const data = bankRatios();
    data.periods = data.periods.map((p) => ({ ...p, ratios: { ...p.ratios, roa: null } }));
    data.sectorMedian = null;
    const ids = ratioSections(data, 5).map((s) => s.id);
    expect(ids).toContain('profitability');
    const noRoa = ratioSections(data, 5)[1]!.rows.map((row) => row.key);
    expect(noRoa).not.toContain('roa');
  });
});
