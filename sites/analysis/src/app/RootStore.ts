import { StaticPageStore, useStores, type BaseStores } from '@brokerage/shared/ui';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ content }: Pick<BaseStores, 'content'>) {
  return {
    /** The analysis centre's intro content (`pages/static/analysis-center`). */
    analysisCenter: new StaticPageStore({
      context: 'analysis-center',
      load: (locale, signal) => content.getStaticPage('analysis-center', { locale, signal }),
    }),
  };
}

export type AnalysisStores = ReturnType<typeof createStores>;

export const useAnalysisStores = () => useStores<AnalysisStores>();
