import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `forgotPassword`: being built (issue 23). */
export default function ForgotPasswordRoute() {
  return <UnderDevelopmentRoute />;
}
