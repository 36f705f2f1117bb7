import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error';

/**
 * The object storage port (design §5, files): every uploaded or generated file is an object
 * under a key such as `public/<name>` or `private/reports/<name>`. Two adapters: local files
 * under `DATA_DIR/uploads` (local-store.ts, the default) and any S3-compatible store
 * (s3-store.ts, `STORAGE_URL`). Nothing in a store is public: routes decide who gets what.
 */
export interface ObjectStore {
  /** `local` or `s3`: for logs and readiness only, never for behaviour. */
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key`, replacing any object there. All or nothing: a body that fails
   * half-way (or whose length is not `contentLength`) leaves no object and no temporary file.
   */
  put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void>;
  /** The object (or one byte range of it) as a stream; null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** What `get` would return without the bytes; null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The keys under `prefix` (a folder such as `public/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Makes the bucket (or root folder) when it does not exist yet: the seed calls it. */
  prepare(): Promise<void>;
  /** Throws StorageUnavailableError when the store cannot be reached (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface PutOptions {
  contentType: string;
  /** When given, a body of another length is refused (and nothing is stored). */
  contentLength?: number;
}

export interface ObjectInfo {
  /** Bytes of the whole object. */
  size: number;
  contentType: string;
  /** A quoted entity tag, usable as an HTTP ETag as it is. */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  stream: Readable;
  /** The bytes the stream holds when a range was asked for. */
  range?: ByteRange;
}

/** One satisfiable byte range of an object, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Seconds a client is told to wait when the store cannot be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The store cannot be reached or refused to work (network, timeout, 5xx, credentials, missing
 * bucket). An HttpError, so a route that lets it through answers 503 `storage_unavailable`
 * with Retry-After; the cause is kept for the log.
 */
export class StorageUnavailableError extends HttpError {
  constructor(override readonly cause: unknown) {
    super(503, 'storage_unavailable', {
      headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) },
    });
    this.name = 'StorageUnavailableError';
  }
}

/** A key that is not `segment/segment/…` of plain names. A programming error, never a 404. */
export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * Keys are relative paths of plain segments (letters, digits, `.`, `_`, `-`): no empty, `.` or
 * `..` segment, no leading slash, and nothing under `.tmp/` (the local store's own folder).
 * The same rule for both stores, so a key that works locally works on S3 and back.
 */
export function assertKey(key: string): string {
  const segments = key.split('/');
  const ok =
    key.length <= 512 &&
    segments[0] !== '.tmp' &&
    segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
  if (!ok) throw new InvalidKeyError(`Bad storage key "${key}"`);
  return key;
}

/** A list prefix: empty, or keys' leading segments ending in `/`. */
export function assertPrefix(prefix: string): string {
  if (prefix !== '') assertKey(prefix.replace(/\/$/, ''));
  return prefix;
}
