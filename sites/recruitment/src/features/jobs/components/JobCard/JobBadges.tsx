import { Badge, Group } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** Expired, closing soon, featured: dark fills with light text, readable in both themes. */
export function JobBadges({
  job,
}: {
  job: Pick<JobSummary, 'expired' | 'expiringSoon' | 'featured'>;
}) {
  const { t } = useTranslation('recruitment');
  if (!job.expired && !job.expiringSoon && !job.featured) return null;
  return (
    <Group gap={6}>
      {job.expired ? (
        <Badge color="red.9" radius="sm">
          {t('jobs.card.expired')}
        </Badge>
      ) : (
        job.expiringSoon && (
          <Badge color="yellow.4" autoContrast radius="sm">
            {t('jobs.card.expiringSoon')}
          </Badge>
        )
      )}
      {job.featured && !job.expired && (
        <Badge color="blue.9" radius="sm">
          {t('jobs.card.featured')}
        </Badge>
      )}
    </Group>
  );
}
