import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { RequestCanceled } from '@brokerage/shared/api/errors.ts';
import { fixturePage, fixtureRedirect } from '@brokerage/shared/testing/fixtures.ts';
import {
  fakeContentClient,
  httpError,
  type FakeAnswer,
} from '../../../lib/catalog/testing/fakeContentClient';
import { CmsPageStore } from './CmsPageStore';

/** `pages/{slug}` and `systems/redirects/show` from a table; anything else is a 404. */
function client(routes: Record<string, FakeAnswer> = {}) {
  const api = fakeContentClient(routes);
  const getData = vi.spyOn(api, 'getData');
  const asked = (url: string) => api.requests.some((r) => r.url === url);
  return { api, getData, asked };
}

const REDIRECTS = 'systems/redirects/show';

describe('CmsPageStore', () => {
  it('resolves a slug to its page without asking the redirect table', async () => {
    const page = fixturePage();
    const { api, getData, asked } = client({ 'pages/gioi-thieu': page });
    const store = new CmsPageStore(api);
    const loading = store.open({ path: '/gioi-thieu', slug: 'gioi-thieu', locale: 'vi' });
    expect(store.outcome.isLoading).toBe(true);
    await loading;
    expect(store.outcome.isLoading).toBe(false);
    expect(store.outcome.value).toEqual({ kind: 'page', page });
    expect(getData).toHaveBeenCalledWith('pages/gioi-thieu', expect.anything(), {
      params: { locale: 'vi' },
      signal: expect.any(AbortSignal),
    });
    expect(asked(REDIRECTS)).toBe(false);
  });

  it('falls back to the redirect table when no page has the slug', async () => {
    const redirect = fixtureRedirect();
    const { api, getData } = client({
      [REDIRECTS]: (params) => (params.path === '/trang-cu' ? redirect : undefined),
    });
    const store = new CmsPageStore(api);
    await store.open({ path: '/trang-cu', slug: 'trang-cu', locale: 'vi' });
    expect(getData).toHaveBeenCalledWith(REDIRECTS, expect.anything(), {
      params: { path: '/trang-cu', locale: 'vi' },
      signal: expect.any(AbortSignal),
    });
    expect(store.outcome.value).toEqual({ kind: 'redirect', redirect });
  });

  it('asks only the redirect table for a path of several unknown segments', async () => {
    const { api } = client();
    const store = new CmsPageStore(api);
    await store.open({ path: '/a/b', slug: null, locale: 'vi' });
    expect(api.requests.map((r) => r.url)).toEqual([REDIRECTS]);
    expect(store.outcome.value).toEqual({ kind: 'notFound' });
  });

  it('reports a response that fails its schema as a server error and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = client({ 'pages/x': { title: 'no page' } });
    const store = new CmsPageStore(api);
    await store.open({ path: '/x', slug: 'x', locale: 'vi' });
    expect(store.outcome.failure).toBe('server');
    expect(store.outcome.value).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('tells maintenance apart from other server errors', async () => {
    const { api } = client({ 'pages/x': httpError(503, 'maintenance') });
    const store = new CmsPageStore(api);
    await store.open({ path: '/x', slug: 'x', locale: 'vi' });
    expect(store.outcome.failure).toBe('maintenance');
  });

  it('drops the answer of a request cancelled by the next navigation', async () => {
    let release: ((page: null) => void) | undefined;
    const api: ApiClient = {
      ...fakeContentClient({}),
      getData: <T>(_url: string, _schema: unknown, options?: { signal?: AbortSignal }) =>
        new Promise<T>((resolve, reject) => {
          release = resolve as (page: null) => void;
          options?.signal?.addEventListener('abort', () => reject(new RequestCanceled()));
        }),
    };
    const store = new CmsPageStore(api);
    const first = store.open({ path: '/cu', slug: 'cu', locale: 'vi' });
    // The request is in flight when the visitor moves on.
    await vi.waitFor(() => expect(release).toBeDefined());
    store.cancel();
    await first;
    release?.(null);
    expect(store.outcome.isLoading).toBe(false);
    expect(store.outcome.failure).toBeNull();
    expect(store.outcome.value).toBeNull();
  });
});
