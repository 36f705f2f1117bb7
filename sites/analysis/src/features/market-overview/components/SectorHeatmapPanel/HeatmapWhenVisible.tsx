import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { SectorHeatmapPlaceholder } from '../../../../lib/components/SectorHeatmap/SectorHeatmapPlaceholder';

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

  const waiting = <SectorHeatmapPlaceholder headingOrder={3} />;
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
