import type { Locale } from '../routing/routes';

/**
 * Keeps `<html lang>` equal to the shown language after a client-side switch (the proxy sets
 * it for the first load): screen readers pick their voice from it, and the session reads it
 * for the API's `locale` parameter.
 */
export function syncHtmlLang(locale: Locale): void {
  if (typeof document === 'undefined') return;
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}
