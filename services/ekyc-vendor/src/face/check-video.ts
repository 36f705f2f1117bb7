/**
 * The face video check (docs/ekyc.md `POST /v1/face/check`): the file refused unread when it is
 * too big or not a video (by its bytes and its name's extension), then a few frames decoded and
 * looked at by face-api. Every check is recorded with what it measured; `code` is the first
 * failing one in FACE_CODES order, so support sees all that was wrong with a case and the
 * customer gets the most basic problem first (no face before a poor match).
 */
import { createHash } from 'node:crypto';
import { EKYC_LIMITS, FACE_CODES, type FaceCode } from '@brokerage/shared/validation/ekyc/codes.ts';
import { sniff } from '../document/decode';
import { CheckList } from '../document/photo';
import type { Box } from '../document/raster';
import type { Answer, Verdict } from '../verdict';
import { sniffVideo, videoExtension } from './container';
import { type DecodeOptions, decodeImage, decodeVideo, type RgbFrame } from './frames';
import {
  clampBox,
  faceSharpness,
  greyOfRgb,
  matchScore,
  median,
  regionDifference,
  rotateQuarter,
  unionBox,
} from './measures';
import { type FaceModels, faceModels } from './models';
import {
  FACE_FRAMES,
  FACE_MIN_FRAME_SHARE,
  FACE_MIN_MATCH_SCORE,
  FACE_MIN_SHARPNESS,
  FACE_MIN_WIDTH_RATIO,
  FRAME_MIN_SCORE,
  HINT_CROP_SCALE,
  HINT_INPUT_SIZE,
  HINT_MAX,
  HINT_MIN_SCORE,
  MATCH_FRAMES,
  MULTIPLE_MIN_FRAME_SHARE,
  PORTRAIT_MAX_SIDE,
  PORTRAIT_MIN_SCORE,
  STILL_MIN_DIFFERENCE,
} from './thresholds';

export interface FaceVerdict extends Verdict<FaceCode> {
  /** Similarity of the video's face and the card's, 0–1 (measures.ts `matchScore`). */
  score?: number;
  /** Frames looked at. */
  frames?: number;
}

export interface FaceCheckInput {
  video: Uint8Array;
  /** As the customer's device named it: only its extension is read. */
  fileName: string;
  /** The ID card's front (jpg or png), whose face the video's is matched against. */
  portrait: Uint8Array;
}

export interface FaceCheckOptions {
  maxBytes?: number;
  decode?: DecodeOptions;
  /** The caller is gone: stop between stages (AbortError) instead of finishing for nobody. */
  signal?: AbortSignal;
}

/** Which code a failed check gives (the order of FACE_CODES decides between several). */
const CODE_OF: Record<string, FaceCode> = {
  size: 'face_video_too_large',
  extension: 'face_video_type_invalid',
  container: 'face_video_type_invalid',
  decode: 'face_video_type_invalid',
  duration: 'face_video_too_short',
  face_present: 'face_not_found',
  single_face: 'face_multiple',
  face_size: 'face_too_small',
  motion: 'face_still_image',
  sharpness: 'face_blurry',
  portrait_face: 'face_not_match',
  face_match: 'face_not_match',
};

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** What the name ends with, for the check's value (truncated: it is the client's text). */
const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? 'none' : fileName.slice(dot + 1, dot + 9).toLowerCase();
};

function verdictOf(
  list: CheckList<FaceCode>,
  extra: { score?: number; frames?: number },
): FaceVerdict {
  const failed = new Set(list.checks.filter((c) => !c.passed).map((c) => CODE_OF[c.name]));
  const code = FACE_CODES.find((c) => failed.has(c));
  return { ok: code === undefined, ...(code ? { code } : {}), checks: list.checks, ...extra };
}

type FaceDetection = Awaited<ReturnType<FaceModels['faceapi']['detectAllFaces']>>[number];

interface FrameFaces {
  frame: RgbFrame;
  faces: FaceDetection[];
}

/** An RGB picture as the tensor face-api takes (int32, height × width × 3). */
function tensorOf(models: FaceModels, image: RgbFrame) {
  return models.faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
}

/**
 * The faces on one frame. SSD MobileNet finds faces of every size from ~70 px at its 512-px input
 * (so above ~18 % of a 3:4 frame's shorter side): below that, a far-away face would read as no
 * face at all. So when it finds nothing, the tiny detector (good on small faces, poor at their
 * size and on large ones) points at candidates, and SSD looks again at a crop around each, where
 * the face is large: what it confirms counts, with SSD's box mapped back onto the frame.
 */
