import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router-dom';
import { translatePath } from '../../routing/paths';
import type { Locale } from '../../routing/routes';
import { useStores } from '../stores/StoresContext';
import { useGoToPath, useIsSameSite } from './useGoToPath';

/**
 * Spec §2: go to the same page in the other language (translated slug, or that language's home);
 * a language the settings disable shows its message for 2 s instead. The choice is remembered
 * in localStorage `X_LANGUAGE` (spec §4).
 */
export function useLanguageSwitch(): (target: Locale) => void {
  const { system, ui, preferences } = useStores();
  const location = useLocation();
  const goTo = useGoToPath();
  const isSameSite = useIsSameSite();
  const { t, i18n } = useTranslation('common');

  return (target: Locale) => {
    if (!system.isLocaleEnabled(target)) {
      ui.showLanguageNotice(system.localeInfo(target)?.message || t('language.disabledFallback'));
      return;
    }
    preferences.setLanguage(target);
    if (target === ui.locale) return;
    const to = translatePath(location, target, ui.translationsFor(location.pathname));
    // The translated page may belong to another site (a CMS slug served elsewhere): full load.
    // Inside this site, the other language's texts load first, so the new page never shows in
    // the old language; if they cannot load, the page still changes (LocaleSync tries again).
    const go = () => goTo(to);
    if (isSameSite(to)) void i18n.loadLanguage(target).then(go, go);
    else go();
  };
}
