import { createContext, type ComponentType } from 'react';
import type { JobSummary } from '@brokerage/shared/validation/recruitment/jobs.ts';

export interface JobActionsSlotProps {
  job: JobSummary;
  /** `card`: compact, on a list card; `details`: every action, on the posting's page. */
  variant: 'card' | 'details';
}

/**
 * Save, remind and apply belong to the candidate's side (features/cv); features never import
 * each other, so the routes hand the job screens that component through this context.
 */
export const JobActionsSlot = createContext<ComponentType<JobActionsSlotProps> | null>(null);
