import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { AnalysisDashboard } from '../../features/analysis-center/components/AnalysisDashboard/AnalysisDashboard';
import { symbolFromQuery } from '../../features/analysis-center/model/stockSymbol';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

/** `trung-tam-phan-tich[/:subPage]`: the dashboard; sub-pages are later issues. */
export default function AnalysisCenterRoute() {
  const match = usePageMatch();
  const { analysisCenter } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = match.locale;

  const handleSearch = useCallback(
    (symbol: string) => {
      void navigate(buildPath('analysisCenter', locale, { query: { stock_symbol: symbol } }));
    },
    [navigate, locale],
  );

  if (match.kind !== 'route') return <ErrorPage status={404} />;
  if (match.subPage) return <ErrorPage status={403} />;
  return (
    <AnalysisDashboard
      store={analysisCenter}
      locale={locale}
      symbol={symbolFromQuery(params.get('stock_symbol'))}
      onSearch={handleSearch}
    />
  );
}
