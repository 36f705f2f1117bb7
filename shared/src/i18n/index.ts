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
// Sites reach react-i18next through here, like everything else of i18n (style rule 6).
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
