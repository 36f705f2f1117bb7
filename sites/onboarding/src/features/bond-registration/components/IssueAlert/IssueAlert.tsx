import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useBondText } from '../../hooks/useBondText';
import type { FlowIssue } from '../../stores/BondRegistrationStore';

/**
 * A failure no field can show (the product gone, the server down): an alert, announced as it
 * appears. What the customer typed stays in the form.
 */
export function IssueAlert({
  issue,
  title,
  children,
}: {
  issue: FlowIssue | null;
  title?: string;
  children?: ReactNode;
}) {
  const text = useBondText();
  if (!issue) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      {text(issue)}
      {children}
    </Alert>
  );
}
