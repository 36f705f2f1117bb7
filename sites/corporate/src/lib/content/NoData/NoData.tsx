import { Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import classes from './NoData.module.css';

export interface NoDataProps {
  /** Default: the spec's "no data" message (spec §2 "An empty list shows a no-data message"). */
  message?: string;
}

/** The no-data message of an empty list. */
export function NoData({ message }: NoDataProps) {
  const { t } = useTranslation('corporate');
  return (
    <Stack align="center" gap="xs" className={classes.root} role="status">
      <IconInbox size={40} stroke={1.4} aria-hidden />
      <Text className={classes.text}>{message ?? t('contentList.noData')}</Text>
    </Stack>
  );
}
