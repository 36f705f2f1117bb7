import { describe, expect, it } from 'vitest';
import { Random, seedOf } from './random.ts';

describe('Random', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            r.next()
        )(new Random(seed)),
      );
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(7)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('keeps int() inside its bounds, both ends reachable', () => {
    const random = new Random(1);
    const seen = new Set(Array.from({ length: 200 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});

describe('seedOf', () => {
  it('is FNV-1a of the text', () => {
    expect(seedOf('')).toBe(0x811c9dc5);
    expect(seedOf('a')).toBe(0xe40c292c);
    expect(seedOf('7|2026-11-20|FPT')).not.toBe(seedOf('7|2026-11-20|FPS'));
  });
});
