import { useStores, type BaseStores } from '@brokerage/shared/ui';
import { getAnalysisCenterIntro } from '../features/analysis-center/api/analysisCenterApi';
import { AnalysisCenterStore } from '../features/analysis-center/stores/AnalysisCenterStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({ api }: Pick<BaseStores, 'api'>) {
  return {
    analysisCenter: new AnalysisCenterStore({
      getIntro: (locale, signal) => getAnalysisCenterIntro(api, locale, signal),
    }),
  };
}

export type AnalysisStores = ReturnType<typeof createStores>;

export const useAnalysisStores = () => useStores<AnalysisStores>();
