import { Text } from '@mantine/core';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import classes from './TimelineBlock.module.css';

/** Milestones in order: the year (item title) and what happened (description). */
export function TimelineBlock({ items }: { items: readonly BlockItem[] }) {
  return (
    <ol className={classes.timeline}>
      {items.map((item) => (
        <li key={item.id} className={classes.entry}>
          <Text component="span" className={classes.year}>
            {item.title}
          </Text>
          <span className={classes.dot} aria-hidden />
          <Text component="span" className={classes.text}>
            {item.description}
          </Text>
        </li>
      ))}
    </ol>
  );
}
