import { describe, expect, it, vi } from 'vitest';
import { fixtureBoardRow as boardRow } from '@brokerage/shared/market/boardFixtures.ts';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import { FramePaints } from './framePaints';

/** Frames run by hand: `frame()` runs what was asked for the next one. */
function frames() {
  let due: Array<() => void> = [];
  const schedule = vi.fn((paint: () => void) => {
    due.push(paint);
    return () => {
      due = due.filter((held) => held !== paint);
    };
  });
  const frame = () => {
    const now = due;
    due = [];
    now.forEach((paint) => paint());
  };
  return { schedule, frame, pending: () => due.length };
}

const painter = () => {
  const painted: BoardRow[] = [];
  return {
    painted,
    painter: {
      update: (row: BoardRow) => {
        painted.push(row);
      },
    },
  };
};

describe('FramePaints', () => {
  it("paints each row's newest figures at the next frame, one frame for every row", () => {
    const { schedule, frame } = frames();
    const paints = new FramePaints(schedule);
    const fpt = painter();
    const vnm = painter();
    paints.paint(fpt.painter, boardRow({ seq: 1, symbol: 'FPT' }));
    paints.paint(vnm.painter, boardRow({ seq: 1, symbol: 'VNM' }));
    paints.paint(fpt.painter, boardRow({ seq: 2, symbol: 'FPT' }));
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(fpt.painted).toEqual([]);
    frame();
    expect(fpt.painted.map((row) => row.seq)).toEqual([2]);
    expect(vnm.painted.map((row) => row.seq)).toEqual([1]);
    paints.paint(vnm.painter, boardRow({ seq: 3, symbol: 'VNM' }));
    expect(schedule).toHaveBeenCalledTimes(2);
    frame();
    expect(vnm.painted.map((row) => row.seq)).toEqual([1, 3]);
  });

  it('paints nothing of a row taken off the page, and asks for no frame once disposed', () => {
    const { schedule, frame, pending } = frames();
    const paints = new FramePaints(schedule);
    const fpt = painter();
    const vnm = painter();
    paints.paint(fpt.painter, boardRow({ seq: 1, symbol: 'FPT' }));
    paints.paint(vnm.painter, boardRow({ seq: 1, symbol: 'VNM' }));
    paints.forget(fpt.painter);
    frame();
    expect(fpt.painted).toEqual([]);
    expect(vnm.painted).toHaveLength(1);
    paints.paint(vnm.painter, boardRow({ seq: 2, symbol: 'VNM' }));
    paints.dispose();
    expect(pending()).toBe(0);
    frame();
    expect(vnm.painted).toHaveLength(1);
  });
});
