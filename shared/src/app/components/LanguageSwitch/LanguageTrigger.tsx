import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react';
import type { Locale } from '../../../routing/routes';
import { useStores } from '../../stores/StoresContext';
import classes from './LanguageSwitch.module.css';

export function Flag({ src }: { src: string | undefined }) {
  return src ? <img className={classes.flag} src={src} alt="" width={20} height={14} /> : null;
}

/** The language switch's button; its menu loads on first use (LanguageSwitch). */
export const LanguageTrigger = observer(function LanguageTrigger(props: ComponentPropsWithRef<'button'>) {
  const { system, ui } = useStores();
  const { t } = useTranslation('common');
  const current: Locale = ui.locale;
  // Names are written in their own language, as language pickers do.
  return (
    <UnstyledButton
      className={classes.target}
      aria-label={t('language.switch', { language: t(`language.names.${current}`) })}
      aria-haspopup="menu"
      {...props}
    >
      <Flag src={system.localeInfo(current)?.icon} />
      <span className={classes.code}>{current.toUpperCase()}</span>
      <IconChevronDown size={14} aria-hidden="true" />
    </UnstyledButton>
  );
});
