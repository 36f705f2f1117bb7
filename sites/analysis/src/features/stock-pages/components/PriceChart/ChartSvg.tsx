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

/** Horizontal units of the plot: stretched to the width the page gives it. */
const WIDTH = 720;
/** The frame's height in CSS pixels (PriceChart.module.css `.frame`): vertical units are pixels. */
const HEIGHT = 280;
const PRICE_HEIGHT = 200;
const VOLUME_TOP = 216;
/** Room under the bars for the date labels (px). */
const DATE_ROW = 18;

/** Percent of the frame's height, for the labels laid over the plot. */
const topOf = (y: number) => `${((y / HEIGHT) * 100).toFixed(2)}%`;

/**
 * The price line over volume bars, in plain SVG (no chart library in the page's bundle). The
 * plot stretches to the page's width at a fixed height; the axis labels are HTML laid over it,
 * so their text keeps its size (12 px) at every width instead of scaling with a viewBox.
 */
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
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const x = (i: number) => i * step;
  const y = (v: number) => 8 + (1 - (v - min) / span) * (PRICE_HEIGHT - 16);
  const line = points
    .map((point, i) => `${x(i).toFixed(1)},${y(point.price).toFixed(1)}`)
    .join(' ');
  const area = `0,${PRICE_HEIGHT} ${line} ${x(points.length - 1).toFixed(1)},${PRICE_HEIGHT}`;
  const barWidth = Math.max(1, Math.min(8, step * 0.7));
  const first = points[0];
  const last = points.at(-1);
  return (
    <div className={classes.frame}>
      <svg
        className={`${priceToneClass} ${classes.svg}`}
        data-tone={tone}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        data-testid="price-chart-svg"
        data-points={points.length}
      >
        <title id={titleId}>{description}</title>
        <polygon points={area} fill="currentColor" fillOpacity={0.08} />
        {baseline !== undefined && (
          <line x1={0} x2={WIDTH} y1={y(baseline)} y2={y(baseline)} className={classes.baseline} />
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
            const h = (point.volume / maxVolume) * (HEIGHT - VOLUME_TOP - DATE_ROW);
            return (
              <rect
                key={point.label}
                x={x(i) - barWidth / 2}
                y={HEIGHT - DATE_ROW - h}
                width={barWidth}
                height={h}
              />
            );
          })}
        </g>
      </svg>
      <div className={classes.axis} aria-hidden data-testid="price-chart-axis">
        <span className={classes.priceLabel} style={{ top: topOf(y(max)) }}>
          {formatPrice(max)}
        </span>
        <span className={classes.priceLabel} style={{ top: topOf(y(min)) }}>
          {formatPrice(min)}
        </span>
        {first && <span className={classes.firstDate}>{formatLabel(first.label)}</span>}
        {last && last !== first && (
          <span className={classes.lastDate}>{formatLabel(last.label)}</span>
        )}
      </div>
    </div>
  );
}
