import { useTranslation } from './react';
import type { Locale } from '../routing/routes';
import { toLocale } from './createI18n';

/** The language shown now; re-renders the component when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
