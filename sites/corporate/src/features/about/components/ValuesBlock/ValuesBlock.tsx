import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { menuIcon } from '@brokerage/shared/ui/icons/menuIcons.ts';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import classes from './ValuesBlock.module.css';

/** Core values: an icon, the value's name and what it means to us. */
export function ValuesBlock({ items }: { items: readonly BlockItem[] }) {
  const n = Math.max(1, items.length);
  // One row on a wide screen when they fit (up to five), never a lone card on a row of its own.
  const wide = n <= 5 ? n : n % 4 === 0 ? 4 : 3;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: Math.min(2, n), md: Math.min(3, n), lg: wide }}
      spacing="lg"
      className={classes.list}
    >
      {items.map((item) => {
        const Icon = menuIcon(item.icon);
        return (
          <li key={item.id} className={classes.value}>
            {item.image ? (
              <img src={item.image} alt="" className={classes.image} loading="lazy" />
            ) : Icon ? (
              <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
                <Icon size={34} stroke={1.5} />
              </ThemeIcon>
            ) : null}
            <Text component="h3" fw={700} size="xl" m={0}>
              {item.title}
            </Text>
            {item.description && <Text className={classes.muted}>{item.description}</Text>}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
