import { useEffect, useState, type RefObject } from 'react';
import { followBox } from '../model/followBox';

/** The columns drawn: [from, to) of the figure columns. */
export interface ColumnWindow {
  from: number;
  to: number;
}

/**
 * The figure columns to draw in view of a box scrolled sideways (issue 27), given their widths
 * left to right and the width of the frozen part before them: the columns in view and
 * `overscan` more either side. The window stays put while what is in view stays inside it, so
 * a sideways scroll draws columns again only when it reaches the window's edge. With the box's
 * width unknown (0: no layout, as in the server's render and tests) every column is drawn.
 */
export function columnWindow(
  widths: readonly number[],
  frozen: number,
  scrollLeft: number,
  width: number,
  overscan: number,
  held: ColumnWindow | null,
): ColumnWindow {
  const all = { from: 0, to: widths.length };
  if (width <= 0) return all;
  const left = scrollLeft;
  const right = scrollLeft + width - frozen;
  let first = widths.length;
  let last = 0;
  let offset = 0;
  widths.forEach((columnWidth, i) => {
    if (offset + columnWidth > left && offset < right) {
      first = Math.min(first, i);
      last = Math.max(last, i + 1);
    }
    offset += columnWidth;
  });
  if (first >= last) return held ?? all;
  // The window held stays while it covers what is in view and reaches no further than twice
  // the overscan past it (so the first measure narrows the server's every column).
  if (
    held &&
    held.from <= first &&
    held.to >= last &&
    held.from >= first - 2 * overscan &&
    held.to <= last + 2 * overscan
  )
    return held;
  return { from: Math.max(0, first - overscan), to: Math.min(widths.length, last + overscan) };
}

/**
 * Only the figure columns in view (and `overscan` more either side) are drawn in the board's
 * rows: on a phone 7 to 10 of the 27, so a row costs about a third of the cells to make, lay out
 * and paint, on every scroll and push. Follows the box's sideways scroll and size, at most
 * once per frame.
 */
export function useVirtualColumns(
  box: RefObject<HTMLElement | null>,
  widths: readonly number[],
  frozen: number,
  overscan = 3,
): ColumnWindow {
  const [window, setWindow] = useState<ColumnWindow>({ from: 0, to: widths.length });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    return followBox(element, () =>
      setWindow((held) => {
        const next = columnWindow(
          widths,
          frozen,
          element.scrollLeft,
          element.clientWidth,
          overscan,
          held,
        );
        return next.from === held.from && next.to === held.to ? held : next;
      }),
    );
  }, [box, widths, frozen, overscan]);
  return window;
}
