import type { TranslationTree } from '@brokerage/shared/validation/content.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { I18n } from '@brokerage/shared/i18n/translator.ts';
import { LOCALES, type Locale } from '@brokerage/shared/routing/routes.ts';

/** The page texts each translator has (a server render makes one translator per request). */
const provided = new WeakMap<I18n, Set<string>>();

/**
 * The texts of a lazily loaded page (`locales/{vi,en}/<key>.json`), merged under `key` of the
 * analysis namespace when the page first renders: they travel in the page's chunk, so the
 * site's entry does not download every page's texts (the bundle budget counts the texts the
 * entry awaits). Typed keys come from locales/keys.ts as for the site's own texts.
 *
 *   usePageTexts('financials', { vi, en });  …  t('financials.title')
 */
export function usePageTexts(key: string, texts: Record<Locale, TranslationTree>): void {
  const { i18n } = useTranslation('analysis');
  let keys = provided.get(i18n);
  if (!keys) provided.set(i18n, (keys = new Set()));
  if (keys.has(key)) return;
  keys.add(key);
  for (const locale of LOCALES) i18n.provideTexts(locale, 'analysis', { [key]: texts[locale] });
}
