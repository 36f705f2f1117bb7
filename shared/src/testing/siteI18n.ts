import { createI18n } from '../i18n/createI18n';
import type { I18n } from '../i18n/translator';
import commonEn from '../locales/en/common.json';
import commonVi from '../locales/vi/common.json';
import { localeFromPath } from '../routing/paths';
import type { SiteId } from '../routing/routes';
import type { TranslationTree } from '../validation/content';

/**
 * A site's translator with both languages' texts at once and the real `common` texts, for
 * tests; a running site loads one language at a time (`startSite`).
 */
export function createSiteI18n(
  site: SiteId,
  resources: { vi: TranslationTree; en: TranslationTree },
  pathname: string,
): I18n {
  return createI18n({
    locale: localeFromPath(pathname),
    namespace: site,
    resources: {
      vi: { common: commonVi, [site]: resources.vi },
      en: { common: commonEn, [site]: resources.en },
    },
  });
}
