import { StaticPageStore, useStores, type BaseStores } from '@brokerage/shared/ui';
import { getAnalysisCenterIntro } from '../features/analysis-center/api/analysisCenterApi';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api }: Pick<BaseStores, 'api'>) {
  return {
    /** The analysis centre's intro content (`pages/static/analysis-center`). */
    analysisCenter: new StaticPageStore({
      context: 'analysis-center',
      load: (locale, signal) => getAnalysisCenterIntro(api, locale, signal),
    }),
  };
}

export type AnalysisStores = ReturnType<typeof createStores>;

export const useAnalysisStores = () => useStores<AnalysisStores>();
