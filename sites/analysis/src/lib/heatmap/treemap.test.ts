import { describe, expect, it } from 'vitest';
import { squarify, type TileRect } from './treemap';

const area = (r: TileRect) => r.width * r.height;
const overlaps = (a: TileRect, b: TileRect) =>
  a.x < b.x + b.width - 1e-9 &&
  b.x < a.x + a.width - 1e-9 &&
  a.y < b.y + b.height - 1e-9 &&
  b.y < a.y + a.height - 1e-9;

describe('squarify', () => {
  const values = [600, 300, 120, 80, 60, 40, 30, 20, 10, 5];
  const rects = squarify(values, 200, 100);
  const total = values.reduce((a, b) => a + b, 0);

  it('gives each value an area in proportion to it, filling the rectangle', () => {
    rects.forEach((rect, i) => expect(area(rect)).toBeCloseTo((values[i]! / total) * 20_000, 6));
    expect(rects.reduce((sum, rect) => sum + area(rect), 0)).toBeCloseTo(20_000, 6);
  });

  it('keeps every tile inside the rectangle and apart from the others', () => {
    for (const rect of rects) {
      expect(rect.x).toBeGreaterThanOrEqual(-1e-9);
      expect(rect.y).toBeGreaterThanOrEqual(-1e-9);
      expect(rect.x + rect.width).toBeLessThanOrEqual(200 + 1e-9);
      expect(rect.y + rect.height).toBeLessThanOrEqual(100 + 1e-9);
    }
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
  });

  it('keeps the large tiles near square (no slivers)', () => {
    const ratio = (r: TileRect) => Math.max(r.width / r.height, r.height / r.width);
    expect(ratio(rects[0]!)).toBeLessThan(2);
    expect(ratio(rects[1]!)).toBeLessThan(3);
  });

  it('gives nothing to a value of zero or less, and nothing at all without a total', () => {
    const some = squarify([5, 0, -3, 5], 10, 10);
    expect(area(some[1]!)).toBe(0);
    expect(area(some[2]!)).toBe(0);
    expect(area(some[0]!) + area(some[3]!)).toBeCloseTo(100, 6);
    expect(squarify([0, 0], 10, 10).every((rect) => area(rect) === 0)).toBe(true);
    expect(squarify([], 10, 10)).toEqual([]);
  });
});
