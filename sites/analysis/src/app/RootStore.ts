import { saveFile } from '@brokerage/shared/app/files/saveFile.ts';
import type { BaseStores } from '@brokerage/shared/app/stores/RootStore.ts';
import { StaticPageStore } from '@brokerage/shared/app/stores/StaticPageStore.ts';
import { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import type { HubTransport } from '@brokerage/shared/realtime/hubTransport.ts';
import { createInertTransport } from '@brokerage/shared/realtime/inertTransport.ts';
import { LiveConnection } from '@brokerage/shared/realtime/LiveConnection.ts';
import { PRICE_BOARD_HUB_PATH } from '@brokerage/shared/realtime/priceBoardHub.ts';
import { createSignalrTransport } from '@brokerage/shared/realtime/signalrTransport.ts';
import { CompanySearchStore } from '../features/market-overview/stores/CompanySearchStore';
import { MarketOverviewStore } from '../features/market-overview/stores/MarketOverviewStore';
import { PriceChartStore } from '../features/stock-pages/stores/PriceChartStore';
import { StockStore } from '../features/stock-pages/stores/StockStore';
import { TapeStore } from '../features/stock-pages/stores/TapeStore';
import { TradeHistoryStore } from '../features/stock-pages/stores/TradeHistoryStore';
import { WarrantsStore } from '../features/stock-pages/stores/WarrantsStore';
import { ReportPreviewStore } from '../features/reports/stores/ReportPreviewStore';
import { createReportDownloadStore } from '../features/reports/stores/reportDownloadStore';
import { PageStores } from '../lib/page-stores/PageStores';
import { framePushes } from '../lib/realtime/framePushes';

/** This site's stores, composed by startSite next to the shared session and system stores. */
export function createStores({
  api,
  content,
  recaptcha,
  hubTransport,
}: Pick<BaseStores, 'api' | 'content' | 'recaptcha'> & {
  /** Tests pass a fake hub; otherwise SignalR in the browser, nothing in a server render. */
  hubTransport?: HubTransport;
}) {
  // The one hub connection of the page (style.md rule 5). A server render gets a transport that
  // never connects; in the browser nothing connects until a widget watches or follows, and the
  // pushes go in once per frame.
  const live = new LiveConnection({
    transport:
      hubTransport ??
      (typeof window === 'undefined'
        ? createInertTransport()
        : framePushes(createSignalrTransport({ url: PRICE_BOARD_HUB_PATH }))),
  });
  const board = new BoardStore(live);
  return {
    live,
    /** The price board over `live`: index, board and followed rows, merged time and sales. */
    board,
    /** The dashboard: indices, breadth, liquidity, top lists; the company search. */
    marketOverview: new MarketOverviewStore(api, board),
    companySearch: new CompanySearchStore(api),
    /** The stock pages (`stock_symbol`): profile and quote, chart, warrants, history, tape. */
    stock: new StockStore(api, board),
    priceChart: new PriceChartStore(api, board),
    warrants: new WarrantsStore(api, board),
    tradeHistory: new TradeHistoryStore(api, board),
    tape: new TapeStore(api, board),
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
    /**
     * The stores of issue 24's pages (financials, profile, rights, research, assessment,
     * screener), made by each page's chunk on first use (lib/page-stores/PageStores.ts).
     */
    pageStores: new PageStores(api),
  };
}

export type AnalysisStores = ReturnType<typeof createStores>;

declare module '@brokerage/shared/app/stores/StoresContext.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registration itself
  interface SiteStores extends AnalysisStores {}
}
