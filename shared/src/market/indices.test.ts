import { describe, expect, it } from 'vitest';
import { nextIndexValue } from './indices.ts';

describe('nextIndexValue', () => {
  it('weights each constituent by its capitalisation', () => {
    // Before: 20,000 × 1,000 + 50,000 × 3,000 = 170,000,000. After: 22,000 × 1,000 +
    // 49,000 × 3,000 = 169,000,000. 1,250 × 169/170 = 1,242.647… → 1,242.65.
    const value = nextIndexValue(1_250, [
      { previousPrice: 20_000, price: 22_000, shares: 1_000 },
      { previousPrice: 50_000, price: 49_000, shares: 3_000 },
    ]);
    expect(value).toBe(1_242.65);
  });

  it('is not an average of price changes: the big company leads', () => {
    // The small one +10 %, the big one −2 %: an equal-weight index would rise 4 %.
    const value = nextIndexValue(1_000, [
      { previousPrice: 10_000, price: 11_000, shares: 100 },
      { previousPrice: 10_000, price: 9_800, shares: 10_000 },
    ]);
    expect(value).toBeLessThan(1_000);
    expect(value).toBe(981.19);
  });

  it('stays when nothing moved or nothing is there', () => {
    expect(nextIndexValue(1_234.56, [{ previousPrice: 30_000, price: 30_000, shares: 5 }])).toBe(1_234.56);
    expect(nextIndexValue(1_234.56, [])).toBe(1_234.56);
  });
});
