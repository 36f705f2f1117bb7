import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createLocalStore } from './local-store';
import { LengthMismatchError } from './length';
import { InvalidKeyError, type ObjectStore, StorageUnavailableError } from './object-store';
import { createS3Store } from './s3-store';
import { parseStorageUrl } from './storage-url';
import { testStorageUrl, unreachableStorageUrl } from './testing';

/**
 * One contract for both stores: the local one on a temporary folder, the S3 one on the
 * S3-compatible server of TEST_STORAGE_URL (s3rver here and in CI), under a prefix of this run.
 */
const s3Url = testStorageUrl('contract');

interface Subject {
  store: ObjectStore;
  cleanup: () => Promise<void>;
  /** Files the store left in its own temporary folder (local only). */
  leftovers?: () => Promise<string[]>;
}

async function localSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'brokerage-store-'));
  return {
    store: createLocalStore(root),
    cleanup: () => rm(root, { recursive: true, force: true }),
    leftovers: () => readdir(path.join(root, '.tmp')).catch(() => []),
  };
}

async function s3Subject(): Promise<Subject> {
  const store = createS3Store(parseStorageUrl(s3Url!));
  await store.prepare();
  return {
    store,
    cleanup: async () => {
      for (const key of await store.list('')) await store.delete(key);
      await store.close();
    },
  };
}

const bytes = (n: number, seed = 1) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 251));

