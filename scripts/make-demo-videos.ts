/// <reference lib="dom" />
/**
 * Makes the demo video clips of the seed (services/api/assets/videos/*.webm): a few seconds of
 * a canvas animation (brand colours, a moving price chart, "Dữ liệu minh họa / Demo data")
 * recorded with MediaRecorder in Debian's Chromium. There is no ffmpeg on the machines, and the
 * clips are kept in the repository, so this runs once by hand, never at start:
 *
 *   npx tsx scripts/make-demo-videos.ts
 *
 * The API seed copies the clips to the public files, where `urlLink: 'demo-app-guide.webm'`
 * finds them.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = path.join(ROOT, 'services/api/assets/videos');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MAX_BYTES = 150 * 1024;

interface Clip {
  file: string;
  title: string;
  subtitle: string;
  seconds: number;
  /** Accent of the chart line. */
  accent: string;
  seed: number;
}

const CLIPS: Clip[] = [
  {
    file: 'demo-market-open.webm',
    title: 'Phiên mở cửa thị trường',
    subtitle: 'Market open',
    seconds: 5,
    accent: '#68bfa6',
    seed: 11,
  },
  {
    file: 'demo-app-guide.webm',
    title: 'Hướng dẫn ứng dụng An Phát',
    subtitle: 'App guide',
    seconds: 5,
    accent: '#f2b84b',
    seed: 23,
  },
  {
    file: 'demo-ekyc-guide.webm',
    title: 'Mở tài khoản eKYC',
    subtitle: 'Open an account with eKYC',
    seconds: 5,
    accent: '#7fb8ef',
    seed: 37,
  },
];

/** Runs in the page: draws the clip on a canvas and records it; resolves to the WebM bytes. */
async function recordInPage(args: {
  clip: Clip;
  fontBase64: string;
  width: number;
  height: number;
}): Promise<{ base64: string; durationMs: number }> {
  const { clip, width, height } = args;
  const font = new FontFace(
    'BeVietnamPro',
    Uint8Array.from(atob(args.fontBase64), (c) => c.charCodeAt(0)),
  );
  await font.load();
  // TypeScript's DOM types lack FontFaceSet's set methods; browsers have had them for years.
  (document.fonts as unknown as Set<FontFace>).add(font);

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');

  // The same deterministic generator as the seed's art, so a clip is the same every run.
  let state = clip.seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const prices: number[] = [];
  let price = 0.5;
  for (let i = 0; i < 240; i++) {
    price = Math.min(0.92, Math.max(0.08, price + (random() - 0.48) * 0.06));
    prices.push(price);
  }

  const draw = (t: number) => {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#00503c');
    gradient.addColorStop(1, '#012a20');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);

    // Grid.
    ctx.strokeStyle = 'rgba(255,255,255,0.08)';
    ctx.lineWidth = 1;
    for (let y = 150; y < height; y += 40) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
      ctx.stroke();
    }

    // The chart scrolls left as time passes.
    const step = 8;
    const offset = Math.floor(t * 30);
    const top = 150;
    const bottom = height - 40;
    ctx.beginPath();
    for (let x = 0; x <= width; x += step) {
      const value = prices[(Math.floor(x / step) + offset) % prices.length] ?? 0.5;
      const y = bottom - value * (bottom - top);
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.strokeStyle = clip.accent;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.lineTo(width, height);
    ctx.lineTo(0, height);
    ctx.closePath();
    ctx.fillStyle = `${clip.accent}26`;
    ctx.fill();

    // Texts: the demo badge on its own line, so a long title never runs into it.
    ctx.font = '600 14px BeVietnamPro';
    const note = 'Dữ liệu minh họa / Demo data';
    const noteWidth = ctx.measureText(note).width;
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(24, 18, noteWidth + 20, 28);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(note, 34, 37);
    ctx.font = '700 28px BeVietnamPro';
    ctx.fillText(clip.title, 32, 88);
    ctx.font = '400 18px BeVietnamPro';
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fillText(clip.subtitle, 32, 116);
    ctx.font = '700 14px BeVietnamPro';
    ctx.fillStyle = clip.accent;
    const brand = 'Chứng khoán An Phát';
    ctx.fillText(brand, width - ctx.measureText(brand).width - 24, 37);
  };

  const stream = canvas.captureStream(20);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 160_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));

  const started = performance.now();
  draw(0);
  recorder.start();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const elapsed = (performance.now() - started) / 1000;
      draw(elapsed);
      if (elapsed < clip.seconds) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const durationMs = performance.now() - started;

  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { base64: btoa(binary), durationMs };
}

/** An EBML variable-length size of `length` bytes. */
function encodeSize(value: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

function readSize(data: Buffer, at: number): { value: number; length: number } {
  const first = data[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (data[at + i] ?? 0);
  return { value, length };
}

/**
 * MediaRecorder writes no duration, so players show a clip as endless and cannot place the
 * seek bar; add `Duration` (milliseconds at the default timecode scale) to the Info element.
 */
function withDuration(webm: Buffer, durationMs: number): Buffer {
  const INFO = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  const at = webm.indexOf(INFO);
  if (at < 0) throw new Error('no Info element in the recording');
  const size = readSize(webm, at + INFO.length);
  const bodyStart = at + INFO.length + size.length;
  const body = webm.subarray(bodyStart, bodyStart + size.value);
  if (body.includes(Buffer.from([0x44, 0x89]))) return webm;
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(Math.round(durationMs));
  const newBody = Buffer.concat([body, Buffer.from([0x44, 0x89, 0x88]), duration]);
  return Buffer.concat([
    webm.subarray(0, at),
    INFO,
    encodeSize(newBody.length, Math.max(size.length, 2)),
    newBody,
    webm.subarray(bodyStart + size.value),
  ]);
}

async function main() {
  const require = createRequire(import.meta.url);
  const fontFile = require.resolve(
    '@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf',
    { paths: [path.join(ROOT, 'services/api')] },
  );
  const fontBase64 = (await readFile(fontFile)).toString('base64');
  await mkdir(OUT_DIR, { recursive: true });

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    // tsx keeps function names with an `__name` helper that exists only in Node; give the page one.
    await page.evaluate('globalThis.__name = (target) => target');
    for (const clip of CLIPS) {
      const { base64, durationMs } = await page.evaluate(recordInPage, {
        clip,
        fontBase64,
        width: 640,
        height: 360,
      });
      const bytes = withDuration(Buffer.from(base64, 'base64'), durationMs);
      if (bytes.length > MAX_BYTES) {
        throw new Error(`${clip.file} is ${bytes.length} bytes, over the ${MAX_BYTES} budget`);
      }
      await writeFile(path.join(OUT_DIR, clip.file), bytes);
      console.log(
        `${clip.file}: ${(bytes.length / 1024).toFixed(1)} KB, ${(durationMs / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
