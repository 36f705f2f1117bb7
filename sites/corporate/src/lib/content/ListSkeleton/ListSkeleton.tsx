import {
  SimpleGrid,
  Skeleton,
  Stack,
  type MantineRadius,
  type MantineSpacing,
  type SkeletonProps,
  type StyleProp,
} from '@mantine/core';

export interface ListSkeletonProps {
  /** Grey bars standing for the items. */
  count: number;
  /** Height of an item's bar. */
  height: number;
  radius?: MantineRadius;
  /** Columns of a grid of items; without it the bars stack. */
  cols?: StyleProp<number>;
  /** Gap between the grid's items. */
  spacing?: StyleProp<MantineSpacing>;
  /** Gap of the stack (the heading's bar and the items). */
  gap?: MantineSpacing;
  /** A bar above the items: a heading, a search box, a row of tabs. */
  heading?: Pick<SkeletonProps, 'height' | 'width' | 'radius'>;
}

/** The shape of a list while it loads: an optional heading bar, then the items' bars (or a grid). */
export function ListSkeleton({
  count,
  height,
  radius,
  cols,
  spacing,
  gap = 'md',
  heading,
}: ListSkeletonProps) {
  const bars = Array.from({ length: count }, (_, key) => (
    <Skeleton key={key} height={height} radius={radius} />
  ));
  const items = cols ? (
    <SimpleGrid cols={cols} spacing={spacing}>
      {bars}
    </SimpleGrid>
  ) : (
    bars
  );
  if (cols && !heading) return items;
  return (
    <Stack gap={gap}>
      {heading && <Skeleton {...heading} />}
      {items}
    </Stack>
  );
}
