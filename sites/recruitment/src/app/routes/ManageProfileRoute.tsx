import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `manageProfileRecruitment`: being built (issue 23). */
export default function ManageProfileRoute() {
  return <UnderDevelopmentRoute />;
}
