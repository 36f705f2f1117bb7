import classes from './MiniBars.module.css';

interface MiniBarsProps {
  /** Oldest first; null leaves a gap. */
  values: ReadonlyArray<number | null>;
  /** What the bars show, every value included, for screen readers. */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A ratio’s trend in a table cell: one small bar a period, oldest to newest, negative
 * values under a zero line. A few hundred bytes of SVG.
 */
export function MiniBars({ values, label, width = 72, height = 24 }: MiniBarsProps) {
  const numbers = values.filter((v): v is number => v !== null);
  const max = Math.max(0, ...numbers);
  const min = Math.min(0, ...numbers);
  const span = max - min || 1;
  const y = (v: number) => 1 + ((max - v) / span) * (height - 2);
  const slot = width / Math.max(1, values.length);
  const zero = y(0);
  return (
    <svg
      className={classes.bars}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      <line x1={0} x2={width} y1={zero} y2={zero} className={classes.zero} />
      {values.map((value, i) =>
        value === null ? null : (
          <rect
            key={i}
            x={i * slot + slot * 0.15}
            y={Math.min(y(value), zero)}
            width={slot * 0.7}
            height={Math.max(1, Math.abs(y(value) - zero))}
          />
        ),
      )}
    </svg>
  );
}
