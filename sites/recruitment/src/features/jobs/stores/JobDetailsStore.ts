import type { RecruitmentApi } from '@brokerage/shared/api/recruitmentApi.ts';
import { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import type { JobDetail, JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** `chi-tiet-tuyen-dung/:slug`: the posting (404 for an unknown slug) and its related postings. */
export function createJobDetailsStore(
  api: RecruitmentApi,
): ContentDetailStore<JobDetail, JobSummary> {
  return new ContentDetailStore<JobDetail, JobSummary>(
    (key, locale, signal) => api.getJob(key, { locale, signal }),
    {
      context: 'recruitment.job',
      related: (job, locale, signal) => api.getRelatedJobs(job.id, { locale, signal }),
    },
  );
}
