import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { ANALYSIS_SUB_PAGES } from '@brokerage/shared/routing/routes.ts';
import { matchPath } from '@brokerage/shared/routing/paths.ts';
import { preloadable, type PreloadableComponent } from '@brokerage/shared/ui/lazyComponent.tsx';
import { AssessmentPage } from '../features/assessment/index';
import { BusinessProfilePage } from '../features/business-profile/index';
import { BenefitHistoryPage, RaisingHistoryPage } from '../features/corporate-actions/index';
import { FinancialsPage } from '../features/financials/index';
import { MarketEventsPage } from '../features/market-events/index';
import { PriceBoardPage } from '../features/price-board/index';
import { RecommendationsPanel } from '../features/recommendations/index';
import { BusinessNewsPage, DetailReportPage, ResearchListPage } from '../features/research/index';
import { ScreenerPage } from '../features/screener/index';
import { TechnicalAnalysisPage } from '../features/technical-analysis/index';
import type { CenterSubPageProps, StockSubPageProps } from '../lib/stockSubPage';
import type { AnalysisStores } from './RootStore';

/** The analysis centre's sub-pages of one stock, chosen by the query's `stock_symbol`. */
type StockSubPage = Extract<(typeof ANALYSIS_SUB_PAGES)[number], { stockPage: true }>;
export type StockPageId = StockSubPage['id'];

const STOCK_PAGES: readonly string[] = ANALYSIS_SUB_PAGES.filter((page) => page.stockPage).map(
  (page) => page.id,
);

export function isStockPage(id: string): id is StockPageId {
  return STOCK_PAGES.includes(id);
}

/**
 * The stock sub-pages that load as their own chunk with their own store (the first three are
 * part 1's, drawn by the stock pages' layout itself).
 */
export const LAZY_STOCK_PAGES: Partial<
  Record<StockPageId, PreloadableComponent<StockSubPageProps>>
> = {
  detailReport: DetailReportPage,
  businessProfile: BusinessProfilePage,
  benefitHistory: BenefitHistoryPage,
  raisingHistory: RaisingHistoryPage,
  automaticAssessment: AssessmentPage,
  economicInformation: FinancialsPage,
  businessNews: BusinessNewsPage,
};

/** bao-cao-phan-tich: the research list, then the analysts' recommendations. */
const ResearchCentrePage = Object.assign(
  function ResearchCentrePage(props: CenterSubPageProps) {
    return (
      <>
        <ResearchListPage {...props} />
        <RecommendationsPanel {...props} />
      </>
    );
  },
  { preload: () => Promise.all([ResearchListPage.preload(), RecommendationsPanel.preload()]) },
);

/**
 * The stock pages' frame (header, quote, chart, the sub-pages of part 1) as its own chunk: the
 * dashboard's first visit does not download it, a stock page preloads it (preloadSubPage).
 */
export const StockPageRoute = preloadable(
  async () => (await import('./routes/StockPageRoute')).StockPageRoute,
);

/** The sub-pages about the market rather than one stock, by sub-page id. */
export const CENTER_PAGES: Partial<Record<string, PreloadableComponent<CenterSubPageProps>>> = {
  analysisReport: ResearchCentrePage,
  screener: ScreenerPage,
  priceBoard: PriceBoardPage,
  marketEvents: MarketEventsPage,
};

/**
 * The peer comparison's answer, through the store and call the section loads it with on mount
 * (PeerComparison), which then finds it there and does not ask again. The store comes with the
 * stock pages' frame (the same import as StockPageRoute's: no chunk of its own), not with the
 * site's entry.
 */
async function preloadPeers(
  pageStores: AnalysisStores['pageStores'],
  symbol: string,
  locale: Locale,
): Promise<void> {
  const { createPeersStore } = await import('./routes/StockPageRoute');
  await pageStores.get(createPeersStore).load(symbol, locale);
}

/**
 * A sub-page's first data, for the server render and the hydration that follows: a stock page's
 * header (company and key figures), so the page is served with the stock's name and figures, and
 * the chunk of a lazily loaded sub-page, so the browser hydrates what the server drew. The stock
 * information page also brings its chart, warrants and peer comparison, and the technical
 * analysis page its chunk (the chart library is not in it): the page paints at its final size
 * and hydrates without drawing it again. A missing or malformed `stock_symbol` loads nothing (the
 * page shows the search or the stock-symbol 404 page without asking the API).
 */
export async function preloadSubPage(
  stores: Pick<AnalysisStores, 'stock' | 'priceChart' | 'warrants' | 'pageStores'>,
  locale: Locale,
  pathname: string,
  searchParams: URLSearchParams,
): Promise<void> {
  const match = matchPath(pathname);
  if (match.kind !== 'route' || !match.subPage) return;
  const id = match.subPage.id;
  if (!isStockPage(id)) {
    await CENTER_PAGES[id]?.preload();
    return;
  }
  // Without a usable symbol too: the frame then shows the search or the stock-symbol 404 page.
  const frame = StockPageRoute.preload();
  const raw = searchParams.get('stock_symbol');
  if (raw === null || raw.trim() === '') return void (await frame);
  // zod and the market schemas load with the first market call, not with the site's entry.
  const { StockSymbolSchema } = await import('@brokerage/shared/validation/marketApi.ts');
  const symbol = StockSymbolSchema.safeParse(raw);
  if (!symbol.success) return void (await frame);
  const loads: Array<Promise<unknown> | undefined> = [
    frame,
    stores.stock.load(symbol.data, locale),
    LAZY_STOCK_PAGES[id]?.preload(),
  ];
  if (id === 'stockInformation')
    loads.push(
      stores.priceChart.load(symbol.data, locale),
      stores.warrants.load(symbol.data, locale),
      preloadPeers(stores.pageStores, symbol.data, locale),
    );
  if (id === 'technicalAnalytic') loads.push(TechnicalAnalysisPage.preload());
  await Promise.all(loads);
}
