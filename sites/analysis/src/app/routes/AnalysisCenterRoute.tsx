import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { AnalysisDashboard } from '../../features/analysis-center/components/AnalysisDashboard/AnalysisDashboard';
import { symbolFromQuery } from '../../features/analysis-center/model/stockSymbol';
import { CompanySearch } from '../../features/market-overview/components/CompanySearch/CompanySearch';
import { MarketOverview } from '../../features/market-overview/components/MarketOverview/MarketOverview';
import { CENTER_PAGES, StockPageRoute, isStockPage } from '../stockPages';

/** `trung-tam-phan-tich[/:subPage]`: the dashboard, the stock pages, the research list, the screener. */
export default function AnalysisCenterRoute() {
  const match = usePageMatch();
  const { analysisCenter, marketOverview, companySearch } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = match.locale;

  const handleSymbol = useCallback(
    (symbol: string) => {
      void navigate(
        buildPath('analysisCenter', locale, {
          subPage: 'stockInformation',
          query: { stock_symbol: symbol },
        }),
      );
    },
    [navigate, locale],
  );

  if (match.kind !== 'route') return <ErrorPage status={404} />;
  if (match.subPage) {
    const subPage = match.subPage.id;
    if (!isStockPage(subPage)) {
      const CenterPage = CENTER_PAGES[subPage];
      return CenterPage ? <CenterPage locale={locale} /> : <ErrorPage status={404} />;
    }
    return (
      <StockPageRoute subPage={subPage} locale={locale} symbolParam={params.get('stock_symbol')} />
    );
  }
  const symbol = symbolFromQuery(params.get('stock_symbol'));
  return (
    <AnalysisDashboard
      store={analysisCenter}
      locale={locale}
      symbol={symbol}
      search={
        // Remount on a URL change (back/forward) so the box shows the symbol in the URL.
        <CompanySearch
          key={symbol ?? ''}
          store={companySearch}
          locale={locale}
          initialValue={symbol}
          onSymbol={handleSymbol}
        />
      }
      market={<MarketOverview store={marketOverview} locale={locale} />}
    />
  );
}
