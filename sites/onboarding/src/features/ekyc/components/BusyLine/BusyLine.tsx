import { Group, Loader, Text } from '@mantine/core';

/** Something on its way (a list, the contract, a code): a spinner and what it is, announced. */
export function BusyLine({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
