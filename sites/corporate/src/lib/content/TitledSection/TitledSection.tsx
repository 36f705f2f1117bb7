import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

export interface TitledSectionProps {
  /** Id of the h2, which names the section. */
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A part of a template screen under its own h2 (a list, a directory, a table). */
export function TitledSection({ headingId, title, children }: TitledSectionProps) {
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
