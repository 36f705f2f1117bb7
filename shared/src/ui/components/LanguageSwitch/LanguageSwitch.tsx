import { Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n';
import { LOCALES, type Locale } from '../../../routing';
import { useLanguageSwitch } from '../../hooks/useLanguageSwitch';
import { useStores } from '../../stores/StoresContext';
import classes from './LanguageSwitch.module.css';

function Flag({ src }: { src: string | undefined }) {
  return src ? <img className={classes.flag} src={src} alt="" width={20} height={14} /> : null;
}

/** vi/en picker with the flags of the system locales (spec §3). */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { system, ui } = useStores();
  const { t } = useTranslation('common');
  const switchTo = useLanguageSwitch();
  const current = ui.locale;
  // Names are written in their own language, as language pickers do.
  const nameOf = (code: Locale) => t(`language.names.${code}`);

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('language.switch', { language: nameOf(current) })}>
          <Flag src={system.localeInfo(current)?.icon} />
          <span className={classes.code}>{current.toUpperCase()}</span>
          <IconChevronDown size={14} aria-hidden="true" />
        </UnstyledButton>
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
