import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor } from '../files/files';
import { limitLength } from './length';
import {
  type ByteRange,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  StorageUnavailableError,
  assertKey,
  assertPrefix,
} from './object-store';

/** A missing file or folder on the way: the object does not exist. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? '');
}

/** Anything else the disk says (EACCES, ENOSPC, EIO…) means the store cannot work now. */
function unavailable(error: unknown): never {
  throw new StorageUnavailableError(error);
}

/**
 * The default store: one file per key under `root` (DATA_DIR/uploads), `public/x.pdf` at
 * `root/public/x.pdf`. A put writes `root/.tmp/<uuid>` and renames it into place (same file
 * system, so atomic): a reader sees the old file or the new one, never half of one. The content
 * type comes from the key's extension (files carry no metadata); the ETag from size and mtime.
 */
export function createLocalStore(root: string): ObjectStore {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');

  const fileOf = (key: string) => {
    const file = path.resolve(base, assertKey(key));
    // assertKey already forbids `..`; this is the second lock on the door.
    if (!file.startsWith(base + path.sep)) throw new Error(`Key "${key}" leaves the store`);
    return file;
  };

  async function info(key: string, file: string): Promise<ObjectInfo | null> {
    const stats = await stat(file).catch((error: unknown) =>
      isMissing(error) ? null : unavailable(error),
    );
    if (!stats?.isFile()) return null;
    return {
      size: stats.size,
      contentType: contentTypeFor(key),
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async function walk(dir: string, prefix: string, into: string[]): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) =>
      isMissing(error) ? [] : unavailable(error),
    );
    for (const entry of entries) {
      const key = `${prefix}${entry.name}`;
      if (key === '.tmp') continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, into);
      else if (entry.isFile()) into.push(key);
    }
  }

  return {
    kind: 'local',

    async put(key: string, body: Readable | Uint8Array, options: PutOptions) {
      const file = fileOf(key);
      const tmp = path.join(tmpDir, randomUUID());
      let handle: FileHandle | undefined;
      // Listened to from the first moment: a body that fails while the folders and the file are
      // being made (a client gone at once) must not become an unhandled 'error' event.
      let bodyError: unknown;
      if (body instanceof Readable)
        body.on('error', (error) => {
          bodyError ??= error;
        });
      try {
        await mkdir(tmpDir, { recursive: true });
        await mkdir(path.dirname(file), { recursive: true });
        const source = body instanceof Readable ? body : Readable.from([body]);
        // The file is created here, awaited, and nowhere else: a write stream opening it on its
        // own could create it after a refused body's cleanup had run.
        handle = await open(tmp, 'w');
        if (bodyError) throw bodyError;
        await pipeline(source, limitLength(options.contentLength), handle.createWriteStream());
        await rename(tmp, file);
      } catch (error) {
        await handle?.close().catch(() => undefined);
        await rm(tmp, { force: true });
        // A failed system call is the disk's fault; the body's own failure (a client gone
        // half-way, a wrong length) is the caller's and goes back as it is.
        if ((error as NodeJS.ErrnoException).syscall) unavailable(error);
        throw error;
      }
    },

    async get(key: string, range?: ByteRange) {
      const file = fileOf(key);
      const found = await info(key, file);
      if (!found) return null;
      const stream = createReadStream(file, range ?? {});
      // Opening can still fail (the file removed in between): wait for it, so a miss is a miss.
      const opened = await new Promise<boolean>((resolve, reject) => {
        const onError = (error: unknown) =>
          isMissing(error) ? resolve(false) : reject(new StorageUnavailableError(error));
        stream.once('error', onError);
        stream.once('ready', () => {
          stream.off('error', onError);
          resolve(true);
        });
      });
      if (!opened) return null;
      return { ...found, stream, ...(range ? { range } : {}) };
    },

    async head(key: string) {
      return info(key, fileOf(key));
    },

    async delete(key: string) {
      await rm(fileOf(key), { force: true }).catch(unavailable);
    },

    async list(prefix: string) {
      assertPrefix(prefix);
      // Walk from the prefix's folder, then keep the keys that start with the prefix.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
      const keys: string[] = [];
      await walk(path.join(base, folder), folder, keys);
      return keys.filter((k) => k.startsWith(prefix)).sort();
    },

    async prepare() {
      await mkdir(base, { recursive: true }).catch(unavailable);
    },

    async check() {
      await mkdir(base, { recursive: true }).catch(unavailable);
    },

    async close() {},
  };
}
