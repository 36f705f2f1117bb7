import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  /** The button's name ("Previous report"): the icon says nothing to a screen reader. */
  label: string;
  /** The carousel's own class, which places the arrow on its viewport's edge. */
  className: string;
  onClick: () => void;
}

/** The round previous or next button of a carousel (the home banner, the report carousel). */
export function CarouselArrow({ direction, label, className, onClick }: CarouselArrowProps) {
  const Icon = direction === 'previous' ? IconChevronLeft : IconChevronRight;
  return (
    <ActionIcon
      className={className}
      variant="default"
      size="lg"
      radius="xl"
      onClick={onClick}
      aria-label={label}
    >
      <Icon aria-hidden />
    </ActionIcon>
  );
}
