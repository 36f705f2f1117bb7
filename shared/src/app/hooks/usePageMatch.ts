import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPath, type RouteMatch } from '../../routing/paths';

/** The route-table match of the current location (shared/routing `matchPath`). */
export function usePageMatch(): RouteMatch {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pathname), [pathname]);
}
