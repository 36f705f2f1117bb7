import { useId, type CSSProperties } from 'react';
import { formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { AssessmentAxisResult, AxisScores } from '../../api/assessmentApi';
import {
  labelPlace,
  orderedScores,
  pointAt,
  polygonPath,
  RADAR_RADIUS,
  RADAR_SIZE,
  rings,
  scoreShape,
} from '../../model/radar';
import classes from './RadarChart.module.css';

interface RadarChartProps {
  symbol: string;
  /** The six axes in order, with their labels and scores. */
  axes: readonly AssessmentAxisResult[];
  /** The peers' average on each axis (a dashed outline), or null. */
  peers: AxisScores | null;
  peerCount: number;
  locale: Locale;
}

/**
 * The six axis scores as a radar in plain SVG: rings at 1–5, the company's shape filled and the
 * peers' average dashed. The axis labels are HTML laid over the square, so they keep their size
 * at every width; the SVG's title says every score, and the table beside it holds them too.
 */
export function RadarChart({ symbol, axes, peers, peerCount, locale }: RadarChartProps) {
  const { t } = useTranslation('analysis');
  const titleId = useId();
  const count = axes.length;
  const score = (value: number | null) =>
    value === null ? t('assessment.radar.notScored') : formatNumber(value, locale, { decimals: 1 });
  const label = [
    t('assessment.radar.label', {
      symbol,
      scores: axes
        .map((axis) => t('assessment.radar.score', { axis: axis.label, score: score(axis.score) }))
        .join(', '),
    }),
    peers ? t('assessment.radar.peersNote', { count: peerCount }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const company = scoreShape(axes.map((axis) => axis.score));
  const average = peers ? scoreShape(orderedScores(peers)) : null;

  return (
    <figure className={classes.figure}>
      <div className={classes.square}>
        <svg
          className={classes.svg}
          viewBox={`0 0 ${RADAR_SIZE} ${RADAR_SIZE}`}
          role="img"
          aria-labelledby={titleId}
          data-testid="assessment-radar"
        >
          <title id={titleId}>{label}</title>
          {rings(count).map((ring, i) => (
            <path key={i} className={classes.ring} d={polygonPath(ring)} />
          ))}
          {axes.map((axis, i) => {
            const end = pointAt(i, count, RADAR_RADIUS);
            return (
              <line
                key={axis.axis}
                className={classes.spoke}
                x1={RADAR_SIZE / 2}
                y1={RADAR_SIZE / 2}
                x2={end.x}
                y2={end.y}
              />
            );
          })}
          {average && <path className={classes.peers} d={polygonPath(average)} />}
          <path className={classes.shape} d={polygonPath(company)} data-shape="company" />
          {company.map((point, i) => (
            <circle key={axes[i]!.axis} className={classes.dot} cx={point.x} cy={point.y} r={2.2} />
          ))}
        </svg>
        <div className={classes.labels} aria-hidden="true">
          {axes.map((axis, i) => {
            const place = labelPlace(i, count);
            return (
              <span
                key={axis.axis}
                className={classes.label}
                data-side={place.side}
                style={{ '--left': `${place.left}%`, '--top': `${place.top}%` } as CSSProperties}
              >
                <span className={classes.name}>{axis.label}</span>
                <span className={classes.value}>{score(axis.score)}</span>
              </span>
            );
          })}
        </div>
      </div>
      <figcaption className={classes.legend}>
        <span className={classes.key}>
          <span className={classes.swatch} data-kind="company" aria-hidden="true" />
          {symbol}
        </span>
        {peers && (
          <span className={classes.key}>
            <span className={classes.swatch} data-kind="peers" aria-hidden="true" />
            {t('assessment.radar.legendPeers', { count: peerCount })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
