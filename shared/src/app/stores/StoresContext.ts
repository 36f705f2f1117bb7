import { createContext, use } from 'react';
import type { BaseStores } from './RootStore';

/**
 * The stores a site adds to the base ones, registered once by the site's `app/RootStore.ts`:
 *
 *   declare module '@brokerage/shared/app/stores/StoresContext.ts' {
 *     interface SiteStores extends CorporateStores {}
 *   }
 *
 * Each site is its own TypeScript program, so each sees its own stores (the pattern of
 * react-router's `Register` and i18next's `CustomTypeOptions`); shared code sees none.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each site
export interface SiteStores {}

export type Stores = BaseStores & SiteStores;

export const StoresContext = createContext<BaseStores | null>(null);

/** The site's RootStore: the base stores and the site's own, typed by its registration. */
export function useStores(): Stores {
  const stores = use(StoresContext);
  if (!stores) throw new Error('useStores() needs the StoresContext that startSite or renderWithProviders provides.');
  // startSite puts the site's createStores() next to the base stores: the registered type.
  return stores as Stores;
}
