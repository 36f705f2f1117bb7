import { useLayoutEffect } from 'react';
import type { LayoutKind } from '../stores/UiStore';
import { useStores } from '../stores/StoresContext';

/**
 * The page's template picks the layout (spec §2); until a page calls this the shell shows the
 * loading overlay. Pass null while the template is still unknown (a CMS page loading).
 *
 * A layout effect, so the recruit flag is on before any child's data effect sends a request
 * with the wrong token (children's passive effects run after every layout effect).
 */
export function useLayout(kind: LayoutKind | null): void {
  const { ui } = useStores();
  // The server runs no effects: it notes the choice while rendering, and renders the page a
  // second time with the shell that goes with it (start/renderSite).
  if (import.meta.env.SSR) ui.setLayout(kind);
  useLayoutEffect(() => {
    ui.setLayout(kind);
  }, [ui, kind]);
}
