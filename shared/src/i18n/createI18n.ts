import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, isLocale, type Locale } from '../routing';
import type { TranslationTree } from '../validation';
import { syncHtmlLang } from './htmlLang';

/** The namespace every site shares (buttons, errors, layout). */
export const COMMON_NAMESPACE = 'common';

/** Per language: `common` plus the site's own namespace, as bundled JSON. */
export type LocaleBundle = { [COMMON_NAMESPACE]: TranslationTree } & Record<
  string,
  TranslationTree
>;
export type TranslationResources = Record<Locale, LocaleBundle>;

export interface CreateI18nOptions {
  /** The page's language, from the path (`localeFromPath`). */
  locale: Locale;
  /** The site's namespace (`corporate`, `analysis`, …); the default for `t()`. */
  namespace: string;
  resources: TranslationResources;
}

/**
 * A missing key shows the other language's text: any real text beats a dotted key path on
 * screen. Missing keys are a bug that the locale parity test catches before release.
 */
const FALLBACK_LANGUAGES = { en: ['vi'], vi: ['en'], default: ['vi'] };

/**
 * One i18next instance per site, initialised synchronously from bundled resources so the first
 * render already has its texts. Server translations are merged over it later.
 */
export function createI18n({ locale, namespace, resources }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  // addResourceBundle deep-merges into the stored objects; a copy keeps the imported JSON
  // modules (shared by every instance, e.g. across tests) untouched.
  const ownResources = structuredClone(resources);
  void instance.init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: FALLBACK_LANGUAGES,
    ns: [COMMON_NAMESPACE, namespace],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    resources: ownResources,
    initAsync: false,
    // An empty string is an untranslated value, not a translation.
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes
    react: {
      useSuspense: false,
      // Re-render when server translations arrive, not only on a language change.
      bindI18nStore: 'added',
    },
  });
  syncHtmlLang(toLocale(instance.language));
  instance.on('languageChanged', (language: string) => syncHtmlLang(toLocale(language)));
  return instance;
}

/** An i18next language code as a supported Locale; anything else is Vietnamese (spec §2). */
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
    instance.addResourceBundle(locale, namespace, withoutEmptyValues(tree), true, true);
  }
}
