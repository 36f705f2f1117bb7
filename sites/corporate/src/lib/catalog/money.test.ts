import { describe, expect, it } from 'vitest';
import { formatVnd, formatVndAmount } from './money';

describe('formatVndAmount', () => {
  it.each([
    [1_500_000_000_000, 'vi', '1.500 tỷ đồng'],
    [2_750_000_000, 'vi', '2,75 tỷ đồng'],
    [850_000_000, 'vi', '850 triệu đồng'],
    [500_000, 'vi', '500.000 đồng'],
    [1_500_000_000_000, 'en', 'VND 1,500 billion'],
    [850_000_000, 'en', 'VND 850 million'],
  ] as const)('%d in %s is %s', (value, locale, text) => {
    expect(formatVndAmount(value, locale)).toBe(text);
  });
});

describe('formatVnd', () => {
  it('writes the amount in full', () => {
    expect(formatVnd(100_000, 'vi')).toBe('100.000 đồng');
    expect(formatVnd(1_000_000, 'en')).toBe('VND 1,000,000');
  });
});
