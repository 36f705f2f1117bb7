import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { createInertTransport } from '@brokerage/shared/realtime/inertTransport.ts';
import { LiveConnection } from '@brokerage/shared/realtime/LiveConnection.ts';
import { PRICE_BOARD_HUB_PATH } from '@brokerage/shared/realtime/priceBoardHub.ts';
import { createSignalrTransport } from '@brokerage/shared/realtime/signalrTransport.ts';
import { ReportPreviewStore } from '../features/reports/stores/ReportPreviewStore';
import { createReportDownloadStore } from '../features/reports/stores/reportDownloadStore';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  api,
  content,
  recaptcha,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'>) {
  // The one hub connection of the page (style.md rule 5). A server render gets a transport that
  // never connects; in the browser nothing connects until a widget watches or follows.
  const live = new LiveConnection({
    transport:
      typeof window === 'undefined'
        ? createInertTransport()
        : createSignalrTransport({ url: PRICE_BOARD_HUB_PATH }),
  });
  return {
    live,
    /** The price board over `live`: index, board and followed rows, merged time and sales. */
    board: new BoardStore(live),
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
