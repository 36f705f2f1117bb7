import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import { ReportDownloadStore } from '@brokerage/shared/app/reports/ReportDownloadStore.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { lazyApi } from '@brokerage/shared/api/lazyApi.ts';
import type { ReportPreviewSource } from '../features/reports/api/reportsApi';
import { ReportPreviewStore } from '../features/reports/stores/ReportPreviewStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  api,
  content,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  // The report calls and their zod schemas load with the first report, not before the first render.
  const reports = lazyApi<ReportPreviewSource>(() =>
    import('../features/reports/api/reportsApi').then((m) => m.reportPreviewSource(api)),
  );
  return {
    /** The analysis centre's intro content (`pages/static/analysis-center`). */
    analysisCenter: new StaticPageStore({
      context: 'analysis-center',
      load: (locale, signal) => content.getStaticPage('analysis-center', { locale, signal }),
    }),
    /** The report preview (`bao-cao-phan-tich/{id}`) and its download. */
    reportPreview: new ReportPreviewStore(reports),
    reportDownload: new ReportDownloadStore(reports, {
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
