import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { LengthMismatchError, limitLength } from './length';
import {
  type ByteRange,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  StorageUnavailableError,
  assertKey,
  assertPrefix,
} from './object-store';
import type { StorageLocation } from './storage-url';

export interface S3StoreOptions {
  /** Milliseconds to open a connection (an unreachable store fails this fast). */
  connectTimeoutMs?: number;
  /** Milliseconds a request may wait for the server without a byte. */
  requestTimeoutMs?: number;
}

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/** A missing object (GetObject says NoSuchKey; HEAD has no body, so only its 404). */
function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as SdkError;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Everything else: network, timeout, 5xx, credentials, a missing bucket. */
function unavailable(error: unknown): never {
  throw new StorageUnavailableError(error);
}

/**
 * Any S3-compatible store through the AWS SDK (no hand-written signing). Uploads stream through
 * `@aws-sdk/lib-storage`'s Upload (multipart past 5 MiB, aborted on failure so no part stays);
 * downloads stream the SDK's body, a range through GetObject's `Range`.
 */
export function createS3Store(
  location: StorageLocation,
  options: S3StoreOptions = {},
): ObjectStore {
  // The SDK warns once per process that its 2027 releases need Node 22; this project runs on
  // Node 20 on purpose. Only that warning is off (the SDK's own switch); others still show.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(location.region ? { region: location.region } : {}),
    ...(location.credentials ? { credentials: location.credentials } : {}),
    forcePathStyle: location.forcePathStyle,
    // s3rver and older MinIO do not understand the SDK's default streamed CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? 2000,
      requestTimeout: options.requestTimeoutMs ?? 15_000,
    },
    // One retry: a request that cannot connect fails within seconds, not after a long backoff.
    maxAttempts: 2,
  });
  const Bucket = location.bucket;
  const fullKey = (key: string) => `${location.prefix}${assertKey(key)}`;

  const infoOf = (out: {
    ContentLength?: number;
    ContentType?: string;
    ETag?: string;
    LastModified?: Date;
  }): ObjectInfo => ({
    size: out.ContentLength ?? 0,
    contentType: out.ContentType ?? 'application/octet-stream',
    etag: out.ETag ?? '""',
    lastModified: out.LastModified ?? new Date(0),
  });

  async function bucketExists(): Promise<boolean> {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      return unavailable(error);
    }
  }

  return {
    kind: 's3',

    async put(key: string, body: Readable | Uint8Array, options: PutOptions) {
      const Key = fullKey(key);
      let source: Readable | Uint8Array = body;
      let bodyError: unknown;
      if (body instanceof Readable) {
        const counted = limitLength(options.contentLength);
        // Recorded as it happens, before the upload sees its source fail.
        const record = (error: unknown) => {
          bodyError ??= error;
        };
        body.once('error', record);
        counted.once('error', record);
        pipeline(body, counted).catch(record);
        source = counted;
      } else if (options.contentLength !== undefined && body.length !== options.contentLength) {
        throw new LengthMismatchError(
          `body of ${body.length} bytes, expected ${options.contentLength}`,
        );
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: source, ContentType: options.contentType },
        queueSize: 2,
        // A failed multipart upload is aborted: no parts left behind, no object.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The body's failure (a client gone, a wrong length) goes back as it is.
        if (bodyError) throw bodyError;
        unavailable(error);
      }
    },

    async get(key: string, range?: ByteRange) {
      const Key = fullKey(key);
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const info = infoOf(out);
        // A ranged answer's length is the part's; the whole size follows the slash.
        const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
        if (total !== undefined) info.size = Number(total);
        return { ...info, stream: out.Body as Readable, ...(range ? { range } : {}) };
      } catch (error) {
        if (isNotFound(error)) return null;
        return unavailable(error);
      }
    },

    async head(key: string) {
      const Key = fullKey(key);
      try {
        return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key })));
      } catch (error) {
        if (isNotFound(error)) return null;
        return unavailable(error);
      }
    },

    async delete(key: string) {
      const Key = fullKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(unavailable);
    },

    async list(prefix: string) {
      const Prefix = `${location.prefix}${assertPrefix(prefix)}`;
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }))
          .catch(unavailable);
        for (const item of page.Contents ?? [])
          if (item.Key) keys.push(item.Key.slice(location.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    async prepare() {
      if (await bucketExists()) return;
      try {
        await client.send(new CreateBucketCommand({ Bucket }));
      } catch (error) {
        // Another process (a second replica, a parallel test) made it first.
        if ((error as SdkError).name === 'BucketAlreadyOwnedByYou') return;
        unavailable(error);
      }
    },

    async check() {
      if (!(await bucketExists()))
        unavailable(new Error(`bucket ${Bucket} does not exist (the seed creates it)`));
    },

    async close() {
      client.destroy();
    },
  };
}
