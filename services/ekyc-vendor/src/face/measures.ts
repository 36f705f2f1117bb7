/**
 * Pixel measures of the face check, on plain arrays: the face region's grey levels, how much
 * they change between frames, and the match score derived from face-api's descriptor distance.
 */
import type { Box, GreyImage } from '../document/raster';
import { cropGrey, resizeGrey } from '../document/raster';
import { laplacianVariance } from '../document/quality';
import type { RgbFrame } from './frames';
import { FACE_MATCH_DISTANCE, SHARPNESS_SIDE } from './thresholds';

/** Rec. 601 luma of an RGB frame (the document checks' RGBA version takes 4 channels). */
export function greyOfRgb(frame: RgbFrame): GreyImage {
  const { width, height, data } = frame;
  const grey = new Float32Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) {
    grey[i] = 0.299 * (data[p] ?? 0) + 0.587 * (data[p + 1] ?? 0) + 0.114 * (data[p + 2] ?? 0);
  }
  return { width, height, data: grey };
}

/** `box` rounded to whole pixels and kept inside a `width` × `height` picture (never empty). */
export function clampBox(box: Box, width: number, height: number): Box {
  const x = Math.min(Math.max(0, Math.floor(box.x)), width - 1);
  const y = Math.min(Math.max(0, Math.floor(box.y)), height - 1);
  const right = Math.min(width, Math.max(x + 1, Math.ceil(box.x + box.width)));
  const bottom = Math.min(height, Math.max(y + 1, Math.ceil(box.y + box.height)));
  return { x, y, width: right - x, height: bottom - y };
}

/** The smallest box holding all of `boxes`. */
export function unionBox(boxes: Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The mean absolute difference of grey levels (0–255) between two frames inside `box`. Over a
 * fixed region, not each frame's own face box: a face that moves across the picture changes the
 * region's pixels even when the face itself is the same picture (a photo panned by hand).
 */
export function regionDifference(a: GreyImage, b: GreyImage, box: Box): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = y * a.width + x;
      sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
    }
  }
  return sum / Math.max(1, box.width * box.height);
}

/**
 * Sharpness of the face, whatever its size and lighting: the Laplacian's variance of the face
 * (shrunk to SHARPNESS_SIDE when larger, never enlarged) over that of the same face at half that
 * size. Halving a sharp face leaves its fine detail in fewer pixels, so the ratio stays ~0.25–0.35
 * for a sharp face; a blurred face has no fine detail to lose, and it falls towards ~0.15.
 * A plain Laplacian variance would also read a dim or low-contrast face as blurred.
 */
export function faceSharpness(grey: GreyImage, box: Box): number {
  const face = cropGrey(grey, box);
  const side = Math.min(SHARPNESS_SIDE, face.width, face.height);
  const half = Math.max(3, Math.round(side / 2));
  const coarse = laplacianVariance(resizeGrey(face, half, half));
  if (coarse === 0) return 0;
  return laplacianVariance(resizeGrey(face, side, side)) / coarse;
}

/**
 * The 0–1 match score of a descriptor distance: 1 − distance / (2 × FACE_MATCH_DISTANCE),
 * clamped. Linear, so support can read the distance back (distance = (1 − score) × 1.2); the
 * usual same-person distance of face-api's recognition net, 0.6, lands on a score of 0.5.
 */
export function matchScore(distance: number): number {
  return Math.min(1, Math.max(0, 1 - distance / (2 * FACE_MATCH_DISTANCE)));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** An RGB picture turned a quarter: clockwise when `turns` is 1, anticlockwise when 3. */
export function rotateQuarter(image: RgbFrame, turns: 1 | 3): RgbFrame {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Clockwise, (x, y) lands on column height-1-y of row x; anticlockwise, column y of row width-1-x.
      const [tx, ty] = turns === 1 ? [height - 1 - y, x] : [y, width - 1 - x];
      const from = (y * width + x) * 3;
      const to = (ty * height + tx) * 3;
      out[to] = data[from] ?? 0;
      out[to + 1] = data[from + 1] ?? 0;
      out[to + 2] = data[from + 2] ?? 0;
    }
  }
  return { width: height, height: width, data: out };
}
