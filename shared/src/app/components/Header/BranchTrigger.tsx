import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { MenuItem } from '../../../validation/content';
import { MenuIcon } from '../../../ui/components/MenuIcon/MenuIcon';
import classes from './Header.module.css';

/** A top-level branch of the desktop menu: the button its dropdown hangs from. */
export function BranchTrigger({
  item,
  className,
  ...props
}: { item: MenuItem } & ComponentPropsWithRef<'button'>) {
  // Menu.Target passes its own props (a className among them) down: merged, not replaced.
  return (
    <UnstyledButton
      aria-haspopup="menu"
      {...props}
      className={className ? `${classes.topItem} ${className}` : classes.topItem}
    >
      <MenuIcon item={item} />
      <span>{item.title}</span>
      <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}
