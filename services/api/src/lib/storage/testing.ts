import { createServer } from 'node:net';

/**
 * TEST_STORAGE_URL (an S3-compatible server: s3rver here and in CI) with a prefix of its own
 * for `name`, so test files share the bucket without seeing each other's objects. Undefined
 * when the variable is unset (the S3 tests skip); CI must set it.
 */
export function testStorageUrl(name: string): string | undefined {
  const base = process.env.TEST_STORAGE_URL;
  if (!base && process.env.CI) throw new Error('TEST_STORAGE_URL must be set in CI (see .ci/run)');
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
