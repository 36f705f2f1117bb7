import type { CSSProperties } from 'react';
import { reportCardColors } from './reportColors';
import classes from './reportSurface.module.css';

/**
 * The props that paint an element in a report's colour (a report card, the preview's header):
 * the background in both themes, the text colour that reads on it, a faint border and the
 * card's radius; `className` adds the element's own layout. `data-bg` names the colour used.
 */
export function reportSurface(bgColor: string | null | undefined, className?: string) {
  const colors = reportCardColors(bgColor);
  return {
    className: className ? `${classes.surface} ${className}` : classes.surface,
    style: { '--report-bg': colors.background, '--report-text': colors.text } as CSSProperties,
    'data-bg': colors.background,
  };
}
