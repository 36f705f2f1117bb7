import type { SiteDefinition, SiteTextLoaders } from '@brokerage/shared/app/start/siteApp.tsx';
import { createStores, type AnalysisStores } from './app/RootStore';
import { pages } from './app/pages';

type Texts = Awaited<ReturnType<SiteTextLoaders['vi']>>;

/** The analysis namespace: the site's texts with the technical-analysis page's under `technical`. */
const withTechnical = async (site: Promise<Texts>, technical: Promise<Texts>): Promise<Texts> => {
  const [own, chart] = await Promise.all([site, technical]);
  return { default: { ...own.default, technical: chart.default } };
};

/** The site, for its browser start (main.tsx) and its server render (server.tsx). */
export const site: SiteDefinition<AnalysisStores> = {
  site: 'analysis',
  resources: {
    vi: () =>
      withTechnical(import('./locales/vi/analysis.json'), import('./locales/vi/technical.json')),
    en: () =>
      withTechnical(import('./locales/en/analysis.json'), import('./locales/en/technical.json')),
  },
  pages,
  createStores,
};
