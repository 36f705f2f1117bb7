/**
 * A face video's duration and a few evenly spaced frames, decoded by the static ffmpeg that
 * @ffmpeg-installer ships (no system package to install). ffmpeg runs without a shell on a
 * temporary copy of the upload (mp4/mov keep their index at the end, which a pipe cannot seek
 * to), under a timeout, and hands the frames back as raw RGB on its stdout, already shrunk.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** One decoded frame: RGB, 8 bits a channel, row by row. */
export interface RgbFrame {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface DecodedVideo {
  /** Seconds between the first decoded frame and the end of the last (of what was read). */
  duration: number;
  /** Evenly spaced over the video, in order. */
  frames: RgbFrame[];
}

export interface DecodeOptions {
  /** Frames are shrunk to fit this square (px): the face detector looks at ~416 px anyway. */
  maxSide?: number;
  /** How many frames a second are taken before thinning them out to `maxFrames`. */
  sampleFps?: number;
  maxFrames?: number;
  /** Only the start is read: a long video cannot keep the decoder busy. */
  maxSeconds?: number;
  timeoutMs?: number;
}

const DEFAULTS = {
  maxSide: 480,
  sampleFps: 3,
  maxFrames: 8,
  maxSeconds: 16,
  timeoutMs: 20_000,
} satisfies Required<DecodeOptions>;

/** ffmpeg's messages kept for the dimensions and for an error (the frame log is parsed, not kept). */
const STDERR_KEEP_BYTES = 64 * 1024;

export class VideoDecodeTimeoutError extends Error {
  override name = 'VideoDecodeTimeoutError';
}

let binary: string | undefined;

/** The ffmpeg executable of @ffmpeg-installer/ffmpeg (the platform package npm installed). */
export function ffmpegPath(): string {
  if (!binary) {
    const require = createRequire(import.meta.url);
    binary = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  }
  return binary;
}

interface Run {
  code: number | null;
  stdout: Buffer;
  /** Non-frame log lines (capped). */
  log: string;
  /** pts_time of every decoded frame, in decoding order. */
  times: number[];
}

/** Runs ffmpeg with `args` (no shell), collecting at most `stdoutCap` bytes of its stdout. */
export function runFfmpeg(args: string[], stdoutCap: number, timeoutMs: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stdoutBytes = 0;
    let log = '';
    let pending = '';
    const times: number[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new VideoDecodeTimeoutError(`ffmpeg took longer than ${timeoutMs} ms`));
    }, timeoutMs);

    child.stdout.on('data', (chunk: Buffer) => {
      if (stdoutBytes >= stdoutCap) return;
      const room = stdoutCap - stdoutBytes;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(kept);
      stdoutBytes += kept.length;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      const lines = (pending + text).split(/\r?\n|\r/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const time = /Parsed_showinfo.* pts_time:\s*(-?[\d.]+)/.exec(line);
        if (time) times.push(Number(time[1]));
        else if (!line.includes('Parsed_showinfo') && log.length < STDERR_KEEP_BYTES) {
          log += `${line}\n`;
        }
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(chunks), log: log + pending, times });
    });
  });
}

/** The size of the raw frames ffmpeg writes, from its "Output #0 … rgb24, WxH" line. */
function outputSize(log: string): { width: number; height: number } | undefined {
  const match = /Output #0[\s\S]*?Video: rawvideo[^\n]*?rgb24[^\n]*?, (\d+)x(\d+)/.exec(log);
  if (!match) return undefined;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** `count` indices spread evenly over 0…length-1, first and last included. */
export function evenlySpaced(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  if (count === 1) return [Math.floor(length / 2)];
  return Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1)));
}

/** The time the decoded frames span, the last frame's own duration included. */
function spanOf(times: number[]): number {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined || times.length < 2) return 0;
  return (last - first) * (times.length / (times.length - 1));
}

/** ffmpeg's arguments for raw RGB out of `input`, shrunk to fit `maxSide` (never enlarged). */
const rawRgbOut = (filters: string, maxSide: number) => [
  '-vf',
  `${filters}scale=w='min(${maxSide},iw)':h='min(${maxSide},ih)':force_original_aspect_ratio=decrease`,
  '-f',
  'rawvideo',
  '-pix_fmt',
  'rgb24',
  'pipe:1',
];

