import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `authenticatedUser`: being built (issue 23). */
export default function AuthenticatedUserRoute() {
  return <UnderDevelopmentRoute />;
}
