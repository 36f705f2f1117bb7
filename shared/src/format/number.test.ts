import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatVolume, toFiniteNumber } from './number';

describe('formatNumber', () => {
  it('uses comma decimals and dot thousands in Vietnamese, the reverse in English', () => {
    expect(formatNumber(1234567.891, 'vi')).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
  });

  it('drops trailing zeros of the fraction', () => {
    expect(formatNumber(12, 'vi')).toBe('12');
    expect(formatNumber(12.0, 'en')).toBe('12');
    expect(formatNumber(1.5, 'vi')).toBe('1,5');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatNumber(1.004, 'en')).toBe('1');
  });

  it('rounds half away from zero on the decimal value people read', () => {
    expect(formatNumber(1.005, 'en')).toBe('1.01');
    expect(formatNumber(2.675, 'en')).toBe('2.68');
    expect(formatNumber(0.125, 'vi')).toBe('0,13');
    expect(formatNumber(-0.125, 'en')).toBe('-0.13');
    expect(formatNumber(999.999, 'en')).toBe('1,000');
  });

  it('formats negative numbers with a leading minus and never prints -0', () => {
    expect(formatNumber(-1234.5, 'vi')).toBe('-1.234,5');
    expect(formatNumber(-1234.5, 'en')).toBe('-1,234.5');
    expect(formatNumber(-0.001, 'en')).toBe('0');
    expect(formatNumber(-0, 'vi')).toBe('0');
  });

  it('handles big numbers without exponent notation', () => {
    expect(formatNumber(1e15, 'vi')).toBe('1.000.000.000.000.000');
    expect(formatNumber(123_456_789_012.34, 'en')).toBe('123,456,789,012.34');
  });

  it('honours the decimals option', () => {
    expect(formatNumber(3.14159, 'en', { decimals: 4 })).toBe('3.1416');
    expect(formatNumber(3.6, 'en', { decimals: 0 })).toBe('4');
    expect(formatNumber(1234.5, 'vi', { decimals: 0 })).toBe('1.235');
    expect(formatNumber(1.5, 'en', { decimals: -3 })).toBe('2');
  });

  it('accepts numeric strings from the API', () => {
    expect(formatNumber('1234.5', 'vi')).toBe('1.234,5');
    expect(formatNumber(' -7 ', 'en')).toBe('-7');
  });

  it('shows "-" for missing or non-numeric values', () => {
    for (const value of [null, undefined, Number.NaN, Infinity, -Infinity, '', '  ', 'abc']) {
      expect(formatNumber(value, 'vi')).toBe('-');
    }
  });

  it('formats zero as 0', () => {
    expect(formatNumber(0, 'vi')).toBe('0');
    expect(formatNumber('0', 'en')).toBe('0');
  });
});

describe('formatVolume', () => {
  it('shows values of 1000 or more in thousands with K', () => {
    expect(formatVolume(12345, 'vi')).toBe('12,35K');
    expect(formatVolume(12345, 'en')).toBe('12.35K');
    expect(formatVolume(1000, 'vi')).toBe('1K');
    expect(formatVolume(1_234_567_890, 'vi')).toBe('1.234.567,89K');
    expect(formatVolume(1500, 'en')).toBe('1.5K');
  });

  it('prints values under 1000 as plain numbers', () => {
    expect(formatVolume(999, 'vi')).toBe('999');
    expect(formatVolume(0, 'en')).toBe('0');
    expect(formatVolume(999.5, 'vi')).toBe('999,5');
  });

  it('uses the magnitude for negative values', () => {
    expect(formatVolume(-12345, 'en')).toBe('-12.35K');
    expect(formatVolume(-999, 'en')).toBe('-999');
  });

  it('shows "-" for missing values', () => {
    expect(formatVolume(null, 'vi')).toBe('-');
    expect(formatVolume(Number.NaN, 'en')).toBe('-');
  });
});

describe('formatPercent', () => {
  it('appends % to a value already in percent units', () => {
    expect(formatPercent(1.5, 'vi')).toBe('1,5%');
    expect(formatPercent(-6.987, 'en')).toBe('-6.99%');
    expect(formatPercent(100, 'en')).toBe('100%');
  });

  it('prints a plus sign for positive changes when signed', () => {
    expect(formatPercent(1.234, 'vi', { signed: true })).toBe('+1,23%');
    expect(formatPercent(-1.234, 'vi', { signed: true })).toBe('-1,23%');
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%');
    expect(formatPercent(0.001, 'en', { signed: true })).toBe('0%');
  });

  it('shows "-" for missing values', () => {
    expect(formatPercent(undefined, 'vi')).toBe('-');
  });
});

describe('toFiniteNumber', () => {
  it('parses numbers and numeric strings, rejects the rest', () => {
    expect(toFiniteNumber(5)).toBe(5);
    expect(toFiniteNumber('5.5')).toBe(5.5);
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber('1,5')).toBeNull();
    expect(toFiniteNumber(Number.NaN)).toBeNull();
  });
});

describe('the plain formatter', () => {
  // formatNumber and formatPercent print without Intl (a browser's first NumberFormat is slow):
  // they must print exactly what the en-US NumberFormat of the same precision prints.
  const intl = (decimals: number, signed: boolean) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'negative',
    });

  it('prints what Intl.NumberFormat prints, for prices, volumes, ratios and halves', () => {
    let seed = 26;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values = [
      0,
      -0,
      0.5,
      -0.5,
      1.005,
      2.675,
      0.125,
      -0.125,
      999.999,
      9.995,
      99.5,
      1e-7,
      123456789012345,
      2 ** 53,
      1e20,
      1e21,
      -1e22,
      0.045,
      1.45,
      1.55,
      0.000001,
      5e-7,
      ...Array.from({ length: 3000 }, (_, i) => {
        const magnitude = 10 ** Math.floor(random() * 14 - 4);
        const value = random() * magnitude * (random() < 0.3 ? -1 : 1);
        // Every third a value with few decimals, as prices and percentages are.
        return i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
      }),
    ];
    for (const decimals of [0, 1, 2, 3, 4, 6, 15, 20])
      for (const signed of [false, true]) {
        const format = intl(decimals, signed);
        for (const value of values) {
          const expected = format.format(value);
          const percent = formatPercent(value, 'en', { decimals, signed });
          expect(percent, `${value} at ${decimals}${signed ? ' signed' : ''}`).toBe(`${expected}%`);
          if (!signed) expect(formatNumber(value, 'en', { decimals })).toBe(expected);
        }
      }
  });
});
