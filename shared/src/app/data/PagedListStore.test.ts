import { describe, expect, it, vi } from 'vitest';
import type { ListResult } from '../../api/client.ts';
import { ApiRequestError, RequestCanceled } from '../../api/errors.ts';
import { servePagedRows, type PagedRow } from '../../testing/pagedRows';
import { PagedListStore, type PageLoader } from './PagedListStore';

type Row = PagedRow;

const LIMIT = 10;

const serve = (total: number) => servePagedRows<{ category?: string }>(total);

const setup = (loader: PageLoader<Row, { category?: string }>) => {
  const spy = vi.fn(loader);
  return {
    spy,
    store: new PagedListStore<Row, { category?: string }>(spy, { limit: LIMIT, context: 'test' }),
  };
};

describe('PagedListStore', () => {
  it('loads a page with the limit, params and locale, and exposes items and meta', async () => {
    const { store, spy } = setup(serve(25));
    const running = store.load(2, { category: 'a' }, 'vi');
    expect(store.isLoading).toBe(true);
    await running;
    expect(spy).toHaveBeenCalledWith(
      { page: 2, limit: 10, params: { category: 'a' }, locale: 'vi' },
      expect.any(AbortSignal),
    );
    expect(store.items.map((r) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(store).toMatchObject({
      page: 2,
      totalPages: 3,
      total: 25,
      isLoading: false,
      failure: null,
      isEmpty: false,
      refusedPage: null,
    });
    expect(store.answers(2, { category: 'a' }, 'vi')).toBe(true);
    expect(store.answers(3, { category: 'a' }, 'vi')).toBe(false);
    expect(store.answers(2, { category: 'b' }, 'vi')).toBe(false);
  });

  it('does not ask again for the page already shown, but does for another locale or filter', async () => {
    const { store, spy } = setup(serve(25));
    await store.load(1, {}, 'vi');
    await store.load(1, {}, 'vi');
    expect(spy).toHaveBeenCalledTimes(1);
    await store.load(1, {}, 'en');
    await store.load(1, { category: 'x' }, 'en');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('reads a bad page number as page 1', async () => {
    const { store, spy } = setup(serve(5));
    await store.load(-3, {}, 'vi');
    await store.load(Number.NaN, {}, 'vi');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0].page).toBe(1);
  });

  it('says when the list is empty', async () => {
    const { store } = setup(serve(0));
    await store.load(1, {}, 'vi');
    expect(store.isEmpty).toBe(true);
    expect(store.totalPages).toBe(0);
  });

  it('shows the last page instead of a page past the end', async () => {
    const { store, spy } = setup(serve(25));
    await store.load(9, {}, 'vi');
    expect(spy.mock.calls.map(([request]) => request.page)).toEqual([9, 1, 3]);
    expect(store.page).toBe(3);
    expect(store.refusedPage).toBe(9);
    expect(store.failure).toBeNull();
    expect(store.items.map((r) => r.id)).toEqual([21, 22, 23, 24, 25]);
    expect(store.answers(9, {}, 'vi')).toBe(true);
    expect(store.answers(3, {}, 'vi')).toBe(true);
    // The URL then catches up with page 3: nothing more is sent.
    await store.load(3, {}, 'vi');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('stops at page 1 when the list has a single page', async () => {
    const { store, spy } = setup(serve(4));
    await store.load(4, {}, 'vi');
    expect(spy.mock.calls.map(([request]) => request.page)).toEqual([4, 1]);
    expect(store.page).toBe(1);
    expect(store.refusedPage).toBe(4);
  });

  it('aborts the request in flight when the next page is asked for and drops its late answer', async () => {
    let releaseFirst: ((value: ListResult<Row>) => void) | undefined;
    let firstSignal: AbortSignal | undefined;
    const { store } = setup((request, signal) => {
      if (request.page === 1) {
        firstSignal = signal;
        return new Promise((resolve) => {
          releaseFirst = resolve;
        });
      }
      return serve(25)(request, signal);
    });
    const first = store.load(1, {}, 'vi');
    await store.load(2, {}, 'vi');
    expect(firstSignal?.aborted).toBe(true);
    releaseFirst?.({ data: [{ id: 999 }], meta: { page: 1, limit: 10, total: 25, totalPages: 3 } });
    await first;
    expect(store.page).toBe(2);
    expect(store.items[0]?.id).toBe(11);
  });

  it('ignores a cancelled request and leaves no failure', async () => {
    const { store } = setup(
      (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new RequestCanceled()));
        }),
    );
    const running = store.load(1, {}, 'vi');
    store.cancel();
    await running;
    expect(store.isLoading).toBe(false);
    expect(store.failure).toBeNull();
  });

  it('keeps a server failure, then retries the same request', async () => {
    let fail = true;
    const { store, spy } = setup(async (request, signal) => {
      if (fail)
        throw new ApiRequestError({
          status: 500,
          errors: [{ code: 'internal_error', message: 'x' }],
        });
      return serve(25)(request, signal);
    });
    await store.load(2, { category: 'a' }, 'en');
    expect(store.failure).toBe('server');
    expect(store.isEmpty).toBe(false);
    fail = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(spy).toHaveBeenLastCalledWith(
      { page: 2, limit: 10, params: { category: 'a' }, locale: 'en' },
      expect.any(AbortSignal),
    );
    expect(store.page).toBe(2);
  });

  it('appends the next pages, and page 1 replaces them (spec §4)', async () => {
    const { store, spy } = setup(serve(25));
    await store.load(1, {}, 'vi');
    expect(store.hasMore).toBe(true);
    await store.loadMore();
    expect(store.items.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(store.page).toBe(2);
    await store.loadMore();
    expect(store.items).toHaveLength(25);
    expect(store.hasMore).toBe(false);
    await store.loadMore();
    expect(spy).toHaveBeenCalledTimes(3);
    await store.load(1, { category: 'x' }, 'vi');
    expect(store.items.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('keeps what is shown when a further page fails, and retries that page', async () => {
    let fail = true;
    const rows = serve(25);
    const { store } = setup(async (request, signal) => {
      if (request.page === 2 && fail) throw new ApiRequestError({ status: 500, errors: [] });
      return rows(request, signal);
    });
    await store.load(1, {}, 'vi');
    await store.loadMore();
    expect(store.failure).not.toBeNull();
    expect(store.items).toHaveLength(10);
    fail = false;
    await store.retry();
    expect(store.failure).toBeNull();
    expect(store.items).toHaveLength(20);
  });
});
