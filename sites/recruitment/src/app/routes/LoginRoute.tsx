import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `login`: being built (issue 23). */
export default function LoginRoute() {
  return <UnderDevelopmentRoute />;
}
