import { useEffect, type DependencyList } from 'react';
import type { Locale } from '../../routing/routes';
import { usePageMatch } from '../hooks/usePageMatch';

/** What a page's data is loaded into: a store whose `cancel` aborts the request in flight. */
export interface Cancelable {
  cancel(): void;
}

/**
 * The one way a page loads its data (docs/architecture.md, "a page load"): `load` runs with the
 * language of the page when the component mounts and again when the language or `deps` change;
 * leaving the page (or the next load) calls `store.cancel()`, which aborts the request in flight
 * and drops its late answer. The loading flag, the failure and whether pages replace or append
 * are the store's: ResourceStore, Resource, PagedListStore, ContentDetailStore.
 *
 *   useLoad((locale) => store.open(slug, locale), [store, slug], store);
 *
 * `deps` are checked by react-hooks/exhaustive-deps like an effect's (eslint.config.js).
 */
export function useLoad(load: (locale: Locale) => unknown, deps: DependencyList, store: Cancelable): void {
  const { locale } = usePageMatch();
  useEffect(
    () => {
      void load(locale);
      return () => store.cancel();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are checked at the call site
    [store, locale, ...deps],
  );
}
