import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `changePassword`: being built (issue 23). */
export default function ChangePasswordRoute() {
  return <UnderDevelopmentRoute />;
}
