import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '../../api/errors';
import { ResourceStore } from './ResourceStore';

/** A request that answers when the test says so and rejects like the API client on abort. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const loader = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
        signal.addEventListener('abort', () => rej(new RequestCanceled()));
      }),
  );
  return {
    loader,
    resolve: (value: T) => resolve(value),
    reject: (error: unknown) => reject(error),
  };
}

const failWith = (error: unknown) => async () => {
  throw error;
};

describe('ResourceStore', () => {
  it('raises the flag while loading and keeps the answer', async () => {
    const store = new ResourceStore<string>('test');
    const request = deferred<string>();
    const loading = store.load(request.loader);
    expect(store.isLoading).toBe(true);
    expect(request.loader).toHaveBeenCalledWith(expect.any(AbortSignal));
    request.resolve('trang');
    await loading;
    expect(store.isLoading).toBe(false);
    expect(store.value).toBe('trang');
    expect(store.failure).toBeNull();
  });

  it('keeps the previous value while the next loads, unless told to clear it', async () => {
    const store = new ResourceStore<string>('test');
    await store.load(async () => 'cũ');
    const next = deferred<string>();
    const keeping = store.load(next.loader);
    expect(store.value).toBe('cũ');
    next.resolve('mới');
    await keeping;
    expect(store.value).toBe('mới');

    const other = deferred<string>();
    const clearing = store.load(other.loader, { clear: true });
    expect(store.value).toBeNull();
    other.resolve('khác');
    await clearing;
    expect(store.value).toBe('khác');
  });

  it.each([
    [new ApiRequestError({ status: 404, errors: [] }), 'notFound'],
    [new ApiRequestError({ status: 503, errors: [] }), 'maintenance'],
    [new ApiRequestError({ status: 500, errors: [] }), 'server'],
  ] as const)('turns %s into the failure %s', async (error, failure) => {
    const store = new ResourceStore<string>('test');
    await store.load(failWith(error));
    expect(store.failure).toBe(failure);
    expect(store.isLoading).toBe(false);
  });

  it('logs a response that fails its schema as a server error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = new ResourceStore<string>('test-page');
    await store.load(failWith(new ApiSchemaError('pages/x', [])));
    expect(store.failure).toBe('server');
    expect(log).toHaveBeenCalledWith(
      '[test-page] response did not match its schema',
      'pages/x',
      [],
    );
    log.mockRestore();
  });

  it('gives a 404 the value that stands for it when asked to', async () => {
    const store = new ResourceStore<string | null>('test');
    await store.load(async () => 'trang');
    await store.load(failWith(new ApiRequestError({ status: 404, errors: [] })), {
      clear: true,
      whenNotFound: () => null,
    });
    expect(store.value).toBeNull();
    expect(store.failure).toBeNull();
    // Other failures stay failures.
    await store.load(failWith(new ApiRequestError({ status: 503, errors: [] })), {
      whenNotFound: () => null,
    });
    expect(store.failure).toBe('maintenance');
  });

  it('clears the previous failure when it loads again', async () => {
    const store = new ResourceStore<string>('test');
    await store.load(failWith(new ApiRequestError({ status: 500, errors: [] })));
    await store.load(async () => 'trang');
    expect(store.failure).toBeNull();
    expect(store.value).toBe('trang');
  });

  it('drops the answer of a cancelled request', async () => {
    const store = new ResourceStore<string>('test');
    const request = deferred<string>();
    const loading = store.load(request.loader);
    store.cancel();
    expect(store.isLoading).toBe(false);
    await loading;
    expect(store.value).toBeNull();
    expect(store.failure).toBeNull();
  });

  it('lets only the newest of two overlapping requests write', async () => {
    const store = new ResourceStore<string>('test');
    let resolveFirst: (value: string) => void = () => {};
    // A source that ignores the signal: its late answer must still not overwrite the newer one.
    const first = store.load(() => new Promise<string>((resolve) => (resolveFirst = resolve)));
    const second = deferred<string>();
    const loading = store.load(second.loader);
    second.resolve('mới');
    await loading;
    resolveFirst('cũ');
    await first;
    expect(store.value).toBe('mới');
    expect(store.isLoading).toBe(false);
  });
});
