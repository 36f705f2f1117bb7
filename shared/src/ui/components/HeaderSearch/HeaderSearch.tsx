import { ActionIcon, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { Locale } from '../../../routing';
import { SearchForm } from '../SearchForm/SearchForm';

/** The header's search: an icon button opening the search form, on every site. */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const [opened, popover] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      position="bottom-end"
      width="min(360px, calc(100vw - 32px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="default"
          size={36}
          radius="md"
          onClick={popover.toggle}
          aria-label={t('search.open')}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          <IconSearch size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <SearchForm locale={locale} autoFocus onSubmitted={popover.close} />
      </Popover.Dropdown>
    </Popover>
  );
}
