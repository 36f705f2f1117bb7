export {
  COMMON_NAMESPACE,
  createI18n,
  mergeServerTranslations,
  toLocale,
  type CreateI18nOptions,
  type LocaleBundle,
  type TranslationResources,
} from './createI18n';
export { syncHtmlLang } from './htmlLang';
export { useLocale } from './useLocale';
// Sites reach the translator through here, like everything else of i18n (style rule 6).
export { I18nProvider, useTranslation, type UseTranslationResult } from './react';
export { I18n, type LanguageLoader, type TFunction, type TOptions } from './translator';
