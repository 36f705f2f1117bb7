import { useEffect } from 'react';
import type { Locale } from '../../routing/routes';
import type { Page } from '../../validation/content';
import type { StaticPageStore } from '../stores/StaticPageStore';

/**
 * Loads the store's page in `locale` while the component is mounted (leaving abandons the
 * request) and returns it once it is in that language; null until then. Call it from an observer.
 */
export function useStaticPage(store: StaticPageStore, locale: Locale): Page | null {
  useEffect(() => {
    void store.load(locale);
    return () => store.cancel();
  }, [store, locale]);
  return store.pageIn(locale);
}
