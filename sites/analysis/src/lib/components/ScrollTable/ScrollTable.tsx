import type { ReactNode } from 'react';
import classes from './ScrollTable.module.css';

interface ScrollTableProps {
  /** Names the region (the table's heading) for the keyboard and screen readers. */
  label: string;
  /** Narrower than this, the table scrolls sideways. */
  minWidth?: number;
  /** Taller than this, the table scrolls down (its header sticky). */
  maxHeight?: number;
  children: ReactNode;
}

/**
 * A wide or long table that scrolls (sideways on a phone). The region takes focus, so a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, minWidth, maxHeight, children }: ScrollTableProps) {
  return (
    <div
      className={classes.scroll}
      style={{ maxHeight }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
