import { describe, expect, it } from 'vitest';
import {
  labelPlace,
  peerAverage,
  pointAt,
  polygonPath,
  RADAR_RADIUS,
  rings,
  scoreBand,
  scoreShape,
  scoreTone,
} from './radar';

const scores = (values: (number | null)[]) => ({
  businessModel: values[0] ?? null,
  performance: values[1] ?? null,
  financialHealth: values[2] ?? null,
  valuation: values[3] ?? null,
  technicalStrength: values[4] ?? null,
  priceMomentum: values[5] ?? null,
});

describe('radar geometry', () => {
  it('puts the first axis straight up and goes clockwise', () => {
    // Centre (100, 100): up is y − r; the second of six axes is 60° clockwise, to the right.
    expect(pointAt(0, 6, 50)).toEqual({ x: 100, y: 50 });
    expect(pointAt(1, 6, 50)).toEqual({ x: 143.3, y: 75 });
    expect(pointAt(3, 6, 50)).toEqual({ x: 100, y: 150 });
  });

  it('draws scores on the 0–5 radius, an unscored axis at the centre', () => {
    const shape = scoreShape([5, null, 2.5, 0, 6, -1]);
    expect(shape[0]).toEqual({ x: 100, y: 100 - RADAR_RADIUS });
    expect(shape[1]).toEqual({ x: 100, y: 100 });
    // 2.5 of 5: half the radius, straight down-right at 120°.
    expect(shape[2]).toEqual(pointAt(2, 6, RADAR_RADIUS / 2));
    // Out of range is clamped.
    expect(shape[4]).toEqual(pointAt(4, 6, RADAR_RADIUS));
    expect(shape[5]).toEqual({ x: 100, y: 100 });
    expect(
      polygonPath([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1,2L3,4Z');
    expect(rings(6)).toHaveLength(5);
  });

  it('hangs each label away from the centre', () => {
    expect(labelPlace(0, 6).side).toBe('top');
    expect(labelPlace(1, 6).side).toBe('right');
    expect(labelPlace(2, 6).side).toBe('right');
    expect(labelPlace(3, 6).side).toBe('bottom');
    expect(labelPlace(4, 6).side).toBe('left');
    expect(labelPlace(0, 6).left).toBe(50);
  });
});

describe('peers and bands', () => {
  it('averages the peers axis by axis, leaving out the unscored', () => {
    // (2 + 3) / 2 = 2.5; (4 + null) → 4; (1 + 2) / 2 = 1.5; nothing scored → null.
    expect(
      peerAverage([{ scores: scores([2, 4, 1, null]) }, { scores: scores([3, null, 2, null]) }]),
    ).toEqual(scores([2.5, 4, 1.5, null, null, null]));
    expect(peerAverage([])).toBeNull();
  });

  it('bands the overall score and colours a score', () => {
    expect([95, 80, 79, 60, 59, 40, 39, 20, 19, 0].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'weak',
      'weak',
      'poor',
      'poor',
    ]);
    // 3 of 5 is 60 %: up; 2 of 5 is 40 %: reference; under that down.
    expect([scoreTone(3, 5), scoreTone(2, 5), scoreTone(1.9, 5), scoreTone(null, 5)]).toEqual([
      'up',
      'reference',
      'down',
      'none',
    ]);
  });
});
