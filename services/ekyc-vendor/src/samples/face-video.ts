/**
 * Generated face videos for the vendor's tests, the README's samples and the e2e fake camera:
 * the demo customer of SAMPLE_PORTRAIT (the face on the sample card) filmed from a photo that
 * @vladmandic/face-api ships, made to move with a slow zoom and drift so it passes the still-image
 * check, plus one video per failure. Encoded by the same static ffmpeg the check decodes with.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Box } from '../document/raster';
import { runFfmpeg } from '../face/frames';
import { faceApiDemoPath, SAMPLE_PORTRAIT } from './portrait';

/** A person's head and shoulders (3:4) in a demo photo, with nobody else's face inside. */
interface Shot {
  photo: string;
  region: Box;
}

/** Portrait (3:4) regions are 480 × 640 px of the 1920-px demo photos. */
const PORTRAIT_REGION = { width: 480, height: 640 } as const;

/** Centred on the card's portrait crop: the same woman, a little more room around her head. */
const CUSTOMER: Shot = {
  photo: SAMPLE_PORTRAIT.sample,
  region: {
    x: Math.round(
      SAMPLE_PORTRAIT.crop.x + SAMPLE_PORTRAIT.crop.width / 2 - PORTRAIT_REGION.width / 2,
    ),
    y: Math.round(
      SAMPLE_PORTRAIT.crop.y + SAMPLE_PORTRAIT.crop.height / 2 - PORTRAIT_REGION.height / 2,
    ),
    ...PORTRAIT_REGION,
  },
};

/**
 * Another woman (the left one of sample6.jpg), for the match to fail on: of the 22 faces of the
 * demo photos, one of the farthest from the card's face (descriptor distance 0.83; most are
 * 0.6–0.8, one is 0.57).
 */
const OTHER_PERSON: Shot = {
  photo: 'sample6.jpg',
  region: { x: 115, y: 292, ...PORTRAIT_REGION },
};

/** The two women on the left of the customer's photo, side by side (4:3). */
const TWO_PEOPLE: Shot = {
  photo: SAMPLE_PORTRAIT.sample,
  region: { x: 380, y: 40, width: 1060, height: 795 },
};

/** The wall and posters at the top left of sample1.jpg, clear of the first woman's hair: no face. */
const NO_FACE: Shot = {
  photo: 'sample1.jpg',
  region: { x: 0, y: 0, width: 360, height: 480 },
};

export type FaceSampleName =
  | 'face-ok'
  | 'face-still'
  | 'face-two'
  | 'face-none'
  | 'face-small'
  | 'face-other'
  | 'face-blurry'
  | 'face-short';

export type FaceSampleFormat = 'webm' | 'mp4' | 'mkv' | 'mov';

interface SampleSpec {
  shot: Shot;
  /** false: the same picture in every frame (a photo held in front of the camera). */
  moving: boolean;
  /** The picture drawn this fraction of the frame's width, on a plain background. */
  shrink?: number;
  /** Gaussian blur sigma in px of a 360-px-wide frame, scaled with the width (an out-of-focus camera). */
  blur?: number;
  /** Length in seconds when not the options' (a too short clip). */
  seconds?: number;
}

export const FACE_SAMPLE_SPECS: Readonly<Record<FaceSampleName, Readonly<SampleSpec>>> = {
  'face-ok': { shot: CUSTOMER, moving: true },
  'face-still': { shot: CUSTOMER, moving: false },
  'face-two': { shot: TWO_PEOPLE, moving: true },
  'face-none': { shot: NO_FACE, moving: true },
  'face-small': { shot: CUSTOMER, moving: true, shrink: 0.25 },
  'face-other': { shot: OTHER_PERSON, moving: true },
  'face-blurry': { shot: CUSTOMER, moving: true, blur: 1.5 },
  'face-short': { shot: CUSTOMER, moving: true, seconds: 1 },
};

export interface FaceVideoOptions {
  /** The frame's width in px; the height follows the shot (3:4 upright, 4:3 for two people). */
  width?: number;
  seconds?: number;
  fps?: number;
  format?: FaceSampleFormat;
}

const DEFAULT_VIDEO = { width: 360, seconds: 4, fps: 15, format: 'webm' } as const;

/** The plain background of the shrunk shot and of the fake camera's sides. */
const BACKDROP = '0x4a5058';
const ENCODE_TIMEOUT_MS = 60_000;

const even = (n: number) => 2 * Math.round(n / 2);
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The filter drawing `spec` on a `width` × `height` frame: the region cut out of the photo, then
 * a slow zoom (1.08–1.16) and drift, one full cycle over the clip so a looped clip has no jump;
 * `on` is the output frame number, `frames` the clip's frame count.
 */
