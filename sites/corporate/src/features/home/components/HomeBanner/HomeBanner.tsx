import { useEffect, useId, useState } from 'react';
import { ActionIcon, Box, Button, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import { CarouselArrow } from '../../../../lib/content/CarouselArrow/CarouselArrow';
import classes from './HomeBanner.module.css';

/** Spec §9 sets no interval; 6 s leaves time to read a banner. */
const ROTATION_MS = 6000;

interface HomeBannerProps {
  items: readonly BlockItem[];
}

/**
 * The home banner as a WAI-ARIA carousel: one slide visible, previous/next and per-slide
 * buttons, and a rotation that stops on hover, on focus, on request and for reduced motion.
 * A slide's words are HTML over a decorative picture, so they wrap, scale, translate and reach
 * screen readers.
 */
export function HomeBanner({ items }: HomeBannerProps) {
  const { t } = useTranslation('corporate');
  const reduceMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [interacting, setInteracting] = useState(false);
  const total = items.length;
  const rotating = total > 1 && playing && !interacting && !reduceMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % total), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, total]);

  if (total === 0) return null;
  const current = Math.min(active, total - 1);
  const go = (index: number) => setActive((index + total) % total);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setInteracting(false);
      }}
    >
      <div className={classes.viewport}>
        {/* Slide changes are announced only when the visitor drives them, never while rotating. */}
        <div className={classes.track} aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, index) => (
            <div
              key={item.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.banner.slide', { index: index + 1, total })}
              hidden={index !== current}
            >
              <Slide item={item} eager={index === 0} moreLabel={t('home.banner.more')} />
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <CarouselArrow
              direction="previous"
              className={`${classes.arrow} ${classes.previous}`}
              onClick={() => go(current - 1)}
              label={t('home.banner.previous')}
            />
            <CarouselArrow
              direction="next"
              className={`${classes.arrow} ${classes.next}`}
              onClick={() => go(current + 1)}
              label={t('home.banner.next')}
            />
          </>
        )}
      </div>
      {total > 1 && (
        <Group justify="center" gap={4} mt="xs">
          {!reduceMotion && (
            <ActionIcon
              variant="subtle"
              size="md"
              radius="xl"
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? t('home.banner.pause') : t('home.banner.play')}
            >
              {playing ? (
                <IconPlayerPause size={16} aria-hidden />
              ) : (
                <IconPlayerPlay size={16} aria-hidden />
              )}
            </ActionIcon>
          )}
          {items.map((item, index) => (
            <UnstyledButton
              key={item.id}
              className={classes.dot}
              onClick={() => go(index)}
              aria-label={t('home.banner.goTo', { index: index + 1 })}
              aria-current={index === current}
            />
          ))}
        </Group>
      )}
    </Box>
  );
}

function Slide({ item, eager, moreLabel }: { item: BlockItem; eager: boolean; moreLabel: string }) {
  const headingId = useId();
  const target = item.target === '_blank' ? '_blank' : undefined;
  return (
    <>
      {item.image && (
        // Decorative: the slide's text is real text below, so the picture has nothing to add.
        <img
          className={classes.backdrop}
          src={item.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // The first slide is the page's largest paint: fetch it before other images.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      <div className={classes.content}>
        {/* Plain elements: their size steps with the viewport in the CSS module. */}
        <h2 className={classes.title} id={headingId}>
          {item.title}
        </h2>
        {item.description && <p className={classes.description}>{item.description}</p>}
        {item.link && (
          <Button
            component={Link}
            href={item.link}
            target={target}
            className={classes.cta}
            variant="white"
            size="md"
            radius="xl"
            aria-describedby={headingId}
          >
            {moreLabel}
          </Button>
        )}
      </div>
    </>
  );
}
