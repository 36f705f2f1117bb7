import { Popover } from '@mantine/core';
import type { Locale } from '../../../routing/routes';
import { SearchForm } from '../SearchForm/SearchForm';
import { SearchTrigger } from './SearchTrigger';

export interface HeaderSearchPopoverProps {
  locale: Locale;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  onToggle: () => void;
  /** The button had focus before this module loaded: it keeps it. */
  autoFocus?: boolean;
}

/** The search popover of HeaderSearch, loaded on first use with its form and validation. */
export function HeaderSearchPopover({ locale, opened, onOpen, onClose, onToggle, autoFocus }: HeaderSearchPopoverProps) {
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? onOpen() : onClose())}
      position="bottom-end"
      width="min(360px, calc(100vw - 32px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <SearchTrigger onClick={onToggle} aria-expanded={opened} autoFocus={autoFocus} />
      </Popover.Target>
      <Popover.Dropdown>
        <SearchForm locale={locale} autoFocus onSubmitted={onClose} />
      </Popover.Dropdown>
    </Popover>
  );
}
