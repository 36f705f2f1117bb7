import { use } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { SiteContext, classifyLink, siteForPath, translatePath, type Locale } from '../../routing';
import { useStores } from '../stores/StoresContext';

/**
 * Spec §2: go to the same page in the other language (translated slug, or that language's home);
 * a language the settings disable shows its message for 2 s instead. The choice is remembered
 * in localStorage `X_LANGUAGE` (spec §4).
 */
export function useLanguageSwitch(): (target: Locale) => void {
  const { system, ui, preferences } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const site = use(SiteContext) ?? siteForPath(location.pathname);
  const { t } = useTranslation('common');

  return (target: Locale) => {
    if (!system.isLocaleEnabled(target)) {
      ui.showLanguageNotice(system.localeInfo(target)?.message || t('language.disabledFallback'));
      return;
    }
    preferences.setLanguage(target);
    if (target === ui.locale) return;
    const to = translatePath(location, target, ui.translationsFor(location.pathname));
    // The translated page may belong to another site (a CMS slug served elsewhere): full load.
    if (classifyLink(to, site) === 'same-site') navigate(to);
    else window.location.assign(to);
  };
}
