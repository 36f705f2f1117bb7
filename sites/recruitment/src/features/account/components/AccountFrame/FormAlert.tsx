import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/**
 * A sentence about the whole form (a failed login, a sent code). role="alert" for errors: read
 * out as it appears while the focus stays where the candidate is; a notice is a polite status.
 */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
}) {
  if (!children) return null;
  const error = tone === 'error';
  return (
    <Alert
      color={error ? 'red' : tone === 'success' ? 'teal' : 'blue'}
      variant="light"
      role={error ? 'alert' : 'status'}
      icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
      p="xs"
    >
      {children}
    </Alert>
  );
}
