/**
 * The face check on generated videos (src/samples/face-video.ts), one per check: small ones
 * (320 px wide, 3 s at 6 fps) written once into a temporary folder. The face models load once
 * for the file. The failures are looked at on 3 frames instead of 6, to keep the file fast: every
 * decision is a share of the frames or a value of the best ones, so the count does not change
 * them; the passing video is checked as in production.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderBlank, renderCard } from '../samples/card';
import { type FaceSampleFormat, type FaceSampleName, writeFaceVideo } from '../samples/face-video';
import { checkFaceVideo, type FaceVerdict } from './check-video';
import { decodeVideo, runFfmpeg } from './frames';
import { faceModels } from './models';
import {
  FACE_MIN_MATCH_SCORE,
  FACE_MIN_SHARPNESS,
  FACE_MIN_WIDTH_RATIO,
  STILL_MIN_DIFFERENCE,
} from './thresholds';

const VIDEO = { width: 320, seconds: 3, fps: 6 } as const;

const SAMPLES: [FaceSampleName, FaceSampleFormat][] = [
  ['face-ok', 'webm'],
  ['face-ok', 'mp4'],
  ['face-still', 'webm'],
  ['face-two', 'webm'],
  ['face-none', 'webm'],
  ['face-small', 'webm'],
  ['face-other', 'webm'],
  ['face-blurry', 'webm'],
  ['face-short', 'webm'],
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'ekyc-face-test-'));
const videos = new Map<string, Uint8Array>();
let card: Uint8Array;

beforeAll(async () => {
  card = renderCard({ side: 'front' });
  for (const [name, format] of SAMPLES) {
    const file = path.join(dir, `${name}.${format}`);
    await writeFaceVideo(file, name, { ...VIDEO, format });
    videos.set(`${name}.${format}`, readFileSync(file));
  }
  await faceModels();
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const video = (file: string) => {
  const bytes = videos.get(file);
  if (!bytes) throw new Error(`no sample ${file}`);
  return bytes;
};

/** A failing sample's check, on 3 frames. */
const check = (file: string, fileName = file, portrait = card, maxFrames = 3) =>
  checkFaceVideo({ video: video(file), fileName, portrait }, { decode: { maxFrames } });

const checkOf = (verdict: FaceVerdict, name: string) => verdict.checks.find((c) => c.name === name);
const failedChecks = (verdict: FaceVerdict) =>
  verdict.checks.filter((c) => !c.passed).map((c) => c.name);

const SLOW = 60_000;

describe('decoding', () => {
  it.each([
    ['face-ok.webm', 'webm'],
    ['face-ok.mp4', 'mp4'],
  ] as const)(
    'reads %s: its length and 6 evenly spaced frames, shrunk',
    async (file, container) => {
      const decoded = await decodeVideo(video(file), container, {
        maxFrames: 6,
        maxSide: 240,
      });
      expect(decoded?.duration).toBeCloseTo(3, 1);
      expect(decoded?.frames).toHaveLength(6);
      expect(decoded?.frames[0]).toMatchObject({ width: 180, height: 240 });
    },
  );

  it('reads the length of a webm whose header has none, as MediaRecorder writes it', async () => {
    const live = path.join(dir, 'live.webm');
    const run = await runFfmpeg(
      [
        '-v',
        'error',
        '-i',
        path.join(dir, 'face-ok.webm'),
        '-c',
        'copy',
        '-live',
        '1',
        '-f',
        'webm',
        live,
      ],
      0,
      30_000,
    );
    expect(run.code).toBe(0);
    const decoded = await decodeVideo(readFileSync(live), 'webm', { maxFrames: 2, maxSide: 120 });
    expect(decoded?.duration).toBeCloseTo(3, 1);
  });
});

