import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';

/** Light/dark switch; Mantine's manager stores the choice in localStorage `X_THEME` (spec §4). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size={36}
      radius="md"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      {dark ? <IconSun size={18} aria-hidden="true" /> : <IconMoon size={18} aria-hidden="true" />}
    </ActionIcon>
  );
}
