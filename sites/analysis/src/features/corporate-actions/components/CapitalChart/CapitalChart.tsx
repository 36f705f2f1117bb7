import { useId, type CSSProperties } from 'react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatBillions } from '../../../../lib/market/boardFormat';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import type { CapitalRaising } from '../../api/corporateActionsApi';
import { capitalSteps, stepPath } from '../../model/capitalSteps';
import classes from './CapitalChart.module.css';

interface CapitalChartProps {
  /** Oldest first. */
  rows: readonly CapitalRaising[];
  /** The last step runs to this day (`YYYY-MM-DD`). */
  today: string;
  symbol: string;
  locale: Locale;
}

/** Horizontal units of the plot, stretched to the width the page gives it. */
const WIDTH = 1000;
/** The plot's height in CSS pixels (CapitalChart.module.css `--plot-height`). */
const PLOT_HEIGHT = 220;

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * The charter capital as a step line over time, in plain SVG. The plot stretches to the width;
 * the axis labels and the event dots are HTML laid over it, so they keep their size and shape
 * at every width. The SVG's title says what it shows; the history table holds the figures.
 */
export function CapitalChart({ rows, today, symbol, locale }: CapitalChartProps) {
  const { t } = useTranslation('analysis');
  const titleId = useId();
  const geometry = capitalSteps(rows, today);
  if (!geometry) return null;
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const billions = (value: number) => formatBillions(value, locale);
  const label = t('corporateActions.raising.chartLabel', {
    symbol,
    count: rows.length,
    first: billions(first.charterCapitalAfter),
    firstDate: formatDate(first.eventDate),
    last: billions(last.charterCapitalAfter),
    lastDate: formatDate(last.eventDate),
  });
  const many = geometry.xTicks.length > 4;

  return (
    <figure className={classes.figure}>
      <div className={classes.frame} data-testid="capital-chart">
        <div className={classes.plot}>
          <svg
            className={classes.svg}
            viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={titleId}
            data-steps={geometry.steps.length}
          >
            <title id={titleId}>{label}</title>
            {geometry.yTicks.map((tick) => (
              <line
                key={tick.value}
                className={classes.grid}
                x1={0}
                x2={WIDTH}
                y1={tick.at * PLOT_HEIGHT}
                y2={tick.at * PLOT_HEIGHT}
              />
            ))}
            <path className={classes.area} d={stepPath(geometry.steps, WIDTH, PLOT_HEIGHT, true)} />
            <path className={classes.line} d={stepPath(geometry.steps, WIDTH, PLOT_HEIGHT)} />
          </svg>
          <div className={classes.overlay} aria-hidden="true">
            {geometry.steps.map((step, i) => (
              <span
                key={`${step.date}-${i}`}
                className={classes.dot}
                style={{ left: percent(step.x0), top: percent(step.y) }}
                title={t('corporateActions.raising.pointLabel', {
                  date: formatDate(step.date),
                  kind: t(`corporateActions.raising.kinds.${rows[i]!.kind}`),
                  capital: billions(step.value),
                })}
              />
            ))}
          </div>
        </div>
        <div className={classes.yAxis} aria-hidden="true">
          {geometry.yTicks.map((tick) => (
            <span
              key={tick.value}
              className={classes.yLabel}
              style={{ '--at': percent(tick.at) } as CSSProperties}
            >
              {formatNumber(tick.value / 1e9, locale, { decimals: 0 })}
            </span>
          ))}
        </div>
        <div className={classes.xAxis} aria-hidden="true">
          {geometry.xTicks.map((tick, i) => (
            <span
              key={tick.value}
              className={classes.xLabel}
              style={{ left: percent(tick.at) }}
              data-minor={(many && i % 2 === 1) || undefined}
            >
              {tick.value}
            </span>
          ))}
        </div>
      </div>
      <figcaption className={classes.caption}>{t('corporateActions.raising.unit')}</figcaption>
    </figure>
  );
}
