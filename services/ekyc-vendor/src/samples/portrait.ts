import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { cropRgba, type RgbaImage } from '../document/raster';

/**
 * The demo customer's face: one adult, frontal and well lit, cut from a photo that
 * @vladmandic/face-api ships with its demo (the middle woman of sample3.jpg), so the card
 * generator and the face-video generator show the same person without anything fetched. The
 * crop is a head-and-shoulders portrait of about 3:4, as a card's photo is; chosen by eye on
 * the picture (no neighbour's face inside it).
 */
export const SAMPLE_PORTRAIT = {
  sample: 'sample3.jpg',
  crop: { x: 990, y: 95, width: 380, height: 510 },
  gender: 'female',
} as const satisfies {
  sample: string;
  crop: { x: number; y: number; width: number; height: number };
  gender: 'female' | 'male';
};

export type { RgbaImage };

/** The face-api package's demo folder, wherever npm hoisted the package. */
export function faceApiDemoPath(file: string): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@vladmandic/face-api');
  // main is <package>/dist/face-api.node.js.
  return path.join(path.dirname(path.dirname(main)), 'demo', file);
}

let cached: RgbaImage | undefined;

/** The portrait cut out of the demo photo (decoded once per process; each caller gets a copy). */
export function loadSamplePortrait(): RgbaImage {
  if (cached) return { ...cached, data: cached.data.slice() };
  const photo = jpeg.decode(readFileSync(faceApiDemoPath(SAMPLE_PORTRAIT.sample)), {
    useTArray: true,
    formatAsRGBA: true,
  });
  cached = cropRgba(
    { width: photo.width, height: photo.height, data: photo.data },
    SAMPLE_PORTRAIT.crop,
  );
  return { ...cached, data: cached.data.slice() };
}
