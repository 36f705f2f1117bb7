import { Alert, Button, Group, Loader, Text } from '@mantine/core';

/** A section's data on its way: announced politely to screen readers. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Group gap="xs" py="md" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** A section's data that could not be read, with the button that asks again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
