/**
 * `POST /v1/face/check` over HTTP (fastify.inject): the multipart parts, the statuses and the
 * verdict as the API's client reads it. The answers here need no face model (refused files, a
 * too-short clip); the face checks themselves are check-video.test.ts's, the process they run in
 * face-process.test.ts's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { renderCard } from '../samples/card';
import { writeFaceVideo } from '../samples/face-video';

type Part = string | { bytes: Uint8Array; name: string; type: string };

/** A multipart body as the API's client (fetch with FormData) sends it. */
async function form(parts: Record<string, Part>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([value.bytes.slice()], { type: value.type }), value.name);
  }
  const request = new Request('http://vendor.test/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'ekyc-face-route-'));
let app: FastifyInstance;
let card: Uint8Array;
let short: Uint8Array;

beforeAll(async () => {
  app = await buildApp(loadConfig({ NODE_ENV: 'test' }));
  card = renderCard({ side: 'front' });
  short = readFileSync(
    await writeFaceVideo(path.join(dir, 'short.webm'), 'face-short', { width: 240 }),
  );
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const portrait = () => ({ bytes: card, name: 'front.jpg', type: 'image/jpeg' });
const post = async (parts: Record<string, Part>) =>
  app.inject({ method: 'POST', url: '/v1/face/check', ...(await form(parts)) });

describe('POST /v1/face/check', () => {
  it('answers 200 with the verdict of a video it looked at', async () => {
    const response = await post({
      video: { bytes: short, name: 'face.webm', type: 'video/webm' },
      portrait: portrait(),
    });
    expect(response.statusCode).toBe(200);
    const verdict = response.json();
    expect(verdict).toMatchObject({ ok: false, code: 'face_video_too_short' });
    expect(verdict.frames).toBeGreaterThan(0);
    expect(verdict.checks).toContainEqual({ name: 'container', passed: true, value: 'webm' });
  });

  it('takes the portrait before the video as well', async () => {
    const response = await post({
      portrait: portrait(),
      video: { bytes: short, name: 'face.webm', type: 'video/webm' },
    });
    expect(response.json()).toMatchObject({ code: 'face_video_too_short' });
  });

  it('answers 415 with the verdict for a JPEG named .mp4', async () => {
    const response = await post({
      video: { bytes: card, name: 'face.mp4', type: 'video/mp4' },
      portrait: portrait(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      ok: false,
      code: 'face_video_type_invalid',
      checks: [
        { name: 'size', passed: true, value: card.length },
        { name: 'extension', passed: true, value: 'mp4' },
        { name: 'container', passed: false, value: 'unknown' },
      ],
    });
  });

  it('answers 415 for a .txt', async () => {
    const response = await post({
      video: { bytes: new TextEncoder().encode('hello'), name: 'notes.txt', type: 'text/plain' },
      portrait: portrait(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ ok: false, code: 'face_video_type_invalid' });
  });

  it('answers 413 with the verdict for a video over 20 MB, after reading it to its end', async () => {
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(short.subarray(0, 64));
    const response = await post({
      video: { bytes: big, name: 'face.webm', type: 'video/webm' },
      portrait: portrait(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      ok: false,
      code: 'face_video_too_large',
      checks: [{ name: 'size', passed: false, value: big.length }],
    });
  });

  it.each([
    ['video', (): Record<string, Part> => ({ portrait: portrait() })],
    [
      'portrait',
      (): Record<string, Part> => ({
        video: { bytes: short, name: 'face.webm', type: 'video/webm' },
      }),
    ],
  ])('answers 422 in the errors envelope without the %s part', async (field, parts) => {
    const response = await post(parts());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: [expect.objectContaining({ code: 'required', field })],
    });
  });

  it('answers 415 in the errors envelope to a body that is not multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/face/check',
      payload: { video: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].code).toBe('multipart_required');
  });
});

describe('the face process, from a listening server', () => {
  it('starts when a front is accepted, so the face video finds its models loaded', async () => {
    const fresh = await buildApp(loadConfig({ NODE_ENV: 'test' }));
    const front = async () =>
      fresh.inject({
        method: 'POST',
        url: '/v1/id/check',
        ...(await form({ side: 'front', image: portrait() })),
      });
    const models = async () => (await fresh.inject({ url: '/readyz' })).json().faceModels;
    try {
      // inject() alone never listens: a test app's document checks never start the process.
      expect((await front()).json().ok).toBe(true);
      expect(await models()).toBe('idle');
      await fresh.listen({ host: '127.0.0.1', port: 0 });
      const ready = await fresh.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().faceModels).toBe('idle');
      expect((await front()).json().ok).toBe(true);
      expect(await models()).toBe('loaded');
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /v1/face/check under a flood (a bounded queue, issue 22)', () => {
  let tight: FastifyInstance;
  beforeAll(async () => {
    tight = await buildApp(loadConfig({ NODE_ENV: 'test', FACE_QUEUE: '1' }));
  });
  afterAll(() => tight.close());

  const check = async (signal?: AbortSignal) =>
    tight.inject({
      method: 'POST',
      url: '/v1/face/check',
      ...(await form({
        video: { bytes: short, name: 'face.webm', type: 'video/webm' },
        portrait: portrait(),
      })),
      ...(signal ? { signal } : {}),
    });
  const outcomes = async () =>
    Object.fromEntries(
      (await tight.vendorMetrics.verdicts.get()).values.map((v) => [v.labels.outcome, v.value]),
    );

  const facesWaiting = async () =>
    (
      await tight.vendorMetrics.registry.getSingleMetric('ekyc_vendor_face_checks')!.get()
    ).values.find((v) => v.labels.state === 'waiting')?.value;

  it('answers busy with Retry-After at once when the running check and the queue are taken', async () => {
    const sent = Array.from({ length: 5 }, () => {
      const started = performance.now();
      return check().then((response) => ({ response, ms: performance.now() - started }));
    });
    const answers = await Promise.all(sent);
    const served = answers.filter((a) => a.response.statusCode === 200);
    const busy = answers.filter((a) => a.response.statusCode === 503);
    // One running, one waiting: the other three are refused before any of them is decoded.
    expect(served).toHaveLength(2);
    expect(busy).toHaveLength(3);
    const slowestServed = Math.max(...served.map((a) => a.ms));
    for (const { response, ms } of busy) {
      expect(response.json().errors[0].code).toBe('busy');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(ms).toBeLessThan(slowestServed);
    }
    // Places come back: the next check is served.
    expect((await check()).statusCode).toBe(200);
  });

  it('drops a check whose caller hung up before its turn', async () => {
    // Over a real socket (inject has no hang-up); no listen(), so no face models load.
    await tight.ready();
    const server = http.createServer((req, res) => tight.routing(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // The first check holds its place until the second waits behind it: a real check of the
    // short clip can end before the second request's body has even arrived on a loaded runner.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const face = tight.faceProcess;
    const original = face.check.bind(face);
    const held = vi.spyOn(face, 'check').mockImplementationOnce(async (...args) => {
      await gate;
      return original(...args);
    });
    try {
      const before = (await outcomes()).abandoned ?? 0;
      const running = check();
      await vi.waitFor(() => expect(held).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      const body = await form({
        video: { bytes: short, name: 'face.webm', type: 'video/webm' },
        portrait: portrait(),
      });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/face/check',
        headers: { ...body.headers, 'content-length': body.payload.length },
      });
      const closed = new Promise((resolve) => request.once('close', resolve));
      request.on('error', () => undefined);
      request.end(body.payload);
      await vi.waitFor(async () => expect(await facesWaiting()).toBe(1), { timeout: 10_000 });
      // Hung up while it waits; the first check goes on once the server has seen it go.
      request.destroy();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      expect((await running).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await outcomes()).abandoned).toBe(before + 1));
      // What was decoded: the one served, not the abandoned one.
      expect((await check()).statusCode).toBe(200);
    } finally {
      release();
      held.mockRestore();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
