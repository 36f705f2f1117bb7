import type { JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** The salary's words (`jobs.salary.*`): million VND a month, both ends unset is negotiable. */
export function salaryKey(job: Pick<JobSummary, 'salaryMin' | 'salaryMax'>): {
  key: 'jobs.salary.negotiable' | 'jobs.salary.range' | 'jobs.salary.from' | 'jobs.salary.upTo';
  values: { min?: number; max?: number };
} {
  const { salaryMin: min, salaryMax: max } = job;
  if (min !== null && max !== null)
    return min === max
      ? { key: 'jobs.salary.from', values: { min } }
      : { key: 'jobs.salary.range', values: { min, max } };
  if (min !== null) return { key: 'jobs.salary.from', values: { min } };
  if (max !== null) return { key: 'jobs.salary.upTo', values: { max } };
  return { key: 'jobs.salary.negotiable', values: {} };
}
