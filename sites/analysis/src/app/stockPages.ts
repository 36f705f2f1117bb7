import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { matchPath } from '@brokerage/shared/routing/paths.ts';
import type { AnalysisStores } from './RootStore';

/** The analysis centre's sub-pages of one stock, chosen by the query's `stock_symbol`. */
const STOCK_PAGES = ['stockInformation', 'transactionHistory', 'technicalAnalytic'] as const;
export type StockPageId = (typeof STOCK_PAGES)[number];

export function isStockPage(id: string): id is StockPageId {
  return (STOCK_PAGES as readonly string[]).includes(id);
}

/**
 * A stock page's first data, for the server render and the hydration that follows: the stock's
 * header (company and key figures), so the page is served with the stock's name and figures. A
 * path that is no stock page, or a missing or malformed `stock_symbol`, loads nothing (the page
 * shows the search or the stock-symbol 404 page without asking the API).
 */
export async function preloadStockPage(
  stores: Pick<AnalysisStores, 'stock'>,
  locale: Locale,
  pathname: string,
  searchParams: URLSearchParams,
): Promise<void> {
  const match = matchPath(pathname);
  if (match.kind !== 'route' || !match.subPage || !isStockPage(match.subPage.id)) return;
  const raw = searchParams.get('stock_symbol');
  if (raw === null || raw.trim() === '') return;
  // zod and the market schemas load with the first market call, not with the site's entry.
  const { StockSymbolSchema } = await import('@brokerage/shared/validation/marketApi.ts');
  const symbol = StockSymbolSchema.safeParse(raw);
  if (!symbol.success) return;
  await stores.stock.load(symbol.data, locale);
}
