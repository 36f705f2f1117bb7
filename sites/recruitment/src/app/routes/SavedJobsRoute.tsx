import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `savedJob`: being built (issue 23). */
export default function SavedJobsRoute() {
  return <UnderDevelopmentRoute />;
}