describe.each([
  ['local files', localSubject, true],
  ['S3 (TEST_STORAGE_URL)', s3Subject, Boolean(s3Url)],
] as const)('ObjectStore contract: %s', (_name, make, enabled) => {
  let subject: Subject;
  const store = () => subject.store;
  beforeAll(async () => {
    if (enabled) subject = await make();
  });
  afterAll(() => subject?.cleanup());

  it.skipIf(!enabled)(
    'stores bytes and gives them back with their size, type and ETag',
    async () => {
      const body = bytes(1000);
      await store().put('public/a.pdf', body, { contentType: 'application/pdf' });
      const found = await store().get('public/a.pdf');
      expect(found).toMatchObject({ size: 1000, contentType: 'application/pdf' });
      expect(found!.etag).toMatch(/^".+"$/);
      expect(found!.lastModified).toBeInstanceOf(Date);
      expect((await buffer(found!.stream)).equals(body)).toBe(true);
      const info = await store().head('public/a.pdf');
      expect(info).toMatchObject({ size: 1000, etag: found!.etag, contentType: 'application/pdf' });
    },
  );

  it.skipIf(!enabled)('answers null for a missing object, and deletes quietly', async () => {
    expect(await store().get('public/none.pdf')).toBeNull();
    expect(await store().head('public/none.pdf')).toBeNull();
    expect(await store().head('nowhere/at/all.txt')).toBeNull();
    await store().delete('public/none.pdf');
    await store().put('public/gone.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await store().delete('public/gone.txt');
    expect(await store().head('public/gone.txt')).toBeNull();
  });

  it.skipIf(!enabled)('reads one byte range', async () => {
    const body = bytes(500, 7);
    await store().put('public/range.bin', body, { contentType: 'application/octet-stream' });
    const part = await store().get('public/range.bin', { start: 100, end: 199 });
    expect(part!.size).toBe(500);
    expect(part!.range).toEqual({ start: 100, end: 199 });
    expect((await buffer(part!.stream)).equals(body.subarray(100, 200))).toBe(true);
  });

  it.skipIf(!enabled)('streams a large body in (multipart on S3) and out', async () => {
    const body = bytes(6 * 1024 * 1024 + 123, 3);
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) =>
      body.subarray(i * 65536, (i + 1) * 65536),
    );
    await store().put('private/reports/big.bin', Readable.from(chunks), {
      contentType: 'application/octet-stream',
      contentLength: body.length,
    });
    const found = await store().get('private/reports/big.bin');
    expect(found!.size).toBe(body.length);
    expect((await buffer(found!.stream)).equals(body)).toBe(true);
  });

  it.skipIf(!enabled)(
    'replaces an object whole: a reader sees the old one until the new one is in',
    async () => {
      await store().put('public/swap.txt', Buffer.from('old'), { contentType: 'text/plain' });
      const incoming = new PassThrough();
      const writing = store().put('public/swap.txt', incoming, { contentType: 'text/plain' });
      incoming.write('new, half');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = await store().get('public/swap.txt');
      expect((await buffer(during!.stream)).toString()).toBe('old');
      incoming.end(' and the rest');
      await writing;
      const after = await store().get('public/swap.txt');
      expect((await buffer(after!.stream)).toString()).toBe('new, half and the rest');
      expect(after!.etag).not.toBe(during!.etag);
    },
  );

  it.skipIf(!enabled)('keeps nothing of a body that fails half-way', async () => {
    const body = new Readable({ read() {} });
    const writing = store().put('public/aborted.bin', body, {
      contentType: 'application/octet-stream',
    });
    body.push(bytes(70_000));
    setTimeout(() => body.destroy(new Error('client gone')), 20);
    await expect(writing).rejects.toThrow('client gone');
    expect(await store().head('public/aborted.bin')).toBeNull();
    expect(await store().list('public/aborted')).toEqual([]);
    expect((await subject.leftovers?.()) ?? []).toEqual([]);
  });

  it.skipIf(!enabled)('keeps nothing of a body that fails before the store is ready', async () => {
    const body = new Readable({ read() {} });
    const writing = store().put('public/gone-at-once/x.bin', body, {
      contentType: 'application/octet-stream',
    });
    // Fails while the store is still making its folders (CI once crashed on this one).
    process.nextTick(() => body.destroy(new Error('client gone at once')));
    await expect(writing).rejects.toThrow('client gone at once');
    expect(await store().head('public/gone-at-once/x.bin')).toBeNull();
    expect((await subject.leftovers?.()) ?? []).toEqual([]);
  });

  it.skipIf(!enabled)(
    'refuses a body of another length than announced, storing nothing',
    async () => {
      await expect(
        store().put('public/short.bin', Readable.from([bytes(10)]), {
          contentType: 'application/octet-stream',
          contentLength: 20,
        }),
      ).rejects.toBeInstanceOf(LengthMismatchError);
      await expect(
        store().put('public/short.bin', bytes(30), {
          contentType: 'application/octet-stream',
          contentLength: 20,
        }),
      ).rejects.toBeInstanceOf(LengthMismatchError);
      expect(await store().head('public/short.bin')).toBeNull();
      expect((await subject.leftovers?.()) ?? []).toEqual([]);
    },
  );

  it.skipIf(!enabled)('lists the keys under a prefix, sorted', async () => {
    for (const key of ['list/b.txt', 'list/a.txt', 'list/sub/c.txt', 'listing.txt'])
      await store().put(key, Buffer.from(key), { contentType: 'text/plain' });
    expect(await store().list('list/')).toEqual(['list/a.txt', 'list/b.txt', 'list/sub/c.txt']);
    expect(await store().list('list/sub/')).toEqual(['list/sub/c.txt']);
  });

  it.skipIf(!enabled)('refuses keys that are not plain relative paths', async () => {
    for (const key of [
      '../x.txt',
      '/x.txt',
      'a//b.txt',
      'a/../b.txt',
      '.tmp/x',
      '',
      'a/b c.txt',
      'a\\b',
    ])
      await expect(store().head(key), key).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(
      store().put('../escape.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it.skipIf(!enabled)('is ready when it can be reached', async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('an S3 store that cannot be reached', () => {
  let store: ObjectStore;
  beforeAll(async () => {
    store = createS3Store(parseStorageUrl(await unreachableStorageUrl()), {
      connectTimeoutMs: 500,
    });
  });
  afterAll(() => store.close());

  it('fails every call with StorageUnavailableError (503 storage_unavailable)', async () => {
    for (const call of [
      () => store.get('public/a.pdf'),
      () => store.head('public/a.pdf'),
      () => store.put('public/a.pdf', Buffer.from('x'), { contentType: 'application/pdf' }),
      () =>
        store.put('public/b.pdf', Readable.from([Buffer.from('y')]), {
          contentType: 'application/pdf',
        }),
      () => store.delete('public/a.pdf'),
      () => store.list('public/'),
      () => store.check(),
    ]) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect(error).toMatchObject({
        statusCode: 503,
        code: 'storage_unavailable',
        options: { headers: { 'retry-after': expect.stringMatching(/^\d+$/) } },
      });
    }
  });
});

describe.skipIf(!s3Url)('an S3 store whose bucket does not exist yet', () => {
  it('is unready until prepare() makes the bucket (as the seed does)', async () => {
    const url = new URL(s3Url!);
    url.pathname = `/brokerage-new-${process.pid}-${Date.now().toString(36)}`;
    const location = parseStorageUrl(url.toString());
    const store = createS3Store(location);
    try {
      await expect(store.check()).rejects.toBeInstanceOf(StorageUnavailableError);
      await store.prepare();
      await store.prepare();
      await expect(store.check()).resolves.toBeUndefined();
    } finally {
      const client = new S3Client({
        endpoint: location.endpoint,
        region: location.region,
        credentials: location.credentials,
        forcePathStyle: true,
      });
      await client.send(new DeleteBucketCommand({ Bucket: location.bucket })).catch(() => {});
      client.destroy();
      await store.close();
    }
  });
});
