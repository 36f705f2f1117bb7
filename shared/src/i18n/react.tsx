import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '../routing/routes';
import type { Namespace } from './keys';
import type { I18n, TFunction } from './translator';

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree its translator (one per site, made by `createI18n`). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface UseTranslationResult<NS extends Namespace = Namespace> {
  t: TFunction<NS>;
  i18n: I18n;
}

/**
 * The texts of a namespace (default: the site's), in the page's language or `options.lng`. The
 * component re-renders when the language changes or server translations arrive, and `t` is then
 * a new function, so memos that use it recompute.
 */
export function useTranslation<NS extends Namespace = Namespace>(
  namespace?: NS,
  options?: { lng?: Locale },
): UseTranslationResult<NS> {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation: no I18nProvider above this component');
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const language = options?.lng;
  const t: TFunction<NS> = useMemo(
    () => i18n.getFixedT(language, namespace),
    // `version` is the point: a new `t` after every change of language or texts.
    [i18n, language, namespace, version],
  );
  return { t, i18n };
}
