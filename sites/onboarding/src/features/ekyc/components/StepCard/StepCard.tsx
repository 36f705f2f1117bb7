import { useEffect, useRef, type ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';

interface StepCardProps {
  /** The step's heading id, for the form's `aria-labelledby`. */
  headingId: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * One step's screen. Its heading takes the focus when the step appears, so a keyboard or
 * screen-reader user starts the new step at its top instead of on a button that is gone.
 */
export function StepCard({ headingId, title, intro, children }: StepCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
