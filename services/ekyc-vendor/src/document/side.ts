/**
 * Which side of the card a photo shows. The front of a chip card carries a QR code (top right)
 * with the holder's data; the back carries the machine-readable zone: three dense rows of
 * characters at the bottom. Neither is read by name or position alone: the QR code must decode,
 * the MRZ rows must be there.
 */
import jsQR from 'jsqr';
import type { GreyImage, RgbaImage } from './raster';
import {
  MRZ_MIN_ROWS,
  MRZ_REGION_TOP,
  MRZ_ROW_MIN_HEIGHT,
  MRZ_TRANSITIONS_MIN,
} from './thresholds';

/** The QR code's text, or undefined when none decodes on the card. */
export function readQr(card: RgbaImage): string | undefined {
  const clamped = new Uint8ClampedArray(
    card.data.buffer,
    card.data.byteOffset,
    card.data.byteLength,
  );
  // The card is dark print on light paper: no inverted code to look for.
  const found = jsQR(clamped, card.width, card.height, { inversionAttempts: 'dontInvert' });
  if (!found) return undefined;
  // The byte segments as UTF-8 (jsQR's own `data` guesses the encoding per segment).
  return new TextDecoder('utf-8').decode(Uint8Array.from(found.binaryData));
}

/** Otsu's threshold: the grey level that best splits the histogram into ink and paper. */
export function otsuThreshold(values: Float32Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const v of values) {
    const bin = Math.min(255, Math.max(0, Math.round(v)));
    histogram[bin] = (histogram[bin] ?? 0) + 1;
  }
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * (histogram[i] ?? 0);
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t] ?? 0;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += t * (histogram[t] ?? 0);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The text rows of an MRZ in the lower part of the card (grey, cropped to the card): pixel
 * rows with many dark/light changes per px of width, grouped into rows of characters.
 * Returns the number of such text rows and the densest pixel row's measure.
 */
export function mrzRows(card: GreyImage): { rows: number; density: number } {
  const { width, height, data } = card;
  const top = Math.floor(height * MRZ_REGION_TOP);
  const region = data.subarray(top * width, height * width);
  const threshold = otsuThreshold(region);
  const minHeight = Math.max(2, Math.round(MRZ_ROW_MIN_HEIGHT * height));
  let rows = 0;
  let run = 0;
  let gap = 0;
  let densest = 0;
  for (let y = top; y < height; y++) {
    let changes = 0;
    let dark = (data[y * width] ?? 0) < threshold;
    for (let x = 1; x < width; x++) {
      const next = (data[y * width + x] ?? 0) < threshold;
      if (next !== dark) changes++;
      dark = next;
    }
    const density = changes / width;
    densest = Math.max(densest, density);
    if (density >= MRZ_TRANSITIONS_MIN) {
      run += 1 + gap;
      gap = 0;
    } else if (run > 0 && gap < 2) {
      // A pixel row or two through the characters' horizontal strokes does not end a text row.
      gap++;
    } else {
      if (run >= minHeight) rows++;
      run = 0;
      gap = 0;
    }
  }
  if (run >= minHeight) rows++;
  return { rows, density: Math.round(densest * 1000) / 1000 };
}

export const isMrz = (found: { rows: number }) => found.rows >= MRZ_MIN_ROWS;