async function detectFrame(models: FaceModels, frame: RgbFrame): Promise<FaceDetection[]> {
  const { faceapi } = models;
  const ssd = new faceapi.SsdMobilenetv1Options({ minConfidence: FRAME_MIN_SCORE });
  const tensor = tensorOf(models, frame);
  try {
    const faces = await faceapi.detectAllFaces(tensor, ssd);
    if (faces.length > 0) return faces;
    const hints = await faceapi.detectAllFaces(
      tensor,
      new faceapi.TinyFaceDetectorOptions({
        inputSize: HINT_INPUT_SIZE,
        scoreThreshold: HINT_MIN_SCORE,
      }),
    );
    const confirmed: FaceDetection[] = [];
    for (const hint of hints.slice(0, HINT_MAX)) {
      const side = Math.min(
        frame.width,
        frame.height,
        Math.round(hint.box.width * HINT_CROP_SCALE),
      );
      const cx = hint.box.x + hint.box.width / 2;
      const cy = hint.box.y + hint.box.height / 2;
      const x = Math.round(Math.min(Math.max(0, cx - side / 2), frame.width - side));
      const y = Math.round(Math.min(Math.max(0, cy - side / 2), frame.height - side));
      const crop = faceapi.tf.slice3d(tensor, [y, x, 0], [side, side, 3]);
      try {
        for (const face of await faceapi.detectAllFaces(crop, ssd)) {
          const box = {
            x: x + face.box.x,
            y: y + face.box.y,
            width: face.box.width,
            height: face.box.height,
          };
          if (confirmed.some((c) => overlaps(c.box, box))) continue;
          const relative = new faceapi.Rect(
            box.x / frame.width,
            box.y / frame.height,
            box.width / frame.width,
            box.height / frame.height,
          );
          confirmed.push(
            new faceapi.FaceDetection(face.score, relative, {
              width: frame.width,
              height: frame.height,
            }),
          );
        }
      } finally {
        crop.dispose();
      }
    }
    return confirmed;
  } finally {
    tensor.dispose();
  }
}

/** Whether two boxes are the same face (intersection over the smaller box's area above a half). */
function overlaps(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return false;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height) > 0.5;
}

/** The faces of every frame, one frame after the other (the machine is shared). */
async function detectFrames(models: FaceModels, frames: RgbFrame[]): Promise<FrameFaces[]> {
  const found: FrameFaces[] = [];
  for (const frame of frames) found.push({ frame, faces: await detectFrame(models, frame) });
  return found;
}

/** The 128-d descriptor of a face already found on `frame` (landmarks, alignment, recognition net). */
async function describe(models: FaceModels, frame: RgbFrame, detection: FaceDetection) {
  const tensor = tensorOf(models, frame);
  try {
    const result = await new models.faceapi.DetectSingleFaceLandmarksTask(
      Promise.resolve({ detection }),
      tensor,
      false,
    ).withFaceDescriptor();
    return result?.descriptor;
  } finally {
    tensor.dispose();
  }
}

interface PortraitFace {
  score: number;
  descriptor: Float32Array;
}

/**
 * The face printed on the card (small: ~130 px on a 1200-px photo of the card), with a low
 * minimum confidence and the most confident face when there are several; the picture turned a
 * quarter either way when nothing is found upright (a phone photo whose EXIF rotation the
 * decoder does not apply).
 */
async function findPortraitFace(
  models: FaceModels,
  bytes: Uint8Array,
): Promise<PortraitFace | undefined> {
  const type = sniff(bytes);
  if (type !== 'jpeg' && type !== 'png') return undefined;
  const image = await decodeImage(bytes, type, PORTRAIT_MAX_SIDE);
  if (!image) return undefined;
  const options = new models.faceapi.SsdMobilenetv1Options({ minConfidence: PORTRAIT_MIN_SCORE });
  for (const turns of [0, 1, 3] as const) {
    const tensor = tensorOf(models, turns === 0 ? image : rotateQuarter(image, turns));
    try {
      const faces = await models.faceapi
        .detectAllFaces(tensor, options)
        .withFaceLandmarks()
        .withFaceDescriptors();
      const best = faces.sort((a, b) => b.detection.score - a.detection.score)[0];
      if (best) return { score: best.detection.score, descriptor: best.descriptor };
    } finally {
      tensor.dispose();
    }
  }
  return undefined;
}

/**
 * The card's face by the picture's hash: a customer who retakes the video is matched against the
 * same card again (and the tests check many videos against one card). A few dozen descriptors.
 */
const portraitCache = new Map<string, PortraitFace | undefined>();
const PORTRAIT_CACHE_SIZE = 32;

async function portraitFace(
  models: FaceModels,
  bytes: Uint8Array,
): Promise<PortraitFace | undefined> {
  const key = createHash('sha256').update(bytes).digest('hex');
  if (portraitCache.has(key)) return portraitCache.get(key);
  const face = await findPortraitFace(models, bytes);
  portraitCache.set(key, face);
  // Maps iterate in insertion order: the first key is the oldest.
  for (const stale of portraitCache.keys()) {
    if (portraitCache.size <= PORTRAIT_CACHE_SIZE) break;
    portraitCache.delete(stale);
  }
  return face;
}

