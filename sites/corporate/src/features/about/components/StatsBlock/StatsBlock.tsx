import { SimpleGrid, Text } from '@mantine/core';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import classes from './StatsBlock.module.css';

/** Key figures: the figure (item title) large, its label (description) under it. */
export function StatsBlock({ items }: { items: readonly BlockItem[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: Math.min(4, Math.max(2, items.length)) }} spacing="md" className={classes.list}>
      {items.map((item) => (
        <li key={item.id} className={classes.stat}>
          <Text component="span" className={classes.figure}>
            {item.title}
          </Text>
          {item.description && (
            <Text component="span" className={classes.label}>
              {item.description}
            </Text>
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}
