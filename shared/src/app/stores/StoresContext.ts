import { createContext, use } from 'react';
import type { BaseStores } from './RootStore';

export const StoresContext = createContext<BaseStores | null>(null);

/**
 * The site's RootStore. Sites name their own stores with the generic:
 * `useStores<{ reports: ReportsStore }>()`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is the neutral "no extra stores"
export function useStores<SiteStores extends object = {}>(): BaseStores & SiteStores {
  const stores = use(StoresContext);
  if (!stores) throw new Error('useStores() needs the StoresContext that startSite or renderWithProviders provides.');
  // The context holds the base stores plus whatever createStores added; the site names those.
  return stores as BaseStores & SiteStores;
}
