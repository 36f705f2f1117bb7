import { useId } from 'react';
import classes from './BarChart.module.css';

export interface BarSeries {
  label: string;
  /** One value per category; null draws no bar. */
  values: ReadonlyArray<number | null>;
}

interface BarChartProps {
  /** The chart's visible title (its figure's caption). */
  title: string;
  /** A sentence giving every value (the chart's text alternative). */
  description: string;
  /** The periods, oldest first. */
  categories: readonly string[];
  /** Two series at most (two colours, both legible in both themes). */
  series: readonly BarSeries[];
  /** An axis value as printed. */
  formatValue: (value: number) => string;
  testId?: string;
}

/** Plot height in CSS pixels (BarChart.module.css `.plot`): vertical units are pixels. */
const HEIGHT = 180;
/** Room above the highest and below the lowest bar. */
const PAD = 8;
/** Horizontal units of one category: the plot stretches to the width the page gives it. */
const SLOT = 100;

/** The top, middle and zero lines' values for bars between `min` and `max` (min ≤ 0 ≤ max). */
function gridValues(min: number, max: number): number[] {
  const lines = [max, 0];
  if (min < 0) lines.push(min);
  else if (max > 0) lines.push(max / 2);
  return lines;
}

/**
 * Grouped bars of a few series by period, in plain SVG (no chart library in the page's chunk).
 * Negative values hang under the zero line. The axis and period labels are HTML beside the
 * plot, so their text keeps its size at every width instead of scaling with a viewBox.
 */
export function BarChart({
  title,
  description,
  categories,
  series,
  formatValue,
  testId,
}: BarChartProps) {
  const captionId = useId();
  const titleId = useId();
  const all = series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const y = (value: number) => PAD + ((max - value) / span) * (HEIGHT - 2 * PAD);
  const width = categories.length * SLOT;
  const barWidth = (SLOT * 0.7) / Math.max(1, series.length);
  const topOf = (value: number) => `${((y(value) / HEIGHT) * 100).toFixed(2)}%`;
  return (
    <figure className={classes.figure} aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className={classes.caption}>
        {title}
      </figcaption>
      <ul className={classes.legend}>
        {series.map((s, i) => (
          <li key={s.label}>
            <span className={classes.swatch} data-series={i} aria-hidden />
            {s.label}
          </li>
        ))}
      </ul>
      <div className={classes.frame}>
        <div className={classes.axis} aria-hidden>
          {gridValues(min, max).map((value) => (
            <span key={value} className={classes.axisLabel} style={{ top: topOf(value) }}>
              {formatValue(value)}
            </span>
          ))}
        </div>
        <svg
          className={classes.plot}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          data-bars={categories.length}
        >
          <title id={titleId}>{description}</title>
          {gridValues(min, max).map((value) => (
            <line
              key={value}
              x1={0}
              x2={width}
              y1={y(value)}
              y2={y(value)}
              className={value === 0 ? classes.zero : classes.grid}
            />
          ))}
          {categories.map((category, c) =>
            series.map((s, i) => {
              const value = s.values[c];
              if (value == null) return null;
              const top = Math.min(y(value), y(0));
              const height = Math.max(1, Math.abs(y(value) - y(0)));
              return (
                <rect
                  key={`${category}-${s.label}`}
                  className={classes.bar}
                  data-series={i}
                  x={c * SLOT + SLOT * 0.15 + i * barWidth}
                  y={top}
                  width={barWidth * 0.9}
                  height={height}
                />
              );
            }),
          )}
        </svg>
        <div
          className={classes.periods}
          style={{ gridTemplateColumns: `repeat(${categories.length}, minmax(0, 1fr))` }}
          aria-hidden
        >
          {categories.map((category) => (
            // "Q3/2026" on two lines: eight quarters fit a phone's width.
            <span key={category}>
              {category.split('/').map((part) => (
                <span key={part} className={classes.periodPart}>
                  {part}
                </span>
              ))}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
