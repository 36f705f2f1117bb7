import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { ReportPreviewStore } from '../features/reports/stores/ReportPreviewStore';
import { createReportDownloadStore } from '../features/reports/stores/reportDownloadStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  api,
  content,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  return {
    /** The analysis centre's intro content (`pages/static/analysis-center`). */
    analysisCenter: new StaticPageStore({
      context: 'analysis-center',
      load: (locale, signal) => content.getStaticPage('analysis-center', { locale, signal }),
    }),
    /** The report preview (`bao-cao-phan-tich/{id}`) and its download. */
    reportPreview: new ReportPreviewStore(api),
    reportDownload: createReportDownloadStore(api, {
      save: saveFile,
      getRecaptchaToken: () => recaptcha.token('download'),
    }),
  };
}

export type AnalysisStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends AnalysisStores {}
}
