import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `recruitmentDetails`: being built (issue 23). */
export default function JobDetailsRoute() {
  return <UnderDevelopmentRoute />;
}
