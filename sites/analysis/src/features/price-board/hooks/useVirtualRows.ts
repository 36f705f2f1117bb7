import { useEffect, useRef, useState, type RefObject } from 'react';
import { followBox } from '../model/followBox';

/** Rows drawn before the scroll box is measured (the server's markup, the first paint). */
const FIRST_WINDOW = 24;

export interface VirtualRows {
  /** The scroll box. */
  ref: RefObject<HTMLDivElement | null>;
  /** The rows drawn: [start, end). */
  start: number;
  end: number;
  /** The height of the rows above and below the drawn ones, in px. */
  padTop: number;
  padBottom: number;
}

/**
 * Only the rows in view (and at least `overscan` more either side) are in the DOM (issue 27: a
 * board of hundreds of rows at 60 frames a second on a phone). Rows have one fixed height; the
 * window moves in steps of `step` rows, at most once per frame, while the box scrolls, and when
 * its size changes: a scroll lays the table out again once every `step` rows, not on every
 * frame (each move mounts rows and lays out the whole table). Four rows a step: at a phone's
 * speed (4× CPU) a step of eight took frames of 60-80 ms while scrolling a board of 252 rows,
 * four keeps each step's mount under 50 ms (bench/board-frames, README).
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  overscan = 4,
  step = 4,
): VirtualRows {
  const ref = useRef<HTMLDivElement | null>(null);
  const [window, setWindow] = useState({ first: 0, size: FIRST_WINDOW });

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    return followBox(box, () => {
      const top = Math.floor(box.scrollTop / rowHeight);
      const first = Math.max(0, Math.floor(top / step) * step - overscan);
      // The step's slack below, so `overscan` rows stay drawn under the last one in view.
      const size = Math.ceil(box.clientHeight / rowHeight) + 2 * overscan + step;
      setWindow((held) => (held.first === first && held.size === size ? held : { first, size }));
    });
  }, [rowHeight, overscan, step]);

  const start = Math.max(0, Math.min(window.first, count - window.size));
  const end = Math.min(count, start + window.size);
  return {
    ref,
    start,
    end,
    padTop: start * rowHeight,
    padBottom: Math.max(0, count - end) * rowHeight,
  };
}
