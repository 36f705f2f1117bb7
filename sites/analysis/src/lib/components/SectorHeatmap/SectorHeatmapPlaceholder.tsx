import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { HeatShade } from '../../heatmap/heatmapModel';
import classes from './SectorHeatmap.module.css';

const LEGEND: readonly Exclude<HeatShade, 'none'>[] = [
  'floor',
  'down3',
  'down2',
  'down1',
  'flat',
  'up1',
  'up2',
  'up3',
  'ceiling',
];

/** The shades' meanings, under the map. */
export function HeatmapLegend() {
  const { t } = useTranslation('analysis');
  return (
    <ul className={classes.legend} aria-label={t('heatmap.legend.label')}>
      {LEGEND.map((shade) => (
        <li key={shade} className={classes.key} data-shade={shade}>
          {t(`heatmap.legend.${shade}`)}
        </li>
      ))}
    </ul>
  );
}

interface SectorHeatmapPlaceholderProps {
  headingOrder?: 2 | 3;
  /** What the empty map says (a loader while the companies load); nothing before it is due. */
  children?: ReactNode;
}

/**
 * The heatmap's place before it can be drawn: the heading, the intro, an empty map of the final
 * size and the legend, so nothing moves when the tiles arrive (layout shift, gate 15).
 */
export function SectorHeatmapPlaceholder({
  headingOrder = 2,
  children,
}: SectorHeatmapPlaceholderProps) {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap="xs">
      <Title order={headingOrder} size="h4">
        {t('heatmap.heading')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('heatmap.intro')}
      </Text>
      <div className={`${classes.map} ${classes.waiting}`}>{children}</div>
      <HeatmapLegend />
    </Stack>
  );
}
