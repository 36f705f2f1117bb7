import { useEffect } from 'react';
import type { Locale } from '../../routing/routes.ts';
import type { PagedListStore } from './PagedListStore';
import { useQueryPage } from './useQueryPage';

/**
 * Keeps a PagedListStore on the URL's page: loads `?page=` for `params` in `locale` while the
 * component is mounted (leaving cancels the request), and when the API refused the page as past
 * the end, moves the URL to the page the store shows instead. Call it from an observer; pass
 * `current` to ListStatus so a stale page shows the skeleton.
 * `params` must be JSON-serialisable (it is compared by value).
 */
export function usePagedList<T, P>(
  store: PagedListStore<T, P>,
  params: P,
  locale: Locale,
): { page: number; current: boolean } {
  const { page, replacePage } = useQueryPage();
  const key = JSON.stringify(params ?? null);

  useEffect(() => {
    void store.load(page, JSON.parse(key) as P, locale);
    return () => store.cancel();
  }, [store, page, key, locale]);

  const settled = store.refusedPage === page ? store.page : null;
  useEffect(() => {
    if (settled !== null && settled !== page) replacePage(settled);
  }, [settled, page, replacePage]);

  // `current` is false while the store still shows another page, filter or language.
  return { page, current: store.answers(page, JSON.parse(key) as P, locale) };
}
