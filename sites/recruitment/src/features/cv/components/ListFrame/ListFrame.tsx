import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@brokerage/shared/routing/Link.tsx';

interface ListFrameProps {
  state: 'idle' | 'loading' | 'loaded' | 'failed';
  empty: boolean;
  texts: { loading: string; loadFailed: string; retry: string; empty: string; browse: string };
  onRetry: () => void;
  /** The list, once loaded and not empty. */
  children: ReactNode;
}

/** The candidate's lists (saved, applied): loading, failure with retry, empty with a way to jobs. */
export function ListFrame({ state, empty, texts, onRetry, children }: ListFrameProps) {
  if (state === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" title={texts.loadFailed}>
        <Button mt="sm" size="sm" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Alert>
    );
  }
  if (state !== 'loaded') {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{texts.loading}</Text>
      </Group>
    );
  }
  if (empty) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{texts.empty}</Text>
          <Button component={Link} route="recruitment">
            {texts.browse}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <>{children}</>;
}
