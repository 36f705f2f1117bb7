import { use, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteContext, classifyLink, siteForPath } from '../../routing';
import { useStores } from '../stores/StoresContext';

export interface GoToOptions {
  /** Replace this page in history (the SSO callback leaves itself). */
  replace?: boolean;
}

/**
 * Goes to a same-origin path the way a Link would (design §1): a router navigation inside
 * this site, a full page load into another site. Give it only paths that went through
 * safeReturnPath.
 */
export function useGoToPath(): (path: string, options?: GoToOptions) => void {
  const navigate = useNavigate();
  const site = use(SiteContext);
  const { customerAuth } = useStores();
  return useCallback(
    (path: string, { replace = false }: GoToOptions = {}) => {
      const current = site ?? siteForPath(window.location.pathname);
      if (classifyLink(path, current) === 'same-site') void navigate(path, { replace });
      else if (replace) customerAuth.browser.replace(path);
      else customerAuth.browser.assign(path);
    },
    [navigate, site, customerAuth],
  );
}
