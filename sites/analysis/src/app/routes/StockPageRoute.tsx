import { useCallback, useEffect } from 'react';
import { Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { errorStatus } from '@brokerage/shared/app/data/loadError.ts';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { StockSymbolSchema } from '@brokerage/shared/validation/marketApi.ts';
import { CompanySearch } from '../../features/market-overview/components/CompanySearch/CompanySearch';
import { StockHeader } from '../../features/stock-pages/components/StockHeader/StockHeader';
import { StockInformation } from '../../features/stock-pages/components/StockInformation/StockInformation';
import { TransactionHistory } from '../../features/stock-pages/components/TransactionHistory/TransactionHistory';
import { TechnicalAnalysisPage } from '../../features/technical-analysis/index';
import { DemoDataNote } from '../../lib/components/DemoDataNote/DemoDataNote';
import { LAZY_STOCK_PAGES, type StockPageId } from '../stockPages';

/** The peer comparison's store, for the page's preload (stockPages.tsx): it is in this chunk. */
export { createPeersStore } from '../../features/stock-pages/stores/PeersStore';

interface StockPageRouteProps {
  subPage: StockPageId;
  locale: Locale;
  /** `stock_symbol` as it is in the URL. */
  symbolParam: string | null;
}

/**
 * The stock pages' layout: the symbol from `stock_symbol` (normalised; unknown or malformed →
 * the stock-symbol 404 page), the live quote and the page links above the sub-page.
 */
export function StockPageRoute({ subPage, locale, symbolParam }: StockPageRouteProps) {
  useLayout('main');
  if (symbolParam === null || symbolParam.trim() === '')
    return <ChooseStock subPage={subPage} locale={locale} />;
  const parsed = StockSymbolSchema.safeParse(symbolParam);
  if (!parsed.success) return <ErrorPage status={404} stock />;
  return <StockPage subPage={subPage} locale={locale} symbol={parsed.data} raw={symbolParam} />;
}

const StockPage = observer(function StockPage({
  subPage,
  locale,
  symbol,
  raw,
}: {
  subPage: StockPageId;
  locale: Locale;
  symbol: string;
  /** `stock_symbol` as typed in the URL (" fpt "): the URL is rewritten to the symbol. */
  raw: string;
}) {
  const { t } = useTranslation('analysis');
  const { stock, board, priceChart, warrants, tradeHistory, tape } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    if (raw !== symbol) {
      void navigate(
        buildPath('analysisCenter', locale, { subPage, query: { stock_symbol: symbol } }),
        {
          replace: true,
        },
      );
    }
  }, [raw, symbol, navigate, locale, subPage]);
  useLoad((lang) => stock.load(symbol, lang), [stock, symbol], stock);
  const profile = stock.shows(symbol);
  // The symbol's rows and tape for as long as one of its pages is open; only once the API knows
  // the symbol, because the hub answers any other with an error.
  const known = profile !== null;
  useEffect(() => (known ? board.follow(symbol) : undefined), [board, symbol, known]);

  if (stock.isUnknown(symbol) || stock.notFound) return <ErrorPage status={404} stock />;
  if (stock.profile.failure) return <ErrorPage status={errorStatus(stock.profile.failure)} />;
  const title = `${symbol} · ${t(`center.subPages.${subPage}.title`)}`;
  return (
    <Container size="xl" py="xl">
      <PageHead title={title} description={profile?.company.name ?? null} />
      {!profile ? (
        <Group gap="xs" py="xl" role="status">
          <Loader size="sm" />
          <Text>{t('stock.loading', { symbol })}</Text>
        </Group>
      ) : (
        <Stack gap="lg">
          <StockHeader store={stock} symbol={symbol} subPage={subPage} locale={locale} />
          {subPage === 'stockInformation' && (
            <StockInformation
              stock={stock}
              chart={priceChart}
              warrants={warrants}
              board={board}
              symbol={symbol}
              locale={locale}
            />
          )}
          {subPage === 'transactionHistory' && (
            <TransactionHistory
              history={tradeHistory}
              tape={tape}
              board={board}
              symbol={symbol}
              locale={locale}
            />
          )}
          {subPage === 'technicalAnalytic' && <TechnicalAnalysisPage symbol={symbol} />}
          <LazyStockPage subPage={subPage} symbol={symbol} locale={locale} />
          <DemoDataNote />
        </Stack>
      )}
    </Container>
  );
});

/** A sub-page of issue 24 (financials, profile, rights…), its own chunk with its own store. */
function LazyStockPage({
  subPage,
  symbol,
  locale,
}: {
  subPage: StockPageId;
  symbol: string;
  locale: Locale;
}) {
  const Page = LAZY_STOCK_PAGES[subPage];
  return Page ? <Page symbol={symbol} locale={locale} /> : null;
}

/** A stock page opened without `stock_symbol`: the search, leading back to this page. */
function ChooseStock({ subPage, locale }: { subPage: StockPageId; locale: Locale }) {
  const { t } = useTranslation('analysis');
  const { companySearch } = useStores();
  const navigate = useNavigate();
  const handleSymbol = useCallback(
    (symbol: string) => {
      void navigate(
        buildPath('analysisCenter', locale, { subPage, query: { stock_symbol: symbol } }),
      );
    },
    [navigate, locale, subPage],
  );
  return (
    <Container size="md" py="xl">
      <PageHead title={t(`center.subPages.${subPage}.title`)} />
      <Stack gap="lg">
        <Title order={1}>{t(`center.subPages.${subPage}.title`)}</Title>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb={4}>
            {t('stock.choose.title')}
          </Title>
          <Text size="sm" mb="sm">
            {t('stock.choose.body')}
          </Text>
          <CompanySearch
            store={companySearch}
            locale={locale}
            initialValue={null}
            onSymbol={handleSymbol}
          />
        </Card>
        <DemoDataNote />
      </Stack>
    </Container>
  );
}
