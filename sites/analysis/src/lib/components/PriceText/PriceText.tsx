import type { ReactNode } from 'react';
import type { PriceTone } from '../../market/boardFormat';
import classes from './PriceText.module.css';

interface PriceTextProps {
  tone: PriceTone;
  children: ReactNode;
  /** Bold (the headline price). */
  strong?: boolean;
  className?: string;
}

/** A figure in its board colour (never the only carrier of meaning: signs and labels are). */
export function PriceText({ tone, children, strong = false, className }: PriceTextProps) {
  return (
    <span
      className={className ? `${classes.tone} ${className}` : classes.tone}
      data-tone={tone}
      data-strong={strong || undefined}
    >
      {children}
    </span>
  );
}

/** The class that defines the board colour variables, for tables and SVGs that colour many parts. */
export const priceToneClass = classes.tone;
