import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import classes from '../../../../lib/components/SectorHeatmap/SectorHeatmap.module.css';

const SectorHeatmapPanel = lazy(() => import('./SectorHeatmapPanel'));

interface HeatmapWhenVisibleProps {
  board: BoardStore;
  locale: Locale;
}

/**
 * The heatmap's place on the dashboard: its heading and an empty map of its final size until the
 * visitor scrolls near it, then the heatmap and the companies it needs load (none of it is part
 * of the dashboard's first visit, which a visitor reading the indices never scrolls past).
 */
export function HeatmapWhenVisible({ board, locale }: HeatmapWhenVisibleProps) {
  const { t } = useTranslation('analysis');
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    seen.observe(element);
    return () => seen.disconnect();
  }, [near]);

  const waiting = (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('heatmap.heading')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('heatmap.intro')}
      </Text>
      <div className={classes.map} />
    </Stack>
  );
  return (
    <div ref={place} data-testid="heatmap-place">
      {near ? (
        <Suspense fallback={waiting}>
          <SectorHeatmapPanel board={board} locale={locale} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