describe('checkFaceVideo', () => {
  it(
    'passes the demo customer moving, matched against the sample card',
    async () => {
      const { status, verdict } = await checkFaceVideo({
        video: video('face-ok.webm'),
        fileName: 'face-ok.webm',
        portrait: card,
      });
      expect(status).toBe(200);
      expect(failedChecks(verdict)).toEqual([]);
      expect(verdict).toMatchObject({ ok: true, frames: 6 });
      expect(verdict.code).toBeUndefined();
      expect(verdict.score).toBeGreaterThan(0.8);
      expect(verdict.checks.map((c) => c.name)).toEqual([
        'size',
        'extension',
        'container',
        'decode',
        'duration',
        'face_present',
        'single_face',
        'face_size',
        'motion',
        'sharpness',
        'portrait_face',
        'face_match',
      ]);
      expect(checkOf(verdict, 'face_present')?.value).toBe(6);
      expect(checkOf(verdict, 'container')?.value).toBe('webm');
    },
    SLOW,
  );

  it(
    'refuses the same photo without motion: face_still_image',
    async () => {
      const { status, verdict } = await check('face-still.webm');
      expect(status).toBe(200);
      expect(verdict).toMatchObject({ ok: false, code: 'face_still_image' });
      expect(failedChecks(verdict)).toEqual(['motion']);
      expect(checkOf(verdict, 'motion')?.value).toBeLessThan(STILL_MIN_DIFFERENCE);
    },
    SLOW,
  );

  it(
    'refuses two people: face_multiple',
    async () => {
      const { verdict } = await check('face-two.webm');
      expect(verdict).toMatchObject({ ok: false, code: 'face_multiple' });
      expect(checkOf(verdict, 'single_face')).toEqual({
        name: 'single_face',
        passed: false,
        value: 2,
      });
    },
    SLOW,
  );

  it(
    'refuses a video without a face: face_not_found',
    async () => {
      const { verdict } = await check('face-none.webm');
      expect(verdict).toMatchObject({ ok: false, code: 'face_not_found', frames: 3 });
      expect(checkOf(verdict, 'face_present')).toEqual({
        name: 'face_present',
        passed: false,
        value: 0,
      });
      expect(verdict.score).toBeUndefined();
    },
    SLOW,
  );

  it(
    'finds a far-away face and refuses it: face_too_small',
    async () => {
      const { verdict } = await check('face-small.webm');
      expect(verdict).toMatchObject({ ok: false, code: 'face_too_small' });
      expect(checkOf(verdict, 'face_present')?.passed).toBe(true);
      expect(checkOf(verdict, 'face_size')?.value).toBeLessThan(FACE_MIN_WIDTH_RATIO);
    },
    SLOW,
  );

  it(
    'refuses an out-of-focus video: face_blurry',
    async () => {
      const { verdict } = await check('face-blurry.webm');
      expect(verdict).toMatchObject({ ok: false, code: 'face_blurry' });
      expect(failedChecks(verdict)).toEqual(['sharpness']);
      expect(checkOf(verdict, 'sharpness')?.value).toBeLessThan(FACE_MIN_SHARPNESS);
    },
    SLOW,
  );

  it(
    'refuses another person than the card’s: face_not_match, with the score',
    async () => {
      const { verdict } = await check('face-other.webm');
      expect(verdict).toMatchObject({ ok: false, code: 'face_not_match' });
      expect(failedChecks(verdict)).toEqual(['face_match']);
      expect(verdict.score).toBeLessThan(FACE_MIN_MATCH_SCORE);
      expect(checkOf(verdict, 'face_match')?.value).toBe(verdict.score);
    },
    SLOW,
  );

  it(
    'says face_not_match when the card’s picture has no face on it',
    async () => {
      // 2 frames: only the card's side of the match is in question (3 detector passes on it).
      const { verdict } = await check('face-ok.webm', 'face-ok.webm', renderBlank(), 2);
      expect(verdict).toMatchObject({ ok: false, code: 'face_not_match' });
      expect(checkOf(verdict, 'portrait_face')).toEqual({
        name: 'portrait_face',
        passed: false,
        value: 'none',
      });
      expect(verdict.score).toBeUndefined();
    },
    SLOW,
  );

  it('refuses a one-second clip: face_video_too_short, before looking for a face', async () => {
    const { status, verdict } = await check('face-short.webm');
    expect(status).toBe(200);
    expect(verdict).toMatchObject({ ok: false, code: 'face_video_too_short' });
    expect(checkOf(verdict, 'duration')?.value).toBeCloseTo(1, 1);
    expect(checkOf(verdict, 'face_present')).toBeUndefined();
  });

  it('refuses a JPEG named .mp4 by its bytes: 415 face_video_type_invalid', async () => {
    const { status, verdict } = await checkFaceVideo({
      video: card,
      fileName: 'face.mp4',
      portrait: card,
    });
    expect(status).toBe(415);
    expect(verdict).toMatchObject({ ok: false, code: 'face_video_type_invalid' });
    expect(checkOf(verdict, 'container')).toEqual({
      name: 'container',
      passed: false,
      value: 'unknown',
    });
  });

  it('refuses a .txt, even with a real video inside: 415 face_video_type_invalid', async () => {
    const text = await checkFaceVideo({
      video: new TextEncoder().encode('not a video at all'),
      fileName: 'notes.txt',
      portrait: card,
    });
    expect(text.status).toBe(415);
    expect(failedChecks(text.verdict)).toEqual(['extension', 'container']);

    const renamed = await check('face-ok.webm', 'face.txt');
    expect(renamed.status).toBe(415);
    expect(renamed.verdict).toMatchObject({ ok: false, code: 'face_video_type_invalid' });
    expect(checkOf(renamed.verdict, 'extension')).toEqual({
      name: 'extension',
      passed: false,
      value: 'txt',
    });
  });

  it('refuses a file with a video header and nothing playable behind it: 415', async () => {
    const header = video('face-ok.webm').subarray(0, 200);
    const damaged = new Uint8Array(4000);
    damaged.set(header);
    const { status, verdict } = await checkFaceVideo({
      video: damaged,
      fileName: 'face.webm',
      portrait: card,
    });
    expect(status).toBe(415);
    expect(verdict).toMatchObject({ ok: false, code: 'face_video_type_invalid' });
    expect(checkOf(verdict, 'decode')).toEqual({
      name: 'decode',
      passed: false,
      value: 'unreadable',
    });
  });

  it('refuses a video over the size limit unread: 413 face_video_too_large', async () => {
    const { status, verdict } = await checkFaceVideo(
      { video: video('face-ok.webm'), fileName: 'face.webm', portrait: card },
      { maxBytes: 1000 },
    );
    expect(status).toBe(413);
    expect(verdict).toEqual({
      ok: false,
      code: 'face_video_too_large',
      checks: [{ name: 'size', passed: false, value: video('face-ok.webm').length }],
    });
  });
});
