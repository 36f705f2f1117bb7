import { List, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';

interface CaptureGuidanceProps {
  heading: string;
  items: readonly string[];
}

/** Spec §2 camera guidance before a capture: distance, light, what must be in the frame. */
export function CaptureGuidance({ heading, items }: CaptureGuidanceProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {heading}
      </Title>
      <List
        size="sm"
        spacing={4}
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </section>
  );
}
