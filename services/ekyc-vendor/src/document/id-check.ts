/**
 * The ID photo check (`POST /v1/id/check`): the photo's file, then the card on it (found, not
 * cut off, sharp, without glare), then its side (QR code on the front, MRZ on the back) and
 * the card's data from the QR code. The first failing check decides the code; every check run
 * is listed with what it measured.
 */
import type { DocumentCode } from '@brokerage/shared/validation/ekyc/codes.ts';
import type { Answer, IdVerdict, Side } from '../verdict';
import { aspectOf, cardShaped, edgeCoverage, edgesFound, locateCard } from './card-finder';
import { type CheckList, openPhoto, type PhotoLimits } from './photo';
import { parseCardQr } from './qr-text';
import { glareFraction, greyDeviation, laplacianVariance } from './quality';
import {
  type Box,
  cropGrey,
  cropRgba,
  type GreyImage,
  resizeGrey,
  resizeRgba,
  type RgbaImage,
  toGrey,
} from './raster';
import { isMrz, mrzRows, readQr } from './side';
import {
  BLANK_MAX_DEVIATION,
  CARD_INSET,
  CARD_WORK_WIDTH,
  GLARE_MAX_FRACTION,
  SHARPNESS_MIN,
} from './thresholds';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The card without its border and rounded corners: what blur and glare are measured on. */
function inset(box: Box): Box {
  const dx = Math.round(box.width * CARD_INSET);
  const dy = Math.round(box.height * CARD_INSET);
  return { x: box.x + dx, y: box.y + dy, width: box.width - 2 * dx, height: box.height - 2 * dy };
}

/** The inner card at CARD_WORK_WIDTH, whatever the photo's resolution. */
const workSize = (box: Box) => ({
  width: CARD_WORK_WIDTH,
  height: Math.max(1, Math.round((box.height * CARD_WORK_WIDTH) / box.width)),
});

export function checkIdPhoto(
  bytes: Uint8Array,
  side: Side,
  limits: PhotoLimits,
): Answer<IdVerdict> {
  const opened = openPhoto(bytes, limits);
  if (opened.refused) return opened.refused;
  const { image, list } = opened;
  return { status: 200, verdict: checkCard(image, side, list) };
}

function checkCard(image: RgbaImage, side: Side, list: CheckList<DocumentCode>): IdVerdict {
  const grey = toGrey(image);
  const deviation = round(greyDeviation(grey));
  const blank = list.check('blank', deviation >= BLANK_MAX_DEVIATION, deviation, 'document_blank');
  if (blank) return blank;

  const region = locateCard(image);
  if (!region) return list.fail('document_not_found', 'card_found', 'none');
  const { box } = region;
  list.pass('card_found', `${box.x},${box.y} ${box.width}x${box.height}`);
  const cropped = list.check(
    'card_inside',
    region.touches.length === 0,
    region.touches.join(',') || 'none',
    'document_cropped',
  );
  if (cropped) return cropped;
  const coverage = round(edgeCoverage(grey, box));
  const edges = list.check('card_edges', edgesFound(coverage), coverage, 'document_not_found');
  if (edges) return edges;
  const shape = list.check(
    'card_shape',
    cardShaped(box),
    round(aspectOf(box)),
    'document_not_found',
  );
  if (shape) return shape;

  const inner = inset(box);
  const size = workSize(inner);
  const sharpness = Math.round(
    laplacianVariance(resizeGrey(cropGrey(grey, inner), size.width, size.height)),
  );
  const blurry = list.check('sharpness', sharpness >= SHARPNESS_MIN, sharpness, 'document_blurry');
  if (blurry) return blurry;
  const glare = round(
    glareFraction(resizeRgba(cropRgba(image, inner), size.width, size.height)),
    4,
  );
  const glared = list.check('glare', glare < GLARE_MAX_FRACTION, glare, 'document_glare');
  if (glared) return glared;

  return sideOf(cropRgba(image, box), cropGrey(grey, box), side, list);
}

/**
 * The side: a QR code that decodes is the front's (its text must be a card's), else three MRZ
 * rows are the back's. `qr` and `mrz` pass when what they found fits the side asked for.
 */
function sideOf(
  card: RgbaImage,
  grey: GreyImage,
  wanted: Side,
  list: CheckList<DocumentCode>,
): IdVerdict {
  const text = readQr(card);
  const data = text === undefined ? undefined : parseCardQr(text);
  const qrValue = text === undefined ? 'none' : data ? 'card' : 'not a card code';
  if (text !== undefined) {
    list.record('qr', wanted === 'front' && data !== undefined, qrValue);
    const wrong = list.check('side', wanted === 'front', 'front', 'document_wrong_side');
    if (wrong) return { ...wrong, side: 'front' };
    if (!data) return { ...list.stop('document_qr_missing'), side: 'front' };
    return { ...list.ok(), side: 'front', card: data };
  }
  list.record('qr', wanted === 'back', qrValue);
  const mrz = mrzRows(grey);
  const back = isMrz(mrz);
  list.record('mrz', back === (wanted === 'back'), mrz.rows);
  const found: Side | undefined = back ? 'back' : undefined;
  const withSide = <V extends object>(verdict: V) =>
    found ? { ...verdict, side: found } : verdict;
  if (wanted === 'front') {
    // No QR code: a back shown as the front, or a front whose code cannot be read.
    return withSide(
      list.fail(back ? 'document_wrong_side' : 'document_qr_missing', 'side', found ?? 'unknown'),
    );
  }
  const wrong = list.check('side', back, found ?? 'unknown', 'document_wrong_side');
  if (wrong) return wrong;
  return { ...list.ok(), side: 'back' };
}
