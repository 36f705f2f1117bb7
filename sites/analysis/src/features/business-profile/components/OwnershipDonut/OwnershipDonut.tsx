import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { OwnershipStructure } from '../../api/businessProfileApi';
import { donutSlices } from '../../model/ownershipChart';
import { formatStake } from '../../model/profileFormat';
import classes from './OwnershipDonut.module.css';

interface OwnershipDonutProps {
  parts: readonly OwnershipStructure[];
  locale: Locale;
}

const SIZE = 120;
const RADIUS = 46;
const STROKE = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The ownership structure as a ring (state, foreign, other), read out as one image naming each
 * group's stake, with a legend beside it; the table under it gives the shares.
 */
export function OwnershipDonut({ parts, locale }: OwnershipDonutProps) {
  const { t } = useTranslation('analysis');
  const slices = donutSlices(parts);
  const described = parts
    .map((part) => `${part.name} ${formatStake(part.percent, locale)}`)
    .join(', ');
  const centre = SIZE / 2;
  return (
    <div className={classes.chart}>
      <svg
        className={classes.svg}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t('profile.ownership.chartLabel', { parts: described })}
        data-testid="ownership-chart"
      >
        <circle className={classes.track} cx={centre} cy={centre} r={RADIUS} strokeWidth={STROKE} />
        {slices.map((slice) => (
          <circle
            key={slice.category}
            className={classes.slice}
            data-category={slice.category}
            cx={centre}
            cy={centre}
            r={RADIUS}
            strokeWidth={STROKE}
            // A whole ring needs no gap; a slice starts where the last ended, from 12 o'clock.
            strokeDasharray={`${slice.length * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            strokeDashoffset={-slice.start * CIRCUMFERENCE}
            transform={`rotate(-90 ${centre} ${centre})`}
          />
        ))}
      </svg>
      <ul className={classes.legend} aria-label={t('profile.ownership.legend')}>
        {parts.map((part) => (
          <li key={part.category} className={classes.legendItem}>
            <span className={classes.swatch} data-category={part.category} aria-hidden="true" />
            <span>{part.name}</span>
            <span className={classes.legendValue}>{formatStake(part.percent, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
