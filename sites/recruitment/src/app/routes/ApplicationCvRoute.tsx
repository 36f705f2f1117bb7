import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `applicationCv`: being built (issue 23). */
export default function ApplicationCvRoute() {
  return <UnderDevelopmentRoute />;
}
