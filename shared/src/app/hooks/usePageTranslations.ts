import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageTranslation } from '../../routing/paths';
import { useStores } from '../stores/StoresContext';

/**
 * Tells the language switch where this page lives in the other language (page data
 * `translations`, spec §3). Tied to the current path, so a stale list from the previous page
 * is never used while the next one loads.
 */
export function usePageTranslations(translations: readonly PageTranslation[] | null | undefined): void {
  const { ui } = useStores();
  const { pathname } = useLocation();
  // A new array each render must not re-run the effect; its content is what matters.
  const key = translations ? JSON.stringify(translations) : '';
  useEffect(() => {
    if (!key) return;
    ui.setPageTranslations(pathname, JSON.parse(key) as PageTranslation[]);
    return () => ui.clearPageTranslations(pathname);
  }, [ui, pathname, key]);
}
