import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

interface ContactCardProps {
  /** Id of the h2, which names the section. */
  headingId: string;
  title: ReactNode;
  /** Under the title (the company's name, the form's intro). */
  subtitle: ReactNode;
  children: ReactNode;
}

/** One card of the contact page: a section named by its h2, a line under it, then its content. */
export function ContactCard({ headingId, title, subtitle, children }: ContactCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {subtitle}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
