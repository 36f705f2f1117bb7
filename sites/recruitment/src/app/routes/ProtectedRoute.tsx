import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { RequireRecruitLogin } from '../../features/account/components/RequireRecruitLogin/RequireRecruitLogin';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

/** A candidate-only screen of a later issue: login check first, then "under development". */
export default function ProtectedRoute() {
  const { recruit } = useStores();
  return (
    <RequireRecruitLogin session={recruit}>
      <ErrorPage status={403} />
    </RequireRecruitLogin>
  );
}
