import { describe, expect, it } from 'vitest';
import {
  achievementWidth,
  formatAchievement,
  formatAmount,
  formatFixed,
  formatRatio,
} from './financialFormat';

describe('formatAmount (billions of đồng)', () => {
  it('prints two decimals in each language, the separators swapped', () => {
    expect(formatAmount(5_615_215_081_653_071, 'vi')).toBe('5.615.215,08');
    expect(formatAmount(5_615_215_081_653_071, 'en')).toBe('5,615,215.08');
  });

  it('keeps a trailing zero of the decimals and drops only ",00" (spec §9)', () => {
    expect(formatAmount(96_668_600_000_000, 'vi')).toBe('96.668,60');
    expect(formatAmount(96_668_600_000_000, 'en')).toBe('96,668.60');
    expect(formatAmount(211_268_000_000_000, 'vi')).toBe('211.268');
    expect(formatAmount(0, 'en')).toBe('0');
  });

  it('shows a negative amount with its sign and a missing one as a dash', () => {
    expect(formatAmount(-294_800_247_289, 'vi')).toBe('-294,80');
    expect(formatAmount(-294_800_247_289, 'en')).toBe('-294.80');
    expect(formatAmount(null, 'vi')).toBe('-');
    expect(formatAmount(undefined, 'en')).toBe('-');
  });

  it('rounds below a hundredth of a billion', () => {
    expect(formatAmount(6_000_000, 'vi')).toBe('0,01');
    expect(formatAmount(4_000_000, 'vi')).toBe('0');
  });
});

describe('formatFixed', () => {
  it('does not take a thousands separator for a decimal one', () => {
    // "1.5" in English is a decimal; "1.500" in Vietnamese is fifteen hundred.
    expect(formatFixed(1500, 'vi')).toBe('1.500');
    expect(formatFixed(1.5, 'en')).toBe('1.50');
    expect(formatFixed(1.5, 'vi')).toBe('1,50');
  });
});

describe('formatRatio', () => {
  it('prints per-share figures in whole đồng', () => {
    expect(formatRatio('eps', 10_421.98, 'vi')).toBe('10.422');
    expect(formatRatio('bvps', 69_845.06, 'en')).toBe('69,845');
  });

  it('prints multiples with two decimals', () => {
    expect(formatRatio('pe', 7.177, 'vi')).toBe('7,18');
    expect(formatRatio('pb', 1.1, 'en')).toBe('1.10');
    expect(formatRatio('debtToEquity', 11.388, 'en')).toBe('11.39');
  });

  it('prints fractions as percentages, growth with its sign', () => {
    expect(formatRatio('roe', 0.15317, 'vi')).toBe('15,32%');
    expect(formatRatio('nplRatio', 0.018, 'en')).toBe('1.80%');
    expect(formatRatio('revenueGrowth', 0.37346, 'vi')).toBe('+37,35%');
    expect(formatRatio('profitGrowth', -0.0329, 'en')).toBe('-3.29%');
    expect(formatRatio('profitGrowth', 0, 'en')).toBe('0%');
  });

  it('prints a ratio the API has not (a loss-maker’s P/E) as a dash', () => {
    expect(formatRatio('pe', null, 'vi')).toBe('-');
    expect(formatRatio('roe', Number.NaN, 'en')).toBe('-');
  });
});

describe('achievements', () => {
  it('prints the API’s percentage', () => {
    expect(formatAchievement(127.31, 'vi')).toBe('127,31%');
    expect(formatAchievement(91.1, 'en')).toBe('91.10%');
    expect(formatAchievement(null, 'vi')).toBe('-');
  });

  it('fills the bar up to 100 % and no further', () => {
    expect(achievementWidth(88.03)).toBe(88.03);
    expect(achievementWidth(162.2)).toBe(100);
    expect(achievementWidth(-5)).toBe(0);
    expect(achievementWidth(null)).toBe(0);
  });
});
