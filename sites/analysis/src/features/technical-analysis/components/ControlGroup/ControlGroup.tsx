import type { ReactNode } from 'react';
import classes from './ControlGroup.module.css';

/** A chart setting's control: the value in use, and what to call with a valid new one. */
export interface ControlProps<T> {
  value: T;
  onChange: (value: T) => void;
}

/** The chart's settings groups: a fieldset named by its legend, with no frame of its own. */
export function ControlGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
