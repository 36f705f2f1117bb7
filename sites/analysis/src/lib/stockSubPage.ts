import type { Locale } from '@brokerage/shared/routing/routes.ts';

/** What the stock pages' layout (app/routes/StockPageRoute) hands each stock sub-page. */
export interface StockSubPageProps {
  /** The normalised symbol, known to the API (the layout shows 404 for any other). */
  symbol: string;
  locale: Locale;
}

/** What the analysis centre hands a sub-page that is about the market, not one stock. */
export interface CenterSubPageProps {
  locale: Locale;
}
