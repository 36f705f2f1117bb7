import { use, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteContext } from '../../routing/Link';
import { classifyLink, siteForPath } from '../../routing/paths';
import { useStores } from '../stores/StoresContext';

export interface GoToOptions {
  /** Replace this page in history (the SSO callback leaves itself). */
  replace?: boolean;
}

/** Whether a same-origin path is this site's (a router navigation) or another's (a full load). */
export function useIsSameSite(): (path: string) => boolean {
  const site = use(SiteContext);
  return useCallback(
    (path: string) =>
      classifyLink(path, site ?? siteForPath(window.location.pathname)) === 'same-site',
    [site],
  );
}

/**
 * Goes to a same-origin path the way a Link would (design §1): a router navigation inside
 * this site, a full page load into another site. Give it only paths that went through
 * safeReturnPath.
 */
export function useGoToPath(): (path: string, options?: GoToOptions) => void {
  const navigate = useNavigate();
  const isSameSite = useIsSameSite();
  const { customerAuth } = useStores();
  return useCallback(
    (path: string, { replace = false }: GoToOptions = {}) => {
      if (isSameSite(path)) void navigate(path, { replace });
      else if (replace) customerAuth.browser.replace(path);
      else customerAuth.browser.assign(path);
    },
    [navigate, isSameSite, customerAuth],
  );
}
