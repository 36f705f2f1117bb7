import { useEffect } from 'react';
import { reaction } from 'mobx';
import { syncHtmlLang } from '../../../i18n/htmlLang';
import { useTranslation } from '../../../i18n/react';
import { useLocation } from 'react-router-dom';
import { localeFromPath } from '../../../routing/paths';
import { useStores } from '../../stores/StoresContext';

/**
 * The path decides the language (spec §2), including after back/forward: keep i18n, `<html
 * lang>`, the API locale and the language-dependent system data in step with it, and offer
 * another language when this one is not enabled in the settings.
 */
export function LocaleSync() {
  const { ui, system } = useStores();
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);

  useEffect(() => {
    syncHtmlLang(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    if (ui.locale !== locale) {
      ui.setLocale(locale);
      ui.closeUnsupportedLocale();
      void system.load(locale);
    }
  }, [locale, i18n, ui, system]);

  useEffect(
    () =>
      reaction(
        // Known only once the settings have loaded for this language.
        () => (system.general && system.locale === ui.locale ? !system.isLocaleEnabled(ui.locale) : false),
        (unsupported) => {
          if (unsupported) ui.showUnsupportedLocale(ui.locale);
        },
        { fireImmediately: true },
      ),
    [system, ui],
  );

  return null;
}
