import type { EkycRepository } from '../../repositories/ekyc';
import type { ObjectStore } from '../storage/object-store';

/** What one run of the eKYC retention deleted. */
export interface EkycPurgeReport {
  cases: number;
  files: number;
}

/**
 * Deletes the cases past their end (an unfinished one EKYC_CASE_TTL_HOURS after its last step,
 * any one, completed too, EKYC_RETENTION_DAYS after it began: the vendor keeps its own copy)
 * with their ID photos and face videos. The objects go first: a store that fails leaves the rows,
 * so the next run tries again instead of forgetting the files.
 */
export async function purgeEkycCases(input: {
  repo: EkycRepository;
  storage: ObjectStore;
  now: Date;
  retentionDays: number;
}): Promise<EkycPurgeReport> {
  const plan = await input.repo.purgePlan(input.now, input.retentionDays);
  for (const key of plan.objectKeys) await input.storage.delete(key);
  return { cases: await input.repo.deleteCases(plan.caseIds), files: plan.objectKeys.length };
}