function sceneFilter(spec: SampleSpec, width: number, height: number, fps: number, frames: number) {
  const { x, y, width: w, height: h } = spec.shot.region;
  const cycle = `2*PI*on/${frames}`;
  const zoom = spec.moving ? `1.12+0.04*sin(${cycle})` : '1.12';
  const panX = spec.moving ? `(iw-iw/zoom)/2*(1+0.8*sin(${cycle}+1))` : '(iw-iw/zoom)/2';
  const panY = spec.moving ? `(ih-ih/zoom)/2*(1+0.8*cos(${cycle}))` : '(ih-ih/zoom)/2';
  const inner = spec.shrink
    ? { width: even(width * spec.shrink), height: even(height * spec.shrink) }
    : { width, height };
  const filters = [
    `[0:v]crop=${w}:${h}:${x}:${y}`,
    `zoompan=z='${zoom}':x='${panX}':y='${panY}':d=1:s=${inner.width}x${inner.height}:fps=${fps}`,
  ];
  if (spec.blur) filters.push(`gblur=sigma=${round2((spec.blur * width) / 360)}`);
  if (!spec.shrink) return `${filters.join(',')},format=yuv420p[v]`;
  // The small picture wanders over a plain frame (overlay's x/y are evaluated every frame).
  const seconds = frames / fps;
  const freeX = width - inner.width;
  const freeY = height - inner.height;
  return [
    `color=c=${BACKDROP}:s=${width}x${height}:r=${fps}:d=${seconds}[bg]`,
    `${filters.join(',')}[fg]`,
    `[bg][fg]overlay=x='${freeX / 2}+${Math.round(freeX / 4)}*sin(2*PI*t/${seconds})':y='${freeY / 2}+${Math.round(freeY / 4)}*cos(2*PI*t/${seconds})':shortest=1,format=yuv420p[v]`,
  ].join(';');
}

const ENCODERS: Record<FaceSampleFormat | 'y4m', string[]> = {
  webm: ['-c:v', 'libvpx', '-b:v', '800k', '-deadline', 'good', '-cpu-used', '4', '-f', 'webm'],
  mkv: ['-c:v', 'libvpx', '-b:v', '800k', '-deadline', 'good', '-cpu-used', '4', '-f', 'matroska'],
  mp4: [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
  ],
  mov: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-f', 'mov'],
  y4m: ['-f', 'yuv4mpegpipe'],
};

async function encode(
  file: string,
  filter: string,
  photo: string,
  seconds: number,
  fps: number,
  encoder: string[],
) {
  const run = await runFfmpeg(
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loop',
      '1',
      '-framerate',
      String(fps),
      '-t',
      String(seconds),
      '-i',
      faceApiDemoPath(photo),
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      '-an',
      // Same bytes for the same options (no encoder or muxer version stamped in).
      '-fflags',
      '+bitexact',
      '-threads',
      '1',
      ...encoder,
      file,
    ],
    0,
    ENCODE_TIMEOUT_MS,
  );
  if (run.code !== 0) throw new Error(`ffmpeg could not write ${file}: ${run.log.slice(-2000)}`);
}

/** Writes one sample video to `file`. */
export async function writeFaceVideo(
  file: string,
  name: FaceSampleName,
  options: FaceVideoOptions = {},
): Promise<string> {
  const { width, seconds, fps, format } = { ...DEFAULT_VIDEO, ...options };
  const spec = FACE_SAMPLE_SPECS[name];
  const region = spec.shot.region;
  const height = even((width * region.height) / region.width);
  const length = spec.seconds ?? seconds;
  const filter = sceneFilter(spec, even(width), height, fps, Math.round(length * fps));
  await encode(file, filter, spec.shot.photo, length, fps, ENCODERS[format]);
  return file;
}

/**
 * The video for Chromium's `--use-file-for-fake-video-capture`: face-ok at 640 × 480 (a webcam's
 * shape: the upright shot in the middle, plain sides), raw YUV 4:2:0 in a .y4m, looped by the
 * browser without a jump. Raw frames are big: 10 fps keeps 4 s at ~18 MB.
 */
export async function writeFakeCameraVideo(file: string, seconds = 4, fps = 10): Promise<string> {
  const frames = Math.round(seconds * fps);
  const scene = sceneFilter(FACE_SAMPLE_SPECS['face-ok'], 360, 480, fps, frames).replace(
    /\[v\]$/,
    `,pad=640:480:140:0:color=${BACKDROP}[v]`,
  );
  await encode(file, scene, FACE_SAMPLE_SPECS['face-ok'].shot.photo, seconds, fps, ENCODERS.y4m);
  return file;
}

/** The sample files `writeFaceSamples` writes: name → what it is for. */
export const FACE_SAMPLE_FILES = {
  'face-ok.webm': 'the demo customer (the sample card’s face), moving: passes',
  'face-ok.mp4': 'the same as H.264 in MP4: passes',
  'face-still.webm': 'the same photo without motion: face_still_image',
  'face-two.webm': 'two people: face_multiple',
  'face-none.webm': 'a wall, no face: face_not_found',
  'face-small.webm': 'the customer far away: face_too_small',
  'face-other.webm': 'another person, moving: face_not_match against the sample card',
  'face-blurry.webm': 'the customer out of focus: face_blurry',
  'face-short.webm': 'one second: face_video_too_short',
  'face-fake-camera.y4m': 'face-ok at 640×480 for Chromium’s --use-file-for-fake-video-capture',
} as const;

/**
 * Writes every face sample into `dir` (created when missing), one after the other (ffmpeg on a
 * single thread each: the machine is shared). Returns the paths written.
 */
export async function writeFaceSamples(
  dir: string,
  options: Omit<FaceVideoOptions, 'format'> = {},
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const file of Object.keys(FACE_SAMPLE_FILES)) {
    const target = path.join(dir, file);
    const [name, format] = file.split('.') as [string, string];
    if (format === 'y4m') await writeFakeCameraVideo(target);
    else
      await writeFaceVideo(target, name as FaceSampleName, {
        ...options,
        format: format as FaceSampleFormat,
      });
    written.push(target);
  }
  return written;
}
