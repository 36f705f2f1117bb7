import type { ReactNode } from 'react';
import classes from './TableScroller.module.css';

export interface TableScrollerProps {
  /** Id of the table's caption: the scroller is a region named like its table. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a phone (360 px) instead of squeezing its columns. The
 * scroller takes focus so arrow keys scroll it (axe: scrollable-region-focusable).
 */
export function TableScroller({ labelledBy, children }: TableScrollerProps) {
  return (
    <div className={classes.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
