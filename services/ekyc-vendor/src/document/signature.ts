/**
 * The signature photo check (`POST /v1/signature/check`): the same file checks as an ID photo,
 * then ink on paper: a light picture with enough dark strokes, spread out like handwriting.
 */
import type { DocumentCode } from '@brokerage/shared/validation/ekyc/codes.ts';
import type { Answer, Verdict } from '../verdict';
import { openPhoto, type PhotoLimits } from './photo';
import { toGrey } from './raster';
import {
  INK_CONTRAST,
  INK_MAX_FRACTION,
  INK_MIN_FRACTION,
  INK_MIN_SPREAD,
  PAPER_MIN_GREY,
} from './thresholds';

/** The grey level half the picture is brighter than (the paper, on a signature photo). */
function medianGrey(values: Float32Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const v of values) {
    const bin = Math.min(255, Math.max(0, Math.round(v)));
    histogram[bin] = (histogram[bin] ?? 0) + 1;
  }
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level] ?? 0;
    if (seen * 2 >= values.length) return level;
  }
  return 255;
}

export function checkSignaturePhoto(
  bytes: Uint8Array,
  limits: PhotoLimits,
): Answer<Verdict<DocumentCode>> {
  const opened = openPhoto(bytes, limits);
  if (opened.refused) return opened.refused;
  const { image, list } = opened;
  const answer = (verdict: Verdict<DocumentCode>) => ({ status: 200, verdict });
  const grey = toGrey(image);
  const paper = medianGrey(grey.data);
  const light = list.check('paper', paper >= PAPER_MIN_GREY, paper, 'signature_blank');
  if (light) return answer(light);

  const inkBelow = paper - INK_CONTRAST;
  let ink = 0;
  let left = grey.width;
  let right = -1;
  for (let y = 0; y < grey.height; y++) {
    for (let x = 0; x < grey.width; x++) {
      if ((grey.data[y * grey.width + x] ?? 255) < inkBelow) {
        ink++;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  const fraction = Math.round((ink / grey.data.length) * 10_000) / 10_000;
  const inked = list.check(
    'ink',
    fraction >= INK_MIN_FRACTION && fraction <= INK_MAX_FRACTION,
    fraction,
    'signature_blank',
  );
  if (inked) return answer(inked);
  const spread = Math.round(((right - left + 1) / grey.width) * 100) / 100;
  const strokes = list.check('ink_spread', spread >= INK_MIN_SPREAD, spread, 'signature_blank');
  if (strokes) return answer(strokes);
  return answer(list.ok());
}
