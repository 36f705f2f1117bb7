import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';

/** A route whose screen is a later issue: the honest 403 "under development" page (spec §2). */
export default function UnderDevelopmentRoute() {
  return <ErrorPage status={403} />;
}
