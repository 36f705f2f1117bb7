import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import classes from './CallToAction.module.css';

export interface CallToActionProps {
  title: string;
  text?: string;
  /** The route the button opens (on another site it is a full page load). */
  route: RouteId;
  action: string;
  icon?: ReactNode;
}

/** A highlighted band that sends the visitor to the next step (open an account, register). */
export function CallToAction({ title, text, route, action, icon }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.band}>
      <Group justify="space-between" align="center" gap="lg" className={classes.inner}>
        <Group gap="md" wrap="nowrap" align="flex-start" className={classes.copy}>
          {icon && (
            <ThemeIcon size={52} radius="xl" variant="white" aria-hidden className={classes.icon}>
              {icon}
            </ThemeIcon>
          )}
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId} className={classes.title}>
              {title}
            </Title>
            {text && <Text className={classes.text}>{text}</Text>}
          </Stack>
        </Group>
        <Button
          component={Link}
          route={route}
          size="md"
          variant="white"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          className={classes.button}
        >
          {action}
        </Button>
      </Group>
    </section>
  );
}
