import { describe, expect, it } from 'vitest';
import { columnWindow } from './useVirtualColumns';

// Ten columns of 50 px behind a frozen part of 90 px.
const WIDTHS = Array.from({ length: 10 }, () => 50);

describe('columnWindow', () => {
  it('draws every column while the box has no width (the server, a test without layout)', () => {
    expect(columnWindow(WIDTHS, 90, 0, 0, 1, null)).toEqual({ from: 0, to: 10 });
  });

  it('draws the columns in view beside the frozen part, and the overscan either side', () => {
    // 290 px wide at rest: 200 px of columns in view, columns 0-3.
    expect(columnWindow(WIDTHS, 90, 0, 290, 1, null)).toEqual({ from: 0, to: 5 });
    // Scrolled 120 px: columns 2 (its last 30 px) to 6 (its first 10 px).
    expect(columnWindow(WIDTHS, 90, 120, 290, 1, null)).toEqual({ from: 1, to: 8 });
  });

  it('narrows the server’s every column at the first measure, then holds until the view reaches an edge', () => {
    const first = columnWindow(WIDTHS, 90, 0, 290, 1, { from: 0, to: 10 });
    expect(first).toEqual({ from: 0, to: 5 });
    // 20 px further: still inside, the same window (no columns drawn again).
    expect(columnWindow(WIDTHS, 90, 20, 290, 1, first)).toBe(first);
    // 60 px: columns 1-5 in view, column 5 past the window's edge.
    expect(columnWindow(WIDTHS, 90, 60, 290, 1, first)).toEqual({ from: 0, to: 7 });
    // All the way right: the last columns.
    expect(columnWindow(WIDTHS, 90, 500 - 200, 290, 1, first)).toEqual({ from: 5, to: 10 });
  });
});
