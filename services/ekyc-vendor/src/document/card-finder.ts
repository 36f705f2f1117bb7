/**
 * Finds the card on the table: the box of what is not the table's colour, then its four
 * borders confirmed as edges (a grey step along the whole border), its proportions those of an
 * ID-1 card, and none of it cut by the picture's border.
 */
import type { Box, GreyImage, RgbaImage } from './raster';
import {
  BACKGROUND_DISTANCE,
  BACKGROUND_FRAME,
  BORDER_TOUCH_PX,
  CARD_ASPECT_MAX,
  CARD_ASPECT_MIN,
  CARD_FILL_MIN,
  CARD_MIN_SPAN,
  EDGE_COVERAGE_MIN,
  EDGE_STEP_MIN,
  RUN_GAP,
} from './thresholds';

export type Border = 'left' | 'top' | 'right' | 'bottom';

export interface CardRegion {
  box: Box;
  /** The picture's borders the card reaches (cut off there). */
  touches: Border[];
}

const median = (values: number[]) => {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
};

/** The table's colour: the per-channel median of a frame around the picture. */
export function backgroundColour(image: RgbaImage): [number, number, number] {
  const { width, height, data } = image;
  const frame = Math.max(2, Math.round(Math.min(width, height) * BACKGROUND_FRAME));
  const channels: [number[], number[], number[]] = [[], [], []];
  for (let y = 0; y < height; y++) {
    const inFrameRow = y < frame || y >= height - frame;
    // Every pixel of the top and bottom strips, the side strips' pixels elsewhere; every
    // second one is enough.
    for (let x = 0; x < width; x += inFrameRow ? 2 : 1) {
      if (!inFrameRow && x >= frame && x < width - frame) {
        x = width - frame - 1;
        continue;
      }
      const p = (y * width + x) * 4;
      channels[0].push(data[p] ?? 0);
      channels[1].push(data[p + 1] ?? 0);
      channels[2].push(data[p + 2] ?? 0);
    }
  }
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/** The longest run of `true` in `flags`, bridging gaps up to RUN_GAP. */
function longestRun(flags: boolean[]): { start: number; end: number } | undefined {
  let best: { start: number; end: number } | undefined;
  let start = -1;
  let last = -1;
  for (let i = 0; i <= flags.length; i++) {
    if (i < flags.length && flags[i]) {
      if (start < 0 || i - last - 1 > RUN_GAP) {
        if (start >= 0 && (!best || last - start > best.end - best.start)) {
          best = { start, end: last + 1 };
        }
        start = i;
      }
      last = i;
    }
  }
  if (start >= 0 && (!best || last - start >= best.end - best.start))
    best = { start, end: last + 1 };
  return best;
}

/**
 * The box of the card: the columns and rows mostly off the table's colour, found on the
 * columns first, then on the rows within them, then on the columns again within those rows.
 */
export function locateCard(image: RgbaImage): CardRegion | undefined {
  const { width, height, data } = image;
  const [br, bg, bb] = backgroundColour(image);
  const limit = BACKGROUND_DISTANCE * BACKGROUND_DISTANCE;
  const mask = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < mask.length; i++, p += 4) {
    const dr = (data[p] ?? 0) - br;
    const dg = (data[p + 1] ?? 0) - bg;
    const db = (data[p + 2] ?? 0) - bb;
    mask[i] = dr * dr + dg * dg + db * db > limit ? 1 : 0;
  }
  /**
   * The longest run of columns (`across` = 'columns') or rows whose pixels between `from` and
   * `to` on the other axis are at least `min` in the mask.
   */
  const run = (across: 'columns' | 'rows', from: number, to: number, min: number) => {
    const columns = across === 'columns';
    const flags: boolean[] = [];
    for (let i = 0; i < (columns ? width : height); i++) {
      let count = 0;
      for (let j = from; j < to; j++) count += mask[columns ? j * width + i : i * width + j] ?? 0;
      flags.push(count >= min);
    }
    return longestRun(flags);
  };
  // First over the whole height: a card spans at least CARD_MIN_SPAN of it, so its columns are
  // at least that full; then the rows within those columns, the columns within those rows.
  const firstColumns = run('columns', 0, height, CARD_FILL_MIN * CARD_MIN_SPAN * height);
  if (!firstColumns) return undefined;
  const span = firstColumns.end - firstColumns.start;
  const cardRows = run('rows', firstColumns.start, firstColumns.end, CARD_FILL_MIN * span);
  if (!cardRows) return undefined;
  const rowSpan = cardRows.end - cardRows.start;
  const cardColumns = run('columns', cardRows.start, cardRows.end, CARD_FILL_MIN * rowSpan);
  if (!cardColumns) return undefined;
  const box = {
    x: cardColumns.start,
    y: cardRows.start,
    width: cardColumns.end - cardColumns.start,
    height: cardRows.end - cardRows.start,
  };
  if (box.width < CARD_MIN_SPAN * width || box.height < CARD_MIN_SPAN * height) return undefined;
  const touches: Border[] = [];
  if (box.x <= BORDER_TOUCH_PX) touches.push('left');
  if (box.y <= BORDER_TOUCH_PX) touches.push('top');
  if (box.x + box.width >= width - BORDER_TOUCH_PX) touches.push('right');
  if (box.y + box.height >= height - BORDER_TOUCH_PX) touches.push('bottom');
  return { box, touches };
}

/**
 * How much of the card's weakest border shows as an edge: for each border, the fraction of its
 * middle 80 % where the grey step across it (within ±3 px of where the box put it) reaches
 * EDGE_STEP_MIN. 1 is four clean edges.
 */
export function edgeCoverage(grey: GreyImage, box: Box): number {
  const { width, height, data } = grey;
  const at = (x: number, y: number) =>
    data[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ?? 0;
  const SEARCH = 3;
  const along = (from: number, to: number, step: (t: number, offset: number) => number): number => {
    const start = Math.round(from + (to - from) * 0.1);
    const end = Math.round(from + (to - from) * 0.9);
    let hits = 0;
    for (let t = start; t < end; t++) {
      let best = 0;
      for (let o = -SEARCH; o <= SEARCH; o++) best = Math.max(best, step(t, o));
      if (best >= EDGE_STEP_MIN) hits++;
    }
    return hits / Math.max(1, end - start);
  };
  const left = box.x;
  const right = box.x + box.width - 1;
  const top = box.y;
  const bottom = box.y + box.height - 1;
  return Math.min(
    along(top, bottom, (y, o) => Math.abs(at(left + o + 1, y) - at(left + o - 1, y))),
    along(top, bottom, (y, o) => Math.abs(at(right + o + 1, y) - at(right + o - 1, y))),
    along(left, right, (x, o) => Math.abs(at(x, top + o + 1) - at(x, top + o - 1))),
    along(left, right, (x, o) => Math.abs(at(x, bottom + o + 1) - at(x, bottom + o - 1))),
  );
}

export const aspectOf = (box: Box) => box.width / box.height;

export const cardShaped = (box: Box) =>
  aspectOf(box) >= CARD_ASPECT_MIN && aspectOf(box) <= CARD_ASPECT_MAX;

export const edgesFound = (coverage: number) => coverage >= EDGE_COVERAGE_MIN;
