/**
 * The face process (face-process.ts): checks run in a child process started on demand, which is
 * stopped, and its models' memory with it, after a spell without checks. The clip here is too
 * short to reach the face model, so no test waits for the models to load (routes.test.ts warms
 * them; check-video.test.ts runs the face checks themselves).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderCard } from '../samples/card';
import { writeFaceVideo } from '../samples/face-video';
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FaceProcess } from './face-process';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ekyc-face-process-'));
let input: { video: Uint8Array; fileName: string; portrait: Uint8Array };
const processes: FaceProcess[] = [];
const faceProcess = (idleMs: number) => {
  const made = new FaceProcess({ idleMs, log: () => undefined });
  processes.push(made);
  return made;
};

beforeAll(async () => {
  input = {
    video: readFileSync(
      await writeFaceVideo(path.join(dir, 'short.webm'), 'face-short', { width: 240 }),
    ),
    fileName: 'face.webm',
    portrait: renderCard({ side: 'front' }),
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map((t) => t.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the face process', () => {
  it('starts on the first check, answers it, and stops after the idle spell; the next check starts it again', async () => {
    const faces = faceProcess(1_000);
    expect(faces.running).toBe(false);
    const answer = await faces.check(input);
    expect(answer.status).toBe(200);
    expect(answer.verdict).toMatchObject({ ok: false, code: 'face_video_too_short' });
    expect(answer.verdict.checks).toContainEqual({
      name: 'container',
      passed: true,
      value: 'webm',
    });
    expect(faces.running).toBe(true);
    await vi.waitFor(() => expect(faces.running).toBe(false), { timeout: 10_000, interval: 100 });
    expect(faces.starts).toBe(1);
    expect((await faces.check(input)).verdict.code).toBe('face_video_too_short');
    expect(faces.starts).toBe(2);
  }, 60_000);

  it('keeps one process for checks that follow each other within the spell', async () => {
    const faces = faceProcess(60_000);
    const answers = await Promise.all([faces.check(input), faces.check(input)]);
    expect(answers.map((a) => a.verdict.code)).toEqual([
      'face_video_too_short',
      'face_video_too_short',
    ]);
    await faces.check(input);
    expect(faces.starts).toBe(1);
  }, 60_000);

  it('stops a check whose caller has gone (AbortError), and goes on with the next', async () => {
    const faces = faceProcess(60_000);
    const gone = new AbortController();
    const abandoned = faces.check(input, { signal: gone.signal });
    // The abort reaches the process while ffmpeg decodes; the check stops before its verdict.
    gone.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    await expect(faces.check(input, { signal: gone.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect((await faces.check(input)).status).toBe(200);
  }, 60_000);

  it('answers the checks of a process that died with an error, and starts another for the next', async () => {
    // A process that dies on its first message (out of memory, a crash in the WebAssembly runtime).
    const file = path.join(dir, 'dying.mjs');
    writeFileSync(file, "process.on('message', () => process.exit(3));");
    const dying = pathToFileURL(file);
    const faces = new FaceProcess({ idleMs: 60_000, log: () => undefined, workerUrl: dying });
    processes.push(faces);
    await expect(faces.check(input)).rejects.toThrow('the face process stopped (exit code 3)');
    expect(faces.running).toBe(false);
    await expect(faces.check(input)).rejects.toThrow(/exit code 3/);
    expect(faces.starts).toBe(2);
  });
});
