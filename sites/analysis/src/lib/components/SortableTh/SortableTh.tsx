import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { ariaSort, type SortDirection } from './ariaSort';
import classes from './SortableTh.module.css';

interface SortableThProps {
  /** The column's heading. */
  children: ReactNode;
  /** The table is sorted by this column (in `direction`). */
  active: boolean;
  direction: SortDirection | undefined;
  /** A column of figures: heading and arrow at the right, as the figures are. */
  numeric?: boolean;
  className?: string;
  onSort: () => void;
}

/**
 * A sortable column's header (the peer comparison's and the screener's): a button that sorts by
 * the column, an arrow for the order, and `aria-sort` for assistive technology. The price
 * board draws its own plain header (no Mantine in its hundreds of rows), with the same
 * `ariaSort`.
 */
export function SortableTh({
  children,
  active,
  direction,
  numeric = false,
  className,
  onSort,
}: SortableThProps) {
  const Icon = !active ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      ta={numeric ? 'right' : undefined}
      aria-sort={ariaSort(active, direction)}
      className={className}
    >
      <UnstyledButton
        className={classes.sort}
        data-numeric={numeric || undefined}
        data-active={active || undefined}
        onClick={onSort}
      >
        {children}
        <Icon size={14} aria-hidden="true" className={classes.icon} />
      </UnstyledButton>
    </Table.Th>
  );
}
