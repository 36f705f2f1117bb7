import type { BoardRow } from '@brokerage/shared/market/board.ts';
import type { RowPainter } from './rowPainter';

/** What paints one row (RowPainter). */
type Painter = Pick<RowPainter, 'update'>;

/** Runs `paint` at the next frame; returns what cancels it. */
export type PaintScheduler = (paint: () => void) => () => void;

export const nextFrame: PaintScheduler = (paint) => {
  const frame = requestAnimationFrame(paint);
  return () => cancelAnimationFrame(frame);
};

/**
 * Runs `paint` at the frame after the next one: after the frame that paints the rows a push
 * changed, so that each of the two is laid out and drawn with less.
 */
export const frameAfterNext: PaintScheduler = (paint) => {
  let cancel = nextFrame(() => {
    cancel = nextFrame(paint);
  });
  return () => cancel();
};

/**
 * The board's rows painted at the frame after their figures changed (issue 27). The hub's
 * pushes go into the board's store in one frame's callback (`framePushes`); painting the rows
 * there too made that frame one task of the store's work, the cells' writes and the restyle,
 * layout and paint they cause: 55-77 ms at 4× CPU with 420 rows on the board. Here a row's
 * newest figures wait for the next frame, which does only the writes and the drawing, so
 * neither frame is a long task; a row that changes twice before it is painted is painted
 * once. A hidden tab draws no frames: its rows wait (their latest figures only) and are
 * painted when it shows again.
 */
export class FramePaints {
  readonly #due = new Map<Painter, BoardRow>();
  readonly #schedule: PaintScheduler;
  #cancel: (() => void) | null = null;

  constructor(schedule: PaintScheduler = nextFrame) {
    this.#schedule = schedule;
  }

  /** `painter`'s row is now `row`: painted at the next frame. */
  paint(painter: Painter, row: BoardRow): void {
    this.#due.set(painter, row);
    this.#cancel ??= this.#schedule(() => this.#flush());
  }

  /** The row is gone from the page: nothing of it is painted any more. */
  forget(painter: Painter): void {
    this.#due.delete(painter);
  }

  /** The table is gone: no frame is asked for after it. */
  dispose(): void {
    this.#cancel?.();
    this.#cancel = null;
    this.#due.clear();
  }

  #flush(): void {
    this.#cancel = null;
    const due = [...this.#due];
    this.#due.clear();
    for (const [painter, row] of due) painter.update(row);
  }
}
