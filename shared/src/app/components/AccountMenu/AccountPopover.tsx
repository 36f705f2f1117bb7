import { Popover } from '@mantine/core';
import { AccountDetails, type Account } from './AccountDetails';
import { AccountTrigger } from './AccountTrigger';

export interface AccountPopoverProps {
  account: Account;
  /** Open at once: the button was clicked before this module loaded. */
  defaultOpened?: boolean;
  /** The button had focus before this module loaded: it keeps it. */
  autoFocus?: boolean;
}

/**
 * The account panel as a popover dialog (the details are text, not menu items; focus moves in,
 * Escape closes it and focus comes back). Loaded on first use (AccountMenu).
 */
export function AccountPopover({ account, defaultOpened, autoFocus }: AccountPopoverProps) {
  return (
    <Popover
      position="bottom-end"
      offset={6}
      shadow="md"
      width={280}
      trapFocus
      returnFocus
      withinPortal
      defaultOpened={defaultOpened}
    >
      <Popover.Target>
        <AccountTrigger account={account} autoFocus={autoFocus} />
      </Popover.Target>
      <Popover.Dropdown>
        <AccountDetails account={account} />
      </Popover.Dropdown>
    </Popover>
  );
}
