import { use, useId } from 'react';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';
import { JobActionsSlot } from '../../lib/jobActionsSlot';
import { salaryKey } from '../../lib/salary';
import { JobBadges } from './JobBadges';
import classes from './JobCard.module.css';

/** One posting of the list: title, department, workplaces, salary, deadline, badges, save. */
export function JobCard({ job, headingLevel = 3 }: { job: JobSummary; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('recruitment');
  const headingId = useId();
  const JobActions = use(JobActionsSlot);
  const salary = salaryKey(job);
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={headingId}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingLevel} size="h4" id={headingId} className={classes.title}>
            <Anchor
              component={Link}
              route="recruitmentDetails"
              options={{ slug: job.slug }}
              inherit
            >
              {job.title}
            </Anchor>
          </Title>
          {JobActions && <JobActions job={job} variant="card" />}
        </Group>
        <JobBadges job={job} />
        <dl className={classes.facts}>
          <dt>{t('jobs.card.department')}</dt>
          <dd>{job.department.name}</dd>
          <dt>{t('jobs.card.workplaces')}</dt>
          <dd>{job.workplaces.map((w) => w.name).join(', ')}</dd>
          <dt>{t('jobs.card.salary')}</dt>
          <dd>{t(salary.key, salary.values)}</dd>
          <dt>{t('jobs.card.deadline')}</dt>
          <dd>{formatDate(job.deadline)}</dd>
        </dl>
      </Stack>
    </Card>
  );
}
