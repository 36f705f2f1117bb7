import type { SiteTextLoaders } from '@brokerage/shared/app/start/siteApp.tsx';

/**
 * The corporate namespace, one chunk per language: each feature group keeps its own top-level
 * keys in its own file, merged in `vi.ts` / `en.ts`.
 */
export const corporateResources: SiteTextLoaders = {
  vi: () => import('./vi'),
  en: () => import('./en'),
};
