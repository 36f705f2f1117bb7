import type { RouteId } from '@brokerage/shared/routing/routes.ts';

/** The candidate's pages in the account menu, in the order of spec §2's screens. */
export const CANDIDATE_LINKS = [
  { route: 'applicationCv', label: 'account.menu.myCv' },
  { route: 'editCv', label: 'account.menu.editCv' },
  { route: 'applicationCvFile', label: 'account.menu.uploadCv' },
  { route: 'savedJob', label: 'account.menu.savedJobs' },
  { route: 'appliedJob', label: 'account.menu.appliedJobs' },
  { route: 'manageProfileRecruitment', label: 'account.menu.profile' },
  { route: 'changePassword', label: 'account.menu.changePassword' },
] as const satisfies ReadonlyArray<{ route: RouteId; label: `account.menu.${string}` }>;
