import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import classes from './FactList.module.css';

export interface Fact {
  /** Stable within the list (React keys, test ids). */
  id: string;
  label: string;
  value: ReactNode;
  /** Takes the whole row (an address). */
  wide?: boolean;
}

interface FactListProps {
  facts: readonly Fact[];
  /** Columns from the phone up. */
  cols?: { base: number; sm?: number; lg?: number };
  testId?: string;
}

/** Labelled facts in a grid, as a description list (the key figures' look). */
export function FactList({ facts, cols = { base: 1, sm: 2, lg: 3 }, testId }: FactListProps) {
  return (
    <SimpleGrid
      component="dl"
      cols={cols}
      spacing="sm"
      className={classes.list}
      data-testid={testId}
    >
      {facts.map((fact) => (
        <div
          key={fact.id}
          className={fact.wide ? `${classes.item} ${classes.wide}` : classes.item}
          data-fact={fact.id}
        >
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The label colour of the facts, for a note under them. */
export const factLabelClass = classes.label;
