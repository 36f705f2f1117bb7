import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import { LOCALES, type Locale } from '../../../routing/routes';
import { useLanguageSwitch } from '../../hooks/useLanguageSwitch';
import { useStores } from '../../stores/StoresContext';
import { Flag, LanguageTrigger } from './LanguageTrigger';

export interface LanguageMenuProps {
  /** Open at once: the button was clicked (or is hovered) before this module loaded. */
  defaultOpened?: boolean;
  /** The button had focus before this module loaded: it keeps it. */
  autoFocus?: boolean;
}

/** The menu of LanguageSwitch, loaded on first use. */
export const LanguageMenu = observer(function LanguageMenu({ defaultOpened, autoFocus }: LanguageMenuProps) {
  const { system, ui } = useStores();
  const { t } = useTranslation('common');
  const switchTo = useLanguageSwitch();
  const current = ui.locale;
  const nameOf = (code: Locale) => t(`language.names.${code}`);

  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageTrigger autoFocus={autoFocus} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            leftSection={<Flag src={system.localeInfo(code)?.icon} />}
            rightSection={code === current ? <IconCheck size={14} aria-hidden="true" /> : null}
            aria-current={code === current ? 'true' : undefined}
            onClick={() => switchTo(code)}
          >
            {nameOf(code)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
});
