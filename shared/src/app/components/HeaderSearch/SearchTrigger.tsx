import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';

/** The header's search button; the popover around it loads on first use (HeaderSearch). */
export function SearchTrigger(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('common');
  return (
    <ActionIcon variant="default" size={36} radius="md" aria-label={t('search.open')} aria-haspopup="dialog" {...props}>
      <IconSearch size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
