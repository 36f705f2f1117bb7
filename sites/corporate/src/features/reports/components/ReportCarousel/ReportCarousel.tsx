import { useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { CarouselArrow } from '../../../../lib/content/CarouselArrow/CarouselArrow';
import { CAROUSEL_BREAKPOINTS, CAROUSEL_WIDE, useVisibleCount } from './useVisibleCount';
import classes from './ReportCarousel.module.css';

export interface ReportCarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel region. */
  label: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;
/** The fewest slides any width shows: more items than this may scroll somewhere. */
const NARROWEST = CAROUSEL_BREAKPOINTS[0].visible;
const VISIBLE_COUNTS = [...CAROUSEL_BREAKPOINTS.map((point) => point.visible), CAROUSEL_WIDE];

/**
 * A looping carousel that scrolls one slide at a time (spec §9 carousel defaults): as many
 * slides as the viewport allows (`useVisibleCount`, exposed as `data-visible-count`), arrows
 * with names (none under 767 px, where a swipe or the dots move it), a dot per position,
 * and the arrow keys inside the region. Only the slides in view are rendered, so the tab order
 * and screen readers never reach a hidden one. Rendered on the server (width unknown), it has
 * the widest set of slides, arrows and dots, and its stylesheet hides what the width does not
 * show (`data-pending`, `data-fits`) until the browser knows the width.
 */
export function ReportCarousel<T>({ items, label, getKey, renderItem }: ReportCarouselProps<T>) {
  const { t } = useTranslation('corporate');
  const measured = useVisibleCount();
  const pending = measured === null;
  const visible = measured ?? CAROUSEL_WIDE;
  const [start, setStart] = useState(0);
  const touchX = useRef<number | null>(null);
  const total = items.length;
  const scrolls = pending ? total > NARROWEST : total > visible;
  const shown = Math.min(visible, total);
  const first = scrolls ? ((start % total) + total) % total : 0;
  const withArrows = pending ? scrolls : scrolls && visible > 2;
  // The widths at which every item fits (no arrows, no dots), for the stylesheet.
  const fits = VISIBLE_COUNTS.filter((count) => total <= count).join(' ');

  const go = (index: number) => setStart(((index % total) + total) % total);
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!scrolls) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(first - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(first + 1);
    }
  };
  const handleTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const from = touchX.current;
    const to = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (!scrolls || from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    go(to < from ? first + 1 : first - 1);
  };

  const slides = Array.from({ length: shown }, (_, offset) => (first + offset) % total);
  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={label}
      data-visible-count={measured ?? undefined}
      data-pending={pending || undefined}
      data-fits={pending && fits ? fits : undefined}
      onKeyDown={handleKeyDown}
    >
      <div className={classes.viewport} data-arrows={withArrows || undefined}>
        {withArrows && (
          <CarouselArrow
            direction="previous"
            className={`${classes.arrow} ${classes.previous}`}
            onClick={() => go(first - 1)}
            label={t('reports.carousel.previous')}
          />
        )}
        <div
          className={classes.track}
          style={
            pending ? undefined : { gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }
          }
          aria-live="polite"
          onTouchStart={handleTouchStart}
          onTouchEnd={handleTouchEnd}
        >
          {slides.map((index) => {
            const item = items[index] as T;
            return (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={t('reports.carousel.slide', { index: index + 1, total })}
                className={classes.slide}
              >
                {renderItem(item)}
              </div>
            );
          })}
        </div>
        {withArrows && (
          <CarouselArrow
            direction="next"
            className={`${classes.arrow} ${classes.next}`}
            onClick={() => go(first + 1)}
            label={t('reports.carousel.next')}
          />
        )}
      </div>
      {scrolls && (
        <Group justify="center" gap={2} mt="sm" className={classes.dots}>
          {items.map((item, index) => (
            <UnstyledButton
              key={getKey(item)}
              className={classes.dot}
              onClick={() => go(index)}
              aria-label={t('reports.carousel.goTo', { index: index + 1 })}
              aria-current={index === first}
            />
          ))}
        </Group>
      )}
    </section>
  );
}
