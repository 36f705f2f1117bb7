import { useId } from 'react';
import type { PriceTone } from '../../market/boardFormat';
import { priceToneClass } from '../PriceText/PriceText';

interface SparklineProps {
  values: readonly number[];
  /** The level drawn as a dashed line (the reference or the previous close). */
  baseline?: number;
  tone: PriceTone;
  /** What the line shows, for screen readers. */
  label: string;
  width?: number;
  height?: number;
}

/** A small SVG line of a series; a few hundred bytes instead of a chart library. */
export function Sparkline({
  values,
  baseline,
  tone,
  label,
  width = 120,
  height = 36,
}: SparklineProps) {
  const titleId = useId();
  if (values.length < 2) return null;
  const all = baseline === undefined ? values : [...values, baseline];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const x = (i: number) => (i / (values.length - 1)) * (width - 2) + 1;
  const y = (v: number) => height - 1 - ((v - min) / span) * (height - 2);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      className={priceToneClass}
      data-tone={tone}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{label}</title>
      {baseline !== undefined && (
        <line
          x1={0}
          x2={width}
          y1={y(baseline)}
          y2={y(baseline)}
          stroke="currentColor"
          strokeOpacity={0.4}
          strokeDasharray="3 3"
        />
      )}
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
