/** What the job actions need of a posting (a `JobSummary` of shared/validation/recruitment/jobs.ts). */
export interface JobActionsPosting {
  id: number;
  slug: string;
  title: string;
  expired: boolean;
  liked?: boolean;
  applied?: boolean;
  reminderSet?: boolean;
}

export interface JobActionsProps {
  job: JobActionsPosting;
  /** `card`: compact (save only) on a list card; `details`: every action on the job details. */
  variant: 'card' | 'details';
}

/**
 * Save, remind and apply for a posting (docs/recruitment.md). Being built by the CV helper; the
 * job screens render it where those actions belong.
 */
export function JobActions(props: JobActionsProps) {
  void props;
  return null;
}
