import type { ReactNode } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';

interface PanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Beside the heading (the live status). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A stock page's widget: a card that is a section named by its level-2 heading. */
export function Panel({ id, title, aside, children }: PanelProps) {
  const heading = (
    <Title order={2} size="h4" id={id}>
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between" wrap="wrap" gap="xs">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
