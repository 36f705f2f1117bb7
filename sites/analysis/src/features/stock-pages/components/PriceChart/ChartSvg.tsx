import { useId } from 'react';
import type { PriceTone } from '../../../../lib/market/boardFormat';
import { priceToneClass } from '../../../../lib/components/PriceText/PriceText';
import type { ChartPoint } from '../../stores/PriceChartStore';
import classes from './PriceChart.module.css';

interface ChartSvgProps {
  points: readonly ChartPoint[];
  baseline: number | undefined;
  tone: PriceTone;
  /** A sentence describing the series (the chart's text alternative). */
  description: string;
  /** Axis labels, already formatted. */
  formatPrice: (value: number) => string;
  formatLabel: (label: string) => string;
}

const WIDTH = 720;
const HEIGHT = 280;
const PRICE_HEIGHT = 200;
const VOLUME_TOP = 216;
const LEFT = 8;
const RIGHT = 64;

/** The price line over volume bars, in plain SVG (no chart library in the page's bundle). */
export function ChartSvg({
  points,
  baseline,
  tone,
  description,
  formatPrice,
  formatLabel,
}: ChartSvgProps) {
  const titleId = useId();
  const prices = points.map((point) => point.price);
  const all = baseline === undefined ? prices : [...prices, baseline];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = max - min || 1;
  const maxVolume = Math.max(1, ...points.map((point) => point.volume));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const x = (i: number) => LEFT + i * step;
  const y = (v: number) => 8 + (1 - (v - min) / span) * (PRICE_HEIGHT - 16);
  const line = points
    .map((point, i) => `${x(i).toFixed(1)},${y(point.price).toFixed(1)}`)
    .join(' ');
  const area = `${LEFT},${PRICE_HEIGHT} ${line} ${x(points.length - 1).toFixed(1)},${PRICE_HEIGHT}`;
  const barWidth = Math.max(1, Math.min(8, step * 0.7));
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg
      className={`${priceToneClass} ${classes.svg}`}
      data-tone={tone}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="price-chart-svg"
      data-points={points.length}
    >
      <title id={titleId}>{description}</title>
      <polygon points={area} fill="currentColor" fillOpacity={0.08} />
      {baseline !== undefined && (
        <line
          x1={LEFT}
          x2={WIDTH - RIGHT}
          y1={y(baseline)}
          y2={y(baseline)}
          className={classes.baseline}
        />
      )}
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
      <g className={classes.volume} aria-hidden>
        {points.map((point, i) => {
          const h = (point.volume / maxVolume) * (HEIGHT - VOLUME_TOP - 18);
          return (
            <rect
              key={point.label}
              x={x(i) - barWidth / 2}
              y={HEIGHT - 18 - h}
              width={barWidth}
              height={h}
            />
          );
        })}
      </g>
      <g className={classes.axis} aria-hidden>
        <text x={WIDTH - RIGHT + 6} y={y(max) + 4}>
          {formatPrice(max)}
        </text>
        <text x={WIDTH - RIGHT + 6} y={y(min) + 4}>
          {formatPrice(min)}
        </text>
        {first && (
          <text x={LEFT} y={HEIGHT - 4}>
            {formatLabel(first.label)}
          </text>
        )}
        {last && last !== first && (
          <text x={WIDTH - RIGHT} y={HEIGHT - 4} textAnchor="end">
            {formatLabel(last.label)}
          </text>
        )}
      </g>
    </svg>
  );
}
