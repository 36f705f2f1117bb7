import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';

/** Light/dark switch; Mantine's manager stores the choice in localStorage `X_THEME` (spec §4). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  // The server does not know the visitor's scheme: the first render says light, like the
  // server's, and the label follows right after; the icon follows the page's CSS at once.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size={36}
      radius="md"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      <Box component="span" lightHidden style={{ lineHeight: 0 }}>
        <IconSun size={18} aria-hidden="true" />
      </Box>
      <Box component="span" darkHidden style={{ lineHeight: 0 }}>
        <IconMoon size={18} aria-hidden="true" />
      </Box>
    </ActionIcon>
  );
}
