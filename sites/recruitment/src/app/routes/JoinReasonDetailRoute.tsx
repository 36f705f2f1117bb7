import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `joinReasonDetail`: being built (issue 23). */
export default function JoinReasonDetailRoute() {
  return <UnderDevelopmentRoute />;
}
