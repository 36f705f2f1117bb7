import { describe, expect, it } from 'vitest';
import { fixtureBoardRow as boardRow } from '@brokerage/shared/market/boardFixtures.ts';
import { NO_FLASHES, nextFlashes } from './flash';

describe('nextFlashes', () => {
  const before = boardRow({
    seq: 10,
    price: 100_500,
    matchVolume: 1_000,
    change: 500,
    changePercent: 0.5,
    totalVolume: 50_000,
    bids: [
      { price: 100_400, volume: 2_000 },
      { price: 100_300, volume: 3_000 },
    ],
  });

  it('flashes every changed figure in its direction and leaves the rest alone', () => {
    const after = {
      ...before,
      seq: 11,
      price: 100_400,
      change: 400,
      changePercent: 0.4,
      matchVolume: 1_000,
      totalVolume: 51_000,
      bids: [
        { price: 100_300, volume: 3_500 },
        { price: 100_200, volume: 1_000 },
      ],
    };
    const flashes = nextFlashes(before, after, NO_FLASHES);
    expect(flashes).toEqual({
      price: { direction: 'down', count: 1 },
      change: { direction: 'down', count: 1 },
      changePercent: { direction: 'down', count: 1 },
      totalVolume: { direction: 'up', count: 1 },
      bid1: { direction: 'down', count: 1 },
      bid1Volume: { direction: 'up', count: 1 },
      bid2: { direction: 'down', count: 1 },
      bid2Volume: { direction: 'down', count: 1 },
      average: { direction: 'down', count: 1 },
    });
    expect(flashes.matchVolume).toBeUndefined();
    expect(flashes.reference).toBeUndefined();
  });

  it('counts a cell’s flashes, so a change mid-flash restarts it, and keeps the held ones', () => {
    const first = nextFlashes(before, { ...before, seq: 11, price: 100_600 }, NO_FLASHES);
    const second = nextFlashes(
      { ...before, seq: 11, price: 100_600 },
      { ...before, seq: 12, price: 100_600, totalVolume: 60_000 },
      first,
    );
    expect(second.price).toEqual({ direction: 'up', count: 1 });
    expect(second.totalVolume).toEqual({ direction: 'up', count: 1 });
    const third = nextFlashes(
      { ...before, seq: 12, price: 100_600 },
      { ...before, seq: 13, price: 100_700 },
      second,
    );
    expect(third.price).toEqual({ direction: 'up', count: 2 });
  });

  it('treats a first match as up and a level that went away as down', () => {
    const quiet = boardRow({ seq: 1, price: null, bids: [{ price: 99_000, volume: 10 }] });
    const flashes = nextFlashes(
      quiet,
      { ...quiet, seq: 2, price: 99_500, change: 500, changePercent: 0.5, bids: [] },
      NO_FLASHES,
    );
    expect(flashes.price).toEqual({ direction: 'up', count: 1 });
    expect(flashes.bid1).toEqual({ direction: 'down', count: 1 });
  });

  it('changes nothing for the same row, an older one, or a row seen for the first time', () => {
    expect(nextFlashes(before, before, NO_FLASHES)).toBe(NO_FLASHES);
    expect(nextFlashes(before, { ...before, seq: 9, price: 1 }, NO_FLASHES)).toBe(NO_FLASHES);
    expect(nextFlashes(undefined, before, NO_FLASHES)).toBe(NO_FLASHES);
  });
});
