import { isLocale } from '../routing/paths';
import type { Locale } from '../routing/routes';
import type { TranslationTree } from '../validation/content';
import { syncHtmlLang } from './htmlLang';
import { I18n, type LanguageLoader } from './translator';

/** The namespace every site shares (buttons, errors, layout). */
export const COMMON_NAMESPACE = 'common';

/** Per language: `common` plus the site's own namespace, as bundled JSON. */
export type LocaleBundle = { [COMMON_NAMESPACE]: TranslationTree } & Record<
  string,
  TranslationTree
>;
export type TranslationResources = Partial<Record<Locale, LocaleBundle>>;

export interface CreateI18nOptions {
  /** The page's language, from the path (`localeFromPath`). */
  locale: Locale;
  /** The site's namespace (`corporate`, `analysis`, …); the default for `t()`. */
  namespace: string;
  /** The languages bundled with the page (at least `locale`). */
  resources: TranslationResources;
  /** Fetches another language's bundle when the page switches to it. */
  loadLanguage?: LanguageLoader;
}

/**
 * One translator per site, ready synchronously with the page's language so the first render
 * already has its texts; another language loads when the visitor switches to it. A key missing
 * in one language shows the other's text (any real text beats a dotted key path on screen);
 * missing keys are a bug that the locale parity test catches before release. Server
 * translations are merged over the bundled texts later.
 */
export function createI18n({
  locale,
  namespace,
  resources,
  loadLanguage,
}: CreateI18nOptions): I18n {
  // Bundles are deep-merged into copies, so the imported JSON modules stay untouched.
  const instance = new I18n({
    language: locale,
    defaultNamespace: namespace,
    fallbackNamespace: COMMON_NAMESPACE,
    resources,
    loadLanguage,
  });
  syncHtmlLang(instance.language);
  instance.on('languageChanged', (language: string) => syncHtmlLang(toLocale(language)));
  return instance;
}

/** A language code as a supported Locale; anything else is Vietnamese (spec §2). */
export function toLocale(language: string | undefined | null): Locale {
  return isLocale(language) ? language : 'vi';
}

function withoutEmptyValues(tree: TranslationTree): TranslationTree {
  const kept: TranslationTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') kept[key] = value;
    } else {
      const nested = withoutEmptyValues(value);
      if (Object.keys(nested).length > 0) kept[key] = nested;
    }
  }
  return kept;
}

/**
 * Lays `systems/fe-translations` over the bundled texts, key by key: the web team can reword
 * any text without a release, and keys the server leaves out (or empty) keep the bundled text.
 */
export function mergeServerTranslations(
  instance: I18n,
  locale: Locale,
  namespaces: Record<string, TranslationTree>,
): void {
  for (const [namespace, tree] of Object.entries(namespaces)) {
    instance.addResourceBundle(locale, namespace, withoutEmptyValues(tree));
  }
}
