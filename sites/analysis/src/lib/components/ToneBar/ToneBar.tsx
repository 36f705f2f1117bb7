import { priceToneClass } from '../PriceText/PriceText';
import type { PriceTone } from '../../market/boardFormat';
import classes from './ToneBar.module.css';

export interface ToneBarPart {
  /** Coloured as the board colours a price (up green, down red, reference yellow). */
  tone: Extract<PriceTone, 'up' | 'down' | 'reference'>;
  value: number;
}

interface ToneBarProps {
  /** Left to right. */
  parts: readonly ToneBarPart[];
  /** What the whole track stands for (the parts may fill less of it). */
  total: number;
  /** Its height, margin and track colour. */
  className?: string;
  /** Read out as an image; without it the bar is decoration beside figures that say the same. */
  label?: string;
}

/** A horizontal bar split into board-coloured parts, each as wide as its share of `total`. */
export function ToneBar({ parts, total, className, label }: ToneBarProps) {
  return (
    <div
      className={[priceToneClass, classes.bar, className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {parts.map((part) => (
        <span
          key={part.tone}
          data-tone={part.tone}
          style={{ width: `${(part.value / total) * 100}%` }}
        />
      ))}
    </div>
  );
}
