/**
 * The face checks run in a child process of their own (face-worker.ts), started when a check
 * needs it and stopped after `idleMs` without one. TensorFlow.js's WebAssembly heap and the four
 * face models take about 300 MB, and only a process's end gives all of it back (a worker
 * thread's end left about 110 MB of its allocator's memory behind); a stand-in idle most of the
 * day should not hold them (issue 26: the whole stack idle within 700 MB). Loading takes two to
 * four seconds, paid by the first check after a quiet spell; an accepted ID front starts the
 * process, since the face video follows it. A crash in the WebAssembly runtime takes the process
 * down, not the vendor: its checks are answered with an error and the next check starts another.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { siblingWorker } from '@brokerage/shared/server/workerEntry.ts';
import type { Answer } from '../verdict';
import type { FaceCheckInput, FaceCheckOptions, FaceVerdict } from './check-video';

export type ToFaceWorker =
  | { type: 'warm' }
  | { type: 'check'; id: number; input: FaceCheckInput; options: FaceWorkerCheckOptions }
  | { type: 'abort'; id: number };
export type FromFaceWorker =
  | { type: 'done'; id: number; answer: Answer<FaceVerdict> }
  | { type: 'failed'; id: number; message: string; aborted: boolean };

/** What crosses to the process: everything but the signal (an abort is a message). */
export type FaceWorkerCheckOptions = Omit<FaceCheckOptions, 'signal'>;

export interface FaceProcessOptions {
  /** A process with no check for this long is stopped, and its memory with it (ms). */
  idleMs: number;
  log: (message: string) => void;
  /** The worker's module (a file URL); tests may pass another. */
  workerUrl?: URL;
}

interface Pending {
  resolve: (answer: Answer<FaceVerdict>) => void;
  reject: (error: Error) => void;
}

interface Worker {
  child: ChildProcess;
  pending: Map<number, Pending>;
}

export class FaceProcess {
  #worker: Worker | undefined;
  #idle: NodeJS.Timeout | undefined;
  #nextId = 1;
  #closed = false;
  /** Processes started since this was made (each one loaded the models). */
  starts = 0;

  constructor(private readonly options: FaceProcessOptions) {}

  /** A process is up (its models loaded or loading). */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  /** Starts the process and its models' loading now, if it is not up. */
  warm(): void {
    if (this.#closed) return;
    const worker = this.#ensure();
    send(worker, { type: 'warm' });
    if (worker.pending.size === 0) this.#armIdle(worker);
  }

  /** Runs one check in the process; a signal that aborts stops it at its next stage. */
  check(input: FaceCheckInput, options: FaceCheckOptions = {}): Promise<Answer<FaceVerdict>> {
    const { signal, ...rest } = options;
    if (this.#closed) return Promise.reject(new Error('the face process is closed'));
    if (signal?.aborted) return Promise.reject(abortError());
    const worker = this.#ensure();
    clearTimeout(this.#idle);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => send(worker, { type: 'abort', id });
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => {
        signal?.removeEventListener('abort', onAbort);
        worker.pending.delete(id);
        this.#armIdle(worker);
      };
      worker.pending.set(id, {
        resolve: (answer) => {
          done();
          resolve(answer);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      send(worker, { type: 'check', id, input, options: rest });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) await stop(worker);
  }

  #ensure(): Worker {
    if (this.#worker) return this.#worker;
    const url = this.options.workerUrl ?? siblingWorker(import.meta.url, 'face-worker');
    const file = fileURLToPath(url);
    const child = fork(file, {
      // The sources run through tsx (npm run dev, the tests); the build is plain JavaScript.
      execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'],
      // Buffers cross as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, pending: new Map() };
    child.on('message', (message: FromFaceWorker) => {
      const pending = worker.pending.get(message.id);
      if (!pending) return;
      if (message.type === 'done') pending.resolve(message.answer);
      else pending.reject(message.aborted ? abortError() : new Error(message.message));
    });
    child.on('error', (error) => this.options.log(`the face process failed: ${error.message}`));
    // A process that died takes its checks with it; the next check starts another.
    child.on('exit', (code, signal) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pending of worker.pending.values())
        pending.reject(new Error(`the face process stopped (${signal ?? `exit code ${code}`})`));
    });
    // The server keeps the vendor alive; an idle face process must not.
    child.unref();
    child.channel?.unref();
    this.starts++;
    this.#worker = worker;
    return worker;
  }

  #armIdle(worker: Worker): void {
    clearTimeout(this.#idle);
    if (this.#worker !== worker || worker.pending.size > 0) return;
    this.#idle = setTimeout(() => {
      if (this.#worker !== worker || worker.pending.size > 0) return;
      this.#worker = undefined;
      this.options.log(
        `face models released after ${Math.round(this.options.idleMs / 1000)} s without a check`,
      );
      void stop(worker);
    }, this.options.idleMs);
    this.#idle.unref();
  }
}

function send(worker: Worker, message: ToFaceWorker): void {
  // A process that has just died answers its checks through 'exit'; the message is moot.
  if (worker.child.connected) worker.child.send(message);
}

/** Ends the process, and waits until it has. */
function stop(worker: Worker): Promise<void> {
  const { child } = worker;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

function abortError(): Error {
  return new DOMException('The face check was abandoned', 'AbortError');
}
