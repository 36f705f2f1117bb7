import type { ReactNode, Ref } from 'react';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import classes from './StatusRegion.module.css';

interface StatusRegionProps {
  /** Focused once the outcome is in, so a keyboard or screen-reader user lands on it. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
  children: ReactNode;
}

/**
 * Where a form or an action tells its outcome: a polite live region, focusable by the code (not
 * by Tab), with a focus ring only for the keyboard.
 */
export function StatusRegion({ ref, className, children }: StatusRegionProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      className={className ? `${classes.region} ${className}` : classes.region}
    >
      {children}
    </div>
  );
}

interface StatusAlertProps {
  outcome: 'success' | 'failure';
  title: ReactNode;
  children: ReactNode;
}

/**
 * An outcome inside a StatusRegion: success green with a check, failure red. A group, not an
 * alert: the region announces it, and the alert role would announce it twice.
 */
export function StatusAlert({ outcome, title, children }: StatusAlertProps) {
  const success = outcome === 'success';
  return (
    <Alert
      role="group"
      color={success ? 'teal' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden /> : undefined}
      title={title}
    >
      {children}
    </Alert>
  );
}
