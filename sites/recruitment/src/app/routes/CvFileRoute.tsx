import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `applicationCvFile`: being built (issue 23). */
export default function CvFileRoute() {
  return <UnderDevelopmentRoute />;
}
