import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { ObjectStore } from './object-store';
import { openObjectStore } from './open-store';
import { testServerUrl } from '../../../test/backend';

/**
 * TEST_STORAGE_URL (an S3-compatible server: s3rver here and in CI) with a prefix of its own
 * for `name`, so test files share the bucket without seeing each other's objects. Undefined
 * when the variable is unset (the S3 tests skip); CI must set it.
 */
export function testStorageUrl(name: string): string | undefined {
  const base = testServerUrl('TEST_STORAGE_URL');
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${name}-${process.pid}-${Date.now().toString(36)}`;
  return url.toString();
}

/** A STORAGE_URL nobody answers at: a port taken and released again. */
export async function unreachableStorageUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://key:secret@127.0.0.1:${port}/bucket`;
}

/**
 * The environment of a test app whose STORAGE_URL nobody answers at, set before the first test
 * of the enclosing `describe`: `useTestApp({ env: useUnreachableStorage() })`.
 */
export function useUnreachableStorage(): Record<string, string> {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    env.STORAGE_URL = await unreachableStorageUrl();
  });
  return env;
}

/**
 * A bucket prefix of TEST_STORAGE_URL for the enclosing `describe`: `fill` writes into it
 * before the first test (as the seed CLI would), and everything in it is deleted after the last.
 * Undefined without TEST_STORAGE_URL (the S3 tests skip).
 */
export function useTestBucket(
  name: string,
  fill: (store: ObjectStore) => Promise<void>,
): string | undefined {
  const storageUrl = testStorageUrl(name);
  const withStore = async (use: (store: ObjectStore) => Promise<void>) => {
    if (!storageUrl) return;
    const store = openObjectStore({ dataDir: '/nonexistent', storageUrl });
    try {
      await use(store);
    } finally {
      await store.close();
    }
  };
  beforeAll(() => withStore(fill));
  afterAll(() =>
    withStore(async (store) => {
      for (const key of await store.list('')) await store.delete(key);
    }),
  );
  return storageUrl;
}
