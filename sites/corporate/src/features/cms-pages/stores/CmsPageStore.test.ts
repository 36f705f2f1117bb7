import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, ApiSchemaError, RequestCanceled } from '@brokerage/shared/api/errors.ts';
import { fixturePage, fixtureRedirect } from '@brokerage/shared/testing/fixtures.ts';
import { CmsPageStore, type CmsPageSource } from './CmsPageStore';

function source(over: Partial<CmsPageSource> = {}): CmsPageSource {
  return {
    getPage: vi.fn(async () => null),
    findRedirect: vi.fn(async () => null),
    ...over,
  };
}

describe('CmsPageStore', () => {
  it('resolves a slug to its page without asking the redirect table', async () => {
    const page = fixturePage();
    const api = source({ getPage: vi.fn(async () => page) });
    const store = new CmsPageStore(api);
    const loading = store.open({ path: '/gioi-thieu', slug: 'gioi-thieu', locale: 'vi' });
    expect(store.isLoading).toBe(true);
    await loading;
    expect(store.isLoading).toBe(false);
    expect(store.outcome).toEqual({ kind: 'page', page });
    expect(api.getPage).toHaveBeenCalledWith('gioi-thieu', 'vi', expect.any(AbortSignal));
    expect(api.findRedirect).not.toHaveBeenCalled();
  });

  it('falls back to the redirect table when no page has the slug', async () => {
    const redirect = fixtureRedirect();
    const api = source({ findRedirect: vi.fn(async () => redirect) });
    const store = new CmsPageStore(api);
    await store.open({ path: '/trang-cu', slug: 'trang-cu', locale: 'vi' });
    expect(api.findRedirect).toHaveBeenCalledWith('/trang-cu', 'vi', expect.any(AbortSignal));
    expect(store.outcome).toEqual({ kind: 'redirect', redirect });
  });

  it('asks only the redirect table for a path of several unknown segments', async () => {
    const api = source();
    const store = new CmsPageStore(api);
    await store.open({ path: '/a/b', slug: null, locale: 'vi' });
    expect(api.getPage).not.toHaveBeenCalled();
    expect(store.outcome).toEqual({ kind: 'notFound' });
  });

  it('reports a response that fails its schema as a server error and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = source({
      getPage: vi.fn(async () => {
        throw new ApiSchemaError('pages/x', []);
      }),
    });
    const store = new CmsPageStore(api);
    await store.open({ path: '/x', slug: 'x', locale: 'vi' });
    expect(store.failure).toBe('server');
    expect(store.outcome).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('tells maintenance apart from other server errors', async () => {
    const api = source({
      getPage: vi.fn(async () => {
        throw new ApiRequestError({ status: 503, errors: [] });
      }),
    });
    const store = new CmsPageStore(api);
    await store.open({ path: '/x', slug: 'x', locale: 'vi' });
    expect(store.failure).toBe('maintenance');
  });

  it('drops the answer of a request cancelled by the next navigation', async () => {
    let release: (page: null) => void = () => {};
    const api = source({
      getPage: vi.fn(
        (_slug: string, _locale: string, signal: AbortSignal) =>
          new Promise<null>((resolve, reject) => {
            release = resolve;
            signal.addEventListener('abort', () => reject(new RequestCanceled()));
          }),
      ),
    });
    const store = new CmsPageStore(api);
    const first = store.open({ path: '/cu', slug: 'cu', locale: 'vi' });
    store.cancel();
    await first;
    release(null);
    expect(store.isLoading).toBe(false);
    expect(store.failure).toBeNull();
    expect(store.outcome).toBeNull();
  });
});
