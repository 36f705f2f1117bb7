/**
 * Small JSON files written atomically (temp file + fsync + rename), readable only by us: the
 * store holds signing keys, password hashes and session ids.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
}

/** The parsed file, or undefined when it does not exist. A corrupt file is an error, not "empty". */
export async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Files written before a permission fix (or copied in by hand) are tightened on read.
  await chmod(file, FILE_MODE).catch(() => {});
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file} is not valid JSON; move it away to start over`, { cause: error });
  }
}

/** Replace `file` with `data`: readers see the old or the new content, never half of one. */
export async function writeJsonAtomic(file: string, data: unknown): Promise<void> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(tmp, 'w', FILE_MODE);
  try {
    await handle.writeFile(JSON.stringify(data));
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(tmp, file);
}

/**
 * Serialises the writes of one file and coalesces bursts: a save asked for while another is
 * running is folded into one follow-up write that takes the state as of when it starts.
 * Every caller's promise settles once a write that includes its change has finished.
 */
export class SerialWriter {
  #chain: Promise<void> = Promise.resolve();
  #queued: Promise<void> | undefined;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => unknown,
  ) {}

  save(): Promise<void> {
    if (this.#queued) return this.#queued;
    const run = this.#chain.then(() => {
      this.#queued = undefined;
      return writeJsonAtomic(this.file, this.snapshot());
    });
    this.#queued = run;
    this.#chain = run.catch(() => {});
    return run;
  }

  /** Resolves when every write asked for so far has finished (for shutdown). */
  idle(): Promise<void> {
    return this.#chain;
  }
}
