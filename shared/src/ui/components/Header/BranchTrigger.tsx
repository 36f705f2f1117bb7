import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { MenuItem } from '../../../validation';
import { MenuIcon } from '../MenuIcon/MenuIcon';
import classes from './Header.module.css';

/** A top-level branch of the desktop menu: the button its dropdown hangs from. */
export function BranchTrigger({ item, ...props }: { item: MenuItem } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.topItem} aria-haspopup="menu" {...props}>
      <MenuIcon item={item} />
      <span>{item.title}</span>
      <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}
