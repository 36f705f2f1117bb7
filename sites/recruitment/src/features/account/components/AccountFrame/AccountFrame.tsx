import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import classes from './AccountFrame.module.css';

/**
 * The frame of the account screens in the recruit layout: the page heading, an optional
 * introduction and a card for the form, as wide as a phone allows and no wider than a form
 * reads well.
 */
export function AccountFrame({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The profile page holds several sections side by side on a wide screen. */
  wide?: boolean;
  children: ReactNode;
}) {
  useLayout('recruit');
  return (
    <div className={classes.frame} data-wide={wide || undefined}>
      <Stack gap="md">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro ? <Text c="dimmed">{intro}</Text> : null}
        {wide ? (
          children
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
        )}
      </Stack>
    </div>
  );
}
