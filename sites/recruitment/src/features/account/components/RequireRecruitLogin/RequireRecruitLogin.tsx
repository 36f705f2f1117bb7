import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';

interface RequireRecruitLoginProps {
  /** The shared RecruitSessionStore (or anything that knows whether a candidate is logged in). */
  session: { isLoggedIn: boolean };
  children: ReactNode;
}

/**
 * Pages that need a recruitment token (spec §2 "Recruitment routes"): without one the candidate
 * goes to identity verification, which brings them back here through `redirectUrl`.
 */
export const RequireRecruitLogin = observer(function RequireRecruitLogin({
  session,
  children,
}: RequireRecruitLoginProps) {
  const { pathname, search } = useLocation();
  const { locale } = usePageMatch();
  if (!session.isLoggedIn) {
    const to = buildPath('authenticatedUser', locale, {
      query: { redirectUrl: pathname + search },
    });
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
});
