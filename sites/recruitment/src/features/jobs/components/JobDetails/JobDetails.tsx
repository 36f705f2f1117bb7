import { use } from 'react';
import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { usePageTranslations } from '@brokerage/shared/app/hooks/usePageTranslations.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { ShareButton } from '@brokerage/shared/ui/components/ShareModal/ShareButton.tsx';
import type { JobDetail, JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';
import { JobActionsSlot } from '../../lib/jobActionsSlot';
import { salaryKey } from '../../lib/salary';
import type { QuickApplyContext } from '../../stores/QuickApplyStore';
import { JobBadges } from '../JobCard/JobBadges';
import { JobCard } from '../JobCard/JobCard';
import { DetailGate, RecruitBreadcrumbs } from './DetailFrame';
import classes from './JobDetails.module.css';

export interface JobDetailsProps {
  store: ContentDetailStore<JobDetail, JobSummary>;
  slug: string | undefined;
  /** Opens the quick application for this posting. */
  onQuickApply: (context: QuickApplyContext) => void;
}

/** `chi-tiet-tuyen-dung/:slug`: the posting, its facts and actions, and related postings. */
export const JobDetails = observer(function JobDetails({
  store,
  slug,
  onQuickApply,
}: JobDetailsProps) {
  const { t } = useTranslation('recruitment');
  return (
    <DetailGate
      store={store as ContentDetailStore<JobDetail, unknown>}
      slug={slug}
      loadingLabel={t('jobs.details.loading')}
    >
      {(job) => <JobPage job={job} store={store} onQuickApply={onQuickApply} />}
    </DetailGate>
  );
});

const JobPage = observer(function JobPage({
  job,
  store,
  onQuickApply,
}: {
  job: JobDetail;
  store: ContentDetailStore<JobDetail, JobSummary>;
  onQuickApply: (context: QuickApplyContext) => void;
}) {
  useLayout('recruit');
  usePageTranslations(job.translations);
  const { t } = useTranslation('recruitment');
  const salary = salaryKey(job);
  const JobActions = use(JobActionsSlot);
  const sections = [
    { key: 'description', html: job.description },
    { key: 'requirements', html: job.requirements },
    { key: 'benefits', html: job.benefits },
  ] as const;

  return (
    <Container size="xl" py="xl">
      <PageHead title={job.title} description={job.summary} templateCode="RECRUITMENT" />
      <Stack gap="lg">
        <RecruitBreadcrumbs title={job.title} />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Title order={1} className={classes.title}>
              {job.title}
            </Title>
            <JobBadges job={job} />
            {job.summary && <Text size="lg">{job.summary}</Text>}
          </Stack>
          <ShareButton title={job.title} />
        </Group>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              {sections.map((section) =>
                section.html ? (
                  <Stack
                    key={section.key}
                    component="section"
                    gap="sm"
                    aria-labelledby={`job-${section.key}`}
                  >
                    <Title order={2} size="h3" id={`job-${section.key}`}>
                      {t(`jobs.details.${section.key}`)}
                    </Title>
                    <RichContent html={section.html} />
                  </Stack>
                ) : null,
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Card
              withBorder
              radius="md"
              padding="md"
              className={classes.aside}
              component="section"
              aria-labelledby="job-facts"
            >
              <Stack gap="md">
                <Title order={2} size="h4" id="job-facts">
                  {t('jobs.details.facts')}
                </Title>
                <dl className={classes.facts}>
                  <dt>{t('jobs.details.salary')}</dt>
                  <dd>{t(salary.key, salary.values)}</dd>
                  <dt>{t('jobs.details.deadline')}</dt>
                  <dd>{formatDate(job.deadline)}</dd>
                  <dt>{t('jobs.details.quantity')}</dt>
                  <dd>{t('jobs.details.quantityValue', { count: job.quantity })}</dd>
                  <dt>{t('jobs.details.workplaces')}</dt>
                  <dd>{job.workplaces.map((w) => w.name).join(', ')}</dd>
                  <dt>{t('jobs.details.form')}</dt>
                  <dd>{job.form.name}</dd>
                  <dt>{t('jobs.details.level')}</dt>
                  <dd>{job.level.name}</dd>
                  <dt>{t('jobs.details.department')}</dt>
                  <dd>{job.department.name}</dd>
                  <dt>{t('jobs.details.career')}</dt>
                  <dd>{job.career.name}</dd>
                  <dt>{t('jobs.details.publishedAt')}</dt>
                  <dd>{formatDate(job.publishedAt)}</dd>
                </dl>
                {JobActions && <JobActions job={job} variant="details" />}
                {job.expired ? (
                  <Alert color="red" variant="light" role="status">
                    {t('jobs.details.expiredNotice')}
                  </Alert>
                ) : (
                  <Button
                    variant="light"
                    leftSection={<IconSend size={16} aria-hidden />}
                    aria-haspopup="dialog"
                    onClick={() =>
                      onQuickApply({
                        newsId: job.id,
                        jobTitle: job.title,
                        ...(job.position ? { positionId: job.position.id } : {}),
                      })
                    }
                  >
                    {t('jobs.details.quickApply')}
                  </Button>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
        <RelatedJobs store={store} />
      </Stack>
    </Container>
  );
});

const RelatedJobs = observer(function RelatedJobs({
  store,
}: {
  store: ContentDetailStore<JobDetail, JobSummary>;
}) {
  const { t } = useTranslation('recruitment');
  if (store.relatedLoading || store.relatedFailure) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="related-jobs" mt="xl">
      <Title order={2} size="h3" id="related-jobs">
        {t('jobs.details.related')}
      </Title>
      {store.related.length === 0 ? (
        <Text c="dimmed">{t('jobs.details.relatedEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {store.related.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
});