/** The face checks on decoded frames, recorded in `list`; the match score when there was a face. */
async function checkFaces(
  list: CheckList<FaceCode>,
  frames: RgbFrame[],
  portrait: Uint8Array,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const models = await faceModels();
  const detected = await detectFrames(models, frames);
  signal?.throwIfAborted();
  const n = detected.length;

  const withFace = detected.filter((d) => d.faces.length > 0).length;
  list.record('face_present', withFace >= FACE_MIN_FRAME_SHARE * n, withFace);
  const crowded = detected.filter((d) => d.faces.length > 1).length;
  const mostFaces = Math.max(0, ...detected.map((d) => d.faces.length));
  list.record('single_face', crowded < Math.max(1, MULTIPLE_MIN_FRAME_SHARE * n), mostFaces);

  // The rest is measured on the frames with exactly one face.
  const single = detected.flatMap(({ frame, faces }) => {
    const detection = faces.length === 1 ? faces[0] : undefined;
    if (!detection) return [];
    const { x, y, width, height } = detection.box;
    return [
      { frame, detection, box: clampBox({ x, y, width, height }, frame.width, frame.height) },
    ];
  });
  const first = single[0];
  if (!first) return undefined;

  const ratio = median(single.map((s) => s.box.width / Math.min(s.frame.width, s.frame.height)));
  list.record('face_size', ratio >= FACE_MIN_WIDTH_RATIO, round(ratio));

  const greys = single.map((s) => greyOfRgb(s.frame));
  const region = clampBox(
    unionBox(single.map((s) => s.box)),
    first.frame.width,
    first.frame.height,
  );
  const [firstGrey, ...others] = greys;
  const motion = firstGrey
    ? Math.max(0, ...others.map((g) => regionDifference(firstGrey, g, region)))
    : 0;
  list.record('motion', motion >= STILL_MIN_DIFFERENCE, round(motion));

  const sharpness = Math.max(
    ...single.map((s, i) => (greys[i] ? faceSharpness(greys[i], s.box) : 0)),
  );
  list.record('sharpness', sharpness >= FACE_MIN_SHARPNESS, round(sharpness));

  signal?.throwIfAborted();
  const card = await portraitFace(models, portrait);
  list.record('portrait_face', card !== undefined, card ? round(card.score) : 'none');
  if (!card) return undefined;
  // The median over the most confident frames: steadier than any one frame (a blink, a turn).
  const distances: number[] = [];
  const best = [...single]
    .sort((a, b) => b.detection.score - a.detection.score)
    .slice(0, MATCH_FRAMES);
  for (const { frame, detection } of best) {
    const descriptor = await describe(models, frame, detection);
    if (descriptor) distances.push(models.faceapi.euclideanDistance(descriptor, card.descriptor));
  }
  if (distances.length === 0) return undefined;
  const score = round(matchScore(median(distances)));
  list.record('face_match', score >= FACE_MIN_MATCH_SCORE, score);
  return score;
}

/** The 413 answer for a video of `size` bytes, over the limit (read no further than counting it). */
export function videoTooLarge(size: number): Answer<FaceVerdict> {
  const list = new CheckList<FaceCode>();
  list.record('size', false, size);
  return { status: 413, verdict: verdictOf(list, {}) };
}

/**
 * The verdict on a face video, with the status it is answered with (413/415 refused unread).
 * It takes both cores for a second or two: the route runs one at a time in a bounded queue.
 */
export function checkFaceVideo(
  input: FaceCheckInput,
  options: FaceCheckOptions = {},
): Promise<Answer<FaceVerdict>> {
  return runCheck(input, options);
}

async function runCheck(
  input: FaceCheckInput,
  options: FaceCheckOptions,
): Promise<Answer<FaceVerdict>> {
  const list = new CheckList<FaceCode>();
  const maxBytes = options.maxBytes ?? EKYC_LIMITS.videoMaxBytes;
  const refuse = (status: number) => ({ status, verdict: verdictOf(list, {}) });

  if (input.video.length > maxBytes) return videoTooLarge(input.video.length);
  list.record('size', true, input.video.length);
  const extension = videoExtension(input.fileName);
  list.record('extension', extension !== undefined, extension ?? extensionOf(input.fileName));
  const container = sniffVideo(input.video);
  list.record('container', container !== 'unknown', container);
  if (!extension || container === 'unknown') return refuse(415);

  const decoded = await decodeVideo(input.video, container, {
    maxFrames: FACE_FRAMES,
    ...options.decode,
  });
  list.record(
    'decode',
    decoded !== undefined && decoded.frames.length > 0,
    decoded ? decoded.frames.length : 'unreadable',
  );
  if (!decoded || decoded.frames.length === 0) return refuse(415);
  options.signal?.throwIfAborted();
  const frames = decoded.frames.length;
  list.record('duration', decoded.duration >= EKYC_LIMITS.videoMinSeconds, round(decoded.duration));
  if (decoded.duration < EKYC_LIMITS.videoMinSeconds) {
    return { status: 200, verdict: verdictOf(list, { frames }) };
  }

  const score = await checkFaces(list, decoded.frames, input.portrait, options.signal);
  return {
    status: 200,
    verdict: verdictOf(list, { frames, ...(score === undefined ? {} : { score }) }),
  };
}
