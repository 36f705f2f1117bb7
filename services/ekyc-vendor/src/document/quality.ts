/** How good the photo of the card is: anything there at all, sharp enough, free of glare. */
import { type GreyImage, meanAndDeviation, type RgbaImage } from './raster';
import { GLARE_BLOCK, GLARE_BLOCK_FILL, GLARE_CLIPPED } from './thresholds';

/** The grey levels' standard deviation over the whole picture (0 for a flat one). */
export const greyDeviation = (grey: GreyImage) => meanAndDeviation(grey.data).deviation;

/**
 * The variance of the 4-neighbour Laplacian: fine detail (printed text, the QR's modules)
 * gives large second differences, a blurred picture small ones.
 */
export function laplacianVariance(grey: GreyImage): number {
  const { width, height, data } = grey;
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v =
        (data[i - 1] ?? 0) +
        (data[i + 1] ?? 0) +
        (data[i - width] ?? 0) +
        (data[i + width] ?? 0) -
        4 * (data[i] ?? 0);
      sum += v;
      squares += v * v;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/**
 * The share of the card covered by its largest patch of clipped white: blocks of GLARE_BLOCK
 * px mostly clipped, joined by their sides.
 */
export function glareFraction(card: RgbaImage): number {
  const columns = Math.floor(card.width / GLARE_BLOCK);
  const rows = Math.floor(card.height / GLARE_BLOCK);
  if (columns === 0 || rows === 0) return 0;
  const glare = new Uint8Array(columns * rows);
  const perBlock = GLARE_BLOCK * GLARE_BLOCK;
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      let clipped = 0;
      for (let y = by * GLARE_BLOCK; y < (by + 1) * GLARE_BLOCK; y++) {
        for (let x = bx * GLARE_BLOCK; x < (bx + 1) * GLARE_BLOCK; x++) {
          const p = (y * card.width + x) * 4;
          if (
            (card.data[p] ?? 0) >= GLARE_CLIPPED &&
            (card.data[p + 1] ?? 0) >= GLARE_CLIPPED &&
            (card.data[p + 2] ?? 0) >= GLARE_CLIPPED
          ) {
            clipped++;
          }
        }
      }
      glare[by * columns + bx] = clipped >= GLARE_BLOCK_FILL * perBlock ? 1 : 0;
    }
  }
  // The largest 4-connected patch.
  let largest = 0;
  const stack: number[] = [];
  for (let start = 0; start < glare.length; start++) {
    if (glare[start] !== 1) continue;
    glare[start] = 2;
    stack.push(start);
    let size = 0;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      size++;
      const x = i % columns;
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < columns - 1 ? i + 1 : -1,
        i - columns,
        i + columns,
      ];
      for (const n of neighbours) {
        if (n >= 0 && n < glare.length && glare[n] === 1) {
          glare[n] = 2;
          stack.push(n);
        }
      }
    }
    largest = Math.max(largest, size);
  }
  return largest / glare.length;
}
