import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { Account } from './AccountDetails';
import classes from './AccountMenu.module.css';

/** The logged-in customer's header button: name and account number (icon only when narrow). */
export function AccountTrigger({ account, ...props }: { account: Account } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.accountButton} aria-haspopup="dialog" {...props}>
      <IconUserCircle size={22} aria-hidden="true" className={classes.accountIcon} />
      <span className={`${classes.identity} ${classes.collapsible}`}>
        <span className={classes.name}>{account.name}</span>
        {account.accountNumber ? <span className={classes.number}>{account.accountNumber}</span> : null}
      </span>
      <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}