/**
 * The demuxer ffmpeg is told to use, from the type the bytes were recognised as: never left to
 * probe, so a crafted file cannot pass for a playlist or another format that opens more files.
 */
const DEMUXER = {
  webm: 'matroska',
  matroska: 'matroska',
  mp4: 'mov',
  mov: 'mov',
  jpeg: 'jpeg_pipe',
  png: 'png_pipe',
} as const;
export type MediaType = keyof typeof DEMUXER;

/** Input options: the file only (no network, no other protocol), read with `type`'s demuxer. */
const inputArgs = (type: MediaType, input: string) => [
  '-protocol_whitelist',
  'file',
  '-f',
  DEMUXER[type],
  '-i',
  input,
];

/** Calls `use` with the path of a temporary copy of `bytes`, removed afterwards. */
async function withTempFile<T>(bytes: Uint8Array, use: (input: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ekyc-face-'));
  try {
    const input = path.join(dir, 'input');
    await writeFile(input, bytes);
    return await use(input);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A photo (jpg or png, already recognised by its bytes) as RGB no larger than `maxSide`: ffmpeg
 * decodes and shrinks in a few milliseconds what pure-JS decoding takes a second or two over, and
 * never holds a 24-megapixel picture in JS memory. Undefined when it cannot be decoded.
 */
export async function decodeImage(
  bytes: Uint8Array,
  type: 'jpeg' | 'png',
  maxSide: number,
  timeoutMs = DEFAULTS.timeoutMs,
): Promise<RgbFrame | undefined> {
  return withTempFile(bytes, async (input) => {
    const run = await runFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        ...inputArgs(type, input),
        '-frames:v',
        '1',
        ...rawRgbOut('', maxSide),
      ],
      maxSide * maxSide * 3,
      timeoutMs,
    );
    const size = outputSize(run.log);
    if (run.code !== 0 || !size || run.stdout.length < size.width * size.height * 3)
      return undefined;
    return { ...size, data: new Uint8Array(run.stdout.subarray(0, size.width * size.height * 3)) };
  });
}

/**
 * Decodes `bytes`; undefined when ffmpeg cannot read a video stream out of them (a damaged or
 * disguised file). Throws `VideoDecodeTimeoutError` when the decoder overruns: not the file's
 * fault, so not a verdict.
 */
export async function decodeVideo(
  bytes: Uint8Array,
  type: 'webm' | 'matroska' | 'mp4' | 'mov',
  options: DecodeOptions = {},
): Promise<DecodedVideo | undefined> {
  const { maxSide, sampleFps, maxFrames, maxSeconds, timeoutMs } = { ...DEFAULTS, ...options };
  return withTempFile(bytes, async (input) => {
    const frameBytes = maxSide * maxSide * 3;
    const stdoutCap = (Math.ceil(maxSeconds * sampleFps) + 2) * frameBytes;
    const run = await runFfmpeg(
      [
        '-hide_banner',
        '-nostdin',
        '-nostats',
        '-t',
        String(maxSeconds),
        ...inputArgs(type, input),
        '-map',
        '0:v:0',
        '-an',
        '-sn',
        '-dn',
        // showinfo first logs every decoded frame's time (the duration, even for a webm from
        // MediaRecorder, whose header has none); then a few frames a second, shrunk.
        ...rawRgbOut(`showinfo,fps=${sampleFps},`, maxSide),
      ],
      stdoutCap,
      timeoutMs,
    );
    const size = outputSize(run.log);
    if (run.code !== 0 || !size || run.stdout.length === 0) return undefined;
    const perFrame = size.width * size.height * 3;
    const count = Math.floor(run.stdout.length / perFrame);
    const frames = evenlySpaced(count, maxFrames).map((i) => ({
      width: size.width,
      height: size.height,
      data: new Uint8Array(run.stdout.subarray(i * perFrame, (i + 1) * perFrame)),
    }));
    return { duration: spanOf(run.times), frames };
  });
}
