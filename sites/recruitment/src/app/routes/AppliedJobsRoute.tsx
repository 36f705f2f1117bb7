import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `appliedJob`: being built (issue 23). */
export default function AppliedJobsRoute() {
  return <UnderDevelopmentRoute />;
}
