import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { KeyedResourceStore } from './KeyedResourceStore';

/** A loader whose answers the test gives; it rejects when its request is aborted. */
function controlled<T>() {
  const calls: Array<{
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }> = [];
  const loader = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { loader, calls };
}

describe('KeyedResourceStore', () => {
  it('asks once for a key, keeps the answer and asks nothing when it is shown again', async () => {
    const store = new KeyedResourceStore<string>('test');
    const { loader, calls } = controlled<string>();
    const lease = store.lease();
    const loading = lease.load([{ key: 'a', loader }]);
    expect(store.state('a').isLoading).toBe(true);
    calls[0]!.resolve('answer');
    await loading;
    expect(store.state('a')).toEqual({ value: 'answer', isLoading: false, failure: null });
    lease.cancel();
    await lease.load([{ key: 'a', loader }]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('is idle for a key nobody asked for', () => {
    expect(new KeyedResourceStore<string>('test').state('x')).toEqual({
      value: null,
      isLoading: false,
      failure: null,
    });
  });

  it('does not abort a request another section still waits for', async () => {
    const store = new KeyedResourceStore<string>('test');
    const { loader, calls } = controlled<string>();
    const table = store.lease();
    const charts = store.lease();
    void table.load([{ key: 'income', loader }]);
    void charts.load([{ key: 'income', loader }]);
    expect(loader).toHaveBeenCalledTimes(1);
    table.cancel();
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve('income');
    await vi.waitFor(() => expect(store.state('income').value).toBe('income'));
  });

  it('aborts a request once no section holds it (leaving the page, switching the tab)', () => {
    const store = new KeyedResourceStore<string>('test');
    const { loader, calls } = controlled<string>();
    const table = store.lease();
    void table.load([{ key: 'income', loader }]);
    // The tab changes: the lease lets the income statement go and asks for the balance sheet.
    void table.load([{ key: 'balance', loader }]);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(store.state('income').isLoading).toBe(false);
    table.cancel();
    expect(calls[1]!.signal.aborted).toBe(true);
  });

  it('keeps a failure until its retry, and asks again on a new visit of the section', async () => {
    const store = new KeyedResourceStore<string>('test');
    const loader = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 500, errors: [] }))
      .mockResolvedValueOnce('second')
      .mockResolvedValue('third');
    const lease = store.lease();
    await lease.load([{ key: 'k', loader }]);
    expect(store.state('k').failure).toBe('server');
    // The same section drawing again does not hammer the API.
    await lease.load([{ key: 'k', loader }]);
    expect(loader).toHaveBeenCalledTimes(1);
    await store.retry('k');
    expect(store.state('k')).toEqual({ value: 'second', isLoading: false, failure: null });

    const failing = new KeyedResourceStore<string>('test');
    const again = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 503, errors: [] }))
      .mockResolvedValue('back');
    const first = failing.lease();
    await first.load([{ key: 'k', loader: again }]);
    expect(failing.state('k').failure).toBe('maintenance');
    first.cancel();
    await failing.lease().load([{ key: 'k', loader: again }]);
    expect(failing.state('k').value).toBe('back');
  });
});
