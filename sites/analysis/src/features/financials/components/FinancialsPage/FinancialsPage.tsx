import { useCallback } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { FirmType, StatementPath } from '@brokerage/shared/market/fundamentals/types.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { FundamentalPeriod } from '@brokerage/shared/validation/fundamentalsApi.ts';
import en from '../../../../locales/en/financials.json';
import vi from '../../../../locales/vi/financials.json';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import { parsePeriod, parseStatement } from '../../model/layouts';
import { createFinancialsStore, type FinancialsStore } from '../../stores/FinancialsStore';
import { BusinessPlan } from '../BusinessPlan/BusinessPlan';
import { KeyCharts } from '../KeyCharts/KeyCharts';
import { PeriodSwitch } from '../PeriodSwitch/PeriodSwitch';
import { RatioTable } from '../RatioTable/RatioTable';
import { ReportDownloads } from '../ReportDownloads/ReportDownloads';
import { StatementTable } from '../StatementTable/StatementTable';

/**
 * thong-tin-tai-chinh / economic-information: the key lines charted, the statements in the
 * layout of the company's firm type, the ratios with their trend and the sector median, the
 * business plans against the results and the statements' downloads. The firm type comes with
 * the stock's profile, which the stock pages' layout has loaded before drawing this page.
 */
export const FinancialsPage = observer(function FinancialsPage({
  symbol,
  locale,
}: StockSubPageProps) {
  usePageTexts('financials', { vi, en });
  const { t } = useTranslation('analysis');
  const { stock, pageStores } = useStores();
  const store = pageStores.get(createFinancialsStore);
  const firmType = stock.shows(symbol)?.company.firmType;
  if (!firmType) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('stock.loading', { symbol })}</Text>
      </Group>
    );
  }
  return <FinancialsView store={store} symbol={symbol} locale={locale} firmType={firmType} />;
});

interface FinancialsViewProps {
  store: FinancialsStore;
  symbol: string;
  locale: Locale;
  firmType: FirmType;
}

/**
 * The page over its store. The period (`?period=quarter`) and the statement
 * (`?statement=balance-sheet`) live in the query, so a link opens the same view; a value the
 * page does not know shows the default instead.
 */
export function FinancialsView({ store, symbol, locale, firmType }: FinancialsViewProps) {
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const path = parseStatement(firmType, params.get('statement'));

  const setQuery = useCallback(
    (name: 'period' | 'statement', value: string | null) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (value === null) query.delete(name);
          else query.set(name, value);
          return query;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const handlePeriod = useCallback(
    (next: FundamentalPeriod) => setQuery('period', next === 'year' ? null : next),
    [setQuery],
  );
  const handleStatement = useCallback(
    (next: StatementPath) => setQuery('statement', next),
    [setQuery],
  );

  return (
    <Stack gap="lg" data-testid="financials-page" data-firm-type={firmType}>
      <PeriodSwitch value={period} onChange={handlePeriod} />
      <KeyCharts
        store={store.statements}
        symbol={symbol}
        firmType={firmType}
        period={period}
        locale={locale}
      />
      <StatementTable
        store={store.statements}
        symbol={symbol}
        firmType={firmType}
        path={path}
        period={period}
        locale={locale}
        onStatement={handleStatement}
      />
      <RatioTable store={store.ratios} symbol={symbol} period={period} locale={locale} />
      <BusinessPlan store={store.plans} symbol={symbol} firmType={firmType} locale={locale} />
      <ReportDownloads store={store.reports} symbol={symbol} locale={locale} />
    </Stack>
  );
}
