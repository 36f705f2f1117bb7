import { describe, expect, it } from 'vitest';
import { ownership } from '../testing/profileFixtures';
import { donutSlices } from './ownershipChart';

describe('donutSlices', () => {
  it('draws a slice per group that holds something, one after the other round the ring', () => {
    const slices = donutSlices(ownership);
    expect(slices.map((slice) => slice.category)).toEqual(['foreign', 'other']);
    expect(slices[0]).toMatchObject({ start: 0, length: 0.2463 });
    expect(slices[1]!.start).toBeCloseTo(0.2463);
    expect(slices[1]!.length).toBeCloseTo(0.7537);
  });

  it('closes the ring when rounding leaves the sum short of 100', () => {
    const parts = ownership.map((part) =>
      part.category === 'other' ? { ...part, percent: 75.36 } : part,
    );
    const slices = donutSlices(parts);
    expect(slices.reduce((sum, slice) => sum + slice.length, 0)).toBeCloseTo(1);
  });

  it('draws nothing when no group holds anything', () => {
    expect(donutSlices(ownership.map((part) => ({ ...part, percent: 0 })))).toEqual([]);
  });
});
