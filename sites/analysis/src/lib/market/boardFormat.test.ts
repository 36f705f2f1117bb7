import { describe, expect, it } from 'vitest';
import {
  changeTone,
  formatBillions,
  formatChange,
  formatPrice,
  formatPriceChange,
  priceTone,
} from './boardFormat';

const band = { reference: 100_000, ceiling: 107_000, floor: 93_100 };

describe('board format', () => {
  it('prints prices in VND per language', () => {
    expect(formatPrice(100_500, 'vi')).toBe('100.500');
    expect(formatPrice(1_234_500, 'en')).toBe('1,234,500');
    expect(formatPrice(null, 'vi')).toBe('-');
    expect(formatPriceChange(-1_200, 'vi')).toBe('-1.200');
    expect(formatPriceChange(500, 'en')).toBe('+500');
    expect(formatPriceChange(0, 'en')).toBe('0');
    expect(formatBillions(12_345_000_000, 'vi')).toBe('12,35');
  });

  it('prints a change in VND with its percent, both signed', () => {
    expect(formatChange(-1_200, -1.2, 'vi')).toBe('-1.200 (-1,2%)');
    expect(formatChange(500, 0.5, 'en')).toBe('+500 (+0.5%)');
  });

  it('colours a price by the band: ceiling, floor, reference, up, down', () => {
    expect(priceTone(107_000, band)).toBe('ceiling');
    expect(priceTone(93_100, band)).toBe('floor');
    expect(priceTone(100_000, band)).toBe('reference');
    expect(priceTone(100_100, band)).toBe('up');
    expect(priceTone(99_900, band)).toBe('down');
    expect(priceTone(null, band)).toBe('none');
    expect(changeTone(0)).toBe('reference');
    expect(changeTone(-3)).toBe('down');
  });
});
