import { useEffect } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { JobActionsStore } from '../../stores/JobActionsStore';
import { ListFrame } from '../ListFrame/ListFrame';

// Filled and dark enough for white text (4.5:1) in both themes; the light badges are not.
const STATUS_COLOURS = {
  submitted: 'blue.9',
  reviewing: 'grape.9',
  interview: 'orange.9',
  passed: 'teal.9',
  rejected: 'gray.7',
} as const;

/** `cong-viec-da-ung-tuyen`: each application with its status, date, CV and links. */
export const AppliedJobs = observer(function AppliedJobs({
  actions,
}: {
  actions: JobActionsStore;
}) {
  const { t } = useTranslation('recruitment');
  useEffect(() => {
    void actions.loadApplications();
  }, [actions]);

  return (
    <ListFrame
      state={actions.applicationsState}
      empty={actions.applications.length === 0}
      texts={{
        loading: t('cv.applied.loading'),
        loadFailed: t('cv.applied.loadFailed'),
        retry: t('cv.applied.retry'),
        empty: t('cv.applied.empty'),
        browse: t('cv.applied.browse'),
      }}
      onRetry={() => void actions.loadApplications()}
    >
      <Stack
        component="ul"
        aria-label={t('cv.applied.title')}
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {actions.applications.map((application) => {
          const status = t(`cv.applied.statuses.${application.status}`);
          return (
            <Paper component="li" key={application.id} withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Title order={2} size="h4">
                    {application.news.title}
                  </Title>
                  <Badge color={STATUS_COLOURS[application.status]} variant="filled" size="lg">
                    {t('cv.applied.status', { status })}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('cv.applied.appliedOn', { date: formatDate(application.createdAt) })}
                </Text>
                <Text size="sm">
                  {t('cv.applied.via', {
                    cv: application.viaCvOnline
                      ? t('cv.applied.viaOnline')
                      : t('cv.applied.viaPdf'),
                  })}
                </Text>
                <Group gap="md">
                  <Anchor
                    component={Link}
                    route="applicationCv"
                    options={{ query: { application: String(application.id) } }}
                    size="sm"
                  >
                    {t('cv.applied.viewCv')}
                  </Anchor>
                  <Anchor
                    component={Link}
                    route="recruitmentDetails"
                    options={{ slug: application.news.slug }}
                    size="sm"
                  >
                    {t('cv.applied.viewJob')}
                  </Anchor>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </ListFrame>
  );
});
