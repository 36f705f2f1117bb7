import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `editCv`: being built (issue 23). */
export default function EditCvRoute() {
  return <UnderDevelopmentRoute />;
}
