import UnderDevelopmentRoute from './UnderDevelopmentRoute';

/** `verifyOtpRecruitRegistration`: being built (issue 23). */
export default function VerifyOtpRoute() {
  return <UnderDevelopmentRoute />;
}
