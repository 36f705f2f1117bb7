import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import type { Locale } from '../../routing/routes';
import { fixturePage } from '../../testing/fixtures';
import { StaticPageStore } from './StaticPageStore';

const pages = {
  vi: fixturePage({ title: 'Trung tâm phân tích' }),
  en: fixturePage({ title: 'Analysis center' }),
};

function storeWith(load = vi.fn(async (locale: Locale) => pages[locale])) {
  return { load, store: new StaticPageStore({ context: 'test', load }) };
}

describe('StaticPageStore', () => {
  it('loads the page of a language once', async () => {
    const { store, load } = storeWith();
    const loading = store.load('vi');
    expect(store.isLoading).toBe(true);
    expect(store.pageIn('vi')).toBeNull();
    await loading;
    expect(store.page).toBe(pages.vi);
    expect(store.locale).toBe('vi');
    expect(store.pageIn('vi')).toBe(pages.vi);
    await store.load('vi');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('vi', expect.any(AbortSignal));
  });

  it('fetches the other language after a switch and shows nothing of the old one meanwhile', async () => {
    const { store, load } = storeWith();
    await store.load('vi');
    const loading = store.load('en');
    expect(store.pageIn('en')).toBeNull();
    await loading;
    expect(store.pageIn('en')).toBe(pages.en);
    expect(store.pageIn('vi')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    [404, 500],
    [500, 500],
    [503, 503],
  ])('shows a %s as the error page %s, and tries again on the next load', async (status, page) => {
    const load = vi.fn(async (locale: Locale) => {
      if (load.mock.calls.length === 1) throw new ApiRequestError({ status, errors: [] });
      return pages[locale];
    });
    const { store } = storeWith(load);
    await store.load('vi');
    expect(store.failure).not.toBeNull();
    expect(store.errorStatus).toBe(page);
    await store.load('vi');
    expect(store.errorStatus).toBeNull();
    expect(store.pageIn('vi')).toBe(pages.vi);
  });
});
