import type { CSSProperties, ReactNode } from 'react';
import classes from './ScrollTable.module.css';

interface ScrollTableProps {
  /** Names the region (the table's heading) for the keyboard and screen readers. */
  label: string;
  /** Narrower than this, the table scrolls sideways. */
  minWidth?: number;
  /** On a phone the table fits the width (it shows fewer columns there): no `minWidth`. */
  phoneFit?: boolean;
  /** Taller than this, the table scrolls down (its header sticky). */
  maxHeight?: number;
  children: ReactNode;
}

/**
 * A wide or long table that scrolls (sideways on a phone). The region takes focus, so a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, minWidth, phoneFit, maxHeight, children }: ScrollTableProps) {
  // A variable rather than an inline min-width, so the phone's rule in the sheet can drop it.
  const width =
    minWidth === undefined ? undefined : ({ '--min-width': `${minWidth}px` } as CSSProperties);
  return (
    <div
      className={classes.scroll}
      style={{ maxHeight }}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <div className={classes.content} style={width} data-phone-fit={phoneFit || undefined}>
        {children}
      </div>
    </div>
  );
}
