import type { ReactNode } from 'react';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import lists from '../../styles/lists.module.css';

interface CardListProps<T extends { id: number }> {
  items: readonly T[];
  cols: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  /** One item's card. */
  children: (item: T) => ReactNode;
}

/** Cards in a responsive grid that is a list: one `li` a card, no bullets or indent. */
export function CardList<T extends { id: number }>({
  items,
  cols,
  spacing = 'lg',
  children,
}: CardListProps<T>) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing={spacing} className={lists.plain}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </SimpleGrid>
  );
}
