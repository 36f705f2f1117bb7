import { useEffect } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { JobActionsStore } from '../../stores/JobActionsStore';
import { JobActions } from '../JobActions/JobActions';
import { ListFrame } from '../ListFrame/ListFrame';

/** `cong-viec-da-luu`: the saved postings, each with its save, reminder and apply actions. */
export const SavedJobs = observer(function SavedJobs({ actions }: { actions: JobActionsStore }) {
  const { t } = useTranslation('recruitment');
  useEffect(() => {
    void actions.loadLiked();
  }, [actions]);

  return (
    <ListFrame
      state={actions.likedState}
      empty={actions.liked.length === 0}
      texts={{
        loading: t('cv.saved.loading'),
        loadFailed: t('cv.saved.loadFailed'),
        retry: t('cv.saved.retry'),
        empty: t('cv.saved.empty'),
        browse: t('cv.saved.browse'),
      }}
      onRetry={() => void actions.loadLiked()}
    >
      <Stack
        component="ul"
        aria-label={t('cv.saved.title')}
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {actions.liked.map((job) => (
          <Paper component="li" key={job.id} withBorder p="md" radius="md">
            <Stack gap="sm">
              <div>
                <Title order={2} size="h4">
                  <Anchor component={Link} route="recruitmentDetails" options={{ slug: job.slug }}>
                    {job.title}
                  </Anchor>
                </Title>
                <Group gap="xs" mt={4}>
                  <Text size="sm" c="dimmed">
                    {job.department.name} · {job.workplaces.map((w) => w.name).join(', ')}
                  </Text>
                  <Text size="sm">
                    {t('cv.saved.deadline', { date: formatDate(job.deadline) })}
                  </Text>
                  {job.expiringSoon && !job.expired && (
                    <Badge color="orange.9" variant="filled">
                      {t('cv.saved.expiringSoon')}
                    </Badge>
                  )}
                </Group>
              </div>
              <JobActions job={{ ...job, liked: true }} variant="details" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </ListFrame>
  );
});
