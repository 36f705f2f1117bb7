import { describe, expect, it } from 'vitest';
import { barForKey, crosshairBar, rangeShowing, zoomForKey } from './chartKeys';

describe('barForKey', () => {
  it('goes to the first bar with Home and the last with End, whatever is picked', () => {
    expect(barForKey('Home', null, 120)).toBe(0);
    expect(barForKey('Home', 57, 120)).toBe(0);
    expect(barForKey('End', 3, 120)).toBe(119);
    expect(barForKey('End', null, 120)).toBe(119);
  });

  it('moves one bar per arrow event, from the last bar when none is picked', () => {
    expect(barForKey('ArrowLeft', null, 120)).toBe(118);
    expect(barForKey('ArrowRight', null, 120)).toBe(119);
    // A held key: every repeat is one bar further, never back to the last.
    let picked: number | null = null;
    for (let repeat = 0; repeat < 50; repeat += 1) picked = barForKey('ArrowLeft', picked, 120);
    expect(picked).toBe(69);
    expect(barForKey('ArrowRight', picked, 120)).toBe(70);
  });

  it('stops at the ends and takes a pick beyond the bars as the last', () => {
    expect(barForKey('ArrowLeft', 0, 120)).toBe(0);
    expect(barForKey('ArrowRight', 119, 120)).toBe(119);
    // The series got shorter (another interval): the pick past its end counts as the last bar.
    expect(barForKey('ArrowLeft', 200, 120)).toBe(118);
  });

  it('leaves other keys and an empty chart alone', () => {
    expect(barForKey('a', 3, 120)).toBeNull();
    expect(barForKey('+', 3, 120)).toBeNull();
    expect(barForKey('Home', null, 0)).toBeNull();
  });
});

describe('rangeShowing', () => {
  const view = { from: 70.25, to: 120.25 };

  it('keeps the range when the bar shows whole', () => {
    expect(rangeShowing(80, view)).toBe(view);
    expect(rangeShowing(119, view)).toBe(view);
  });

  it('scrolls just enough to show the bar, the zoom kept', () => {
    expect(rangeShowing(70, view)).toEqual({ from: 69.5, to: 119.5 });
    expect(rangeShowing(0, view)).toEqual({ from: -0.5, to: 49.5 });
    expect(rangeShowing(140, view)).toEqual({ from: 90.5, to: 140.5 });
  });
});

describe('zoomForKey', () => {
  it('zooms in with + or = and out with − or -, about the centre, never under ten bars', () => {
    expect(zoomForKey('+', { from: 0, to: 100 })).toEqual({ from: 10, to: 90 });
    expect(zoomForKey('=', { from: 0, to: 100 })).toEqual({ from: 10, to: 90 });
    expect(zoomForKey('-', { from: 0, to: 100 })).toEqual({ from: -12.5, to: 112.5 });
    expect(zoomForKey('−', { from: 0, to: 100 })).toEqual({ from: -12.5, to: 112.5 });
    expect(zoomForKey('+', { from: 40, to: 50 })).toEqual({ from: 40, to: 50 });
    expect(zoomForKey('Home', { from: 0, to: 100 })).toBeNull();
  });
});

describe('crosshairBar', () => {
  it("follows the pointer's moves and clears when it leaves or is past the data", () => {
    const pointer = { point: { x: 1, y: 1 }, sourceEvent: {} };
    expect(crosshairBar({ ...pointer, logical: 41.6, time: 1 })).toBe(42);
    expect(crosshairBar({ ...pointer, logical: 130 })).toBeNull();
    expect(crosshairBar({})).toBeNull();
  });

  it("ignores the library's own re-application of the crosshair (no source event)", () => {
    // After a scroll it lands off the data or on another bar; on a tick on the same spot.
    expect(crosshairBar({ point: { x: -300, y: 5 }, logical: -12 })).toBeUndefined();
    expect(crosshairBar({ point: { x: 600, y: 5 }, logical: 119, time: 1 })).toBeUndefined();
  });
});
