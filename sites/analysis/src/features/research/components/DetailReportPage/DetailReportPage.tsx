import { useEffect, useRef } from 'react';
import { Grid } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { StockSubPageProps } from '../../../../lib/stockSubPage';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import en from '../../../../locales/en/research.json';
import vi from '../../../../locales/vi/research.json';
import { createCompanyReportsStore, parseReportParam } from '../../stores/CompanyReportsStore';
import { CompanyReportList } from '../CompanyReportList/CompanyReportList';
import { ReportDetail } from '../ReportDetail/ReportDetail';

/**
 * bao-cao-chi-tiet / detail-report: the company's research reports and the one chosen in
 * `?report=` (the newest without it) in full. The report comes first, so a phone reads it
 * before the list; a wide screen puts the list beside it.
 */
export const DetailReportPage = observer(function DetailReportPage({
  symbol,
  locale,
}: StockSubPageProps) {
  usePageTexts('research', { vi, en });
  const { pageStores, customer } = useStores();
  const store = pageStores.get(createCompanyReportsStore);
  const [params] = useSearchParams();
  const param = parseReportParam(params.get('report'));
  const selectedId =
    param.kind === 'id'
      ? param.id
      : param.kind === 'latest'
        ? store.latestId(symbol, locale)
        : null;
  const loggedIn = customer.isLoggedIn;

  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  useLoad(
    (lang) =>
      selectedId === null ? undefined : store.selected.load(symbol, selectedId, lang, loggedIn),
    [store, symbol, selectedId, loggedIn],
    store.selected,
  );

  // A report picked from the list: its heading takes focus once it is shown.
  const heading = useRef<HTMLHeadingElement>(null);
  const picked = useRef(false);
  const view =
    selectedId === null ? null : store.selected.viewOf(symbol, selectedId, locale, loggedIn);
  useEffect(() => {
    if (!picked.current || !view) return;
    picked.current = false;
    heading.current?.focus();
  }, [view]);

  // No report to show in full (the company has none, or its list failed): the list says why.
  const detailShown = !(
    param.kind === 'latest' &&
    selectedId === null &&
    (store.showsList(symbol, locale) || store.list.failure !== null)
  );
  const list = (
    <CompanyReportList
      store={store}
      symbol={symbol}
      locale={locale}
      selectedId={selectedId}
      onPick={() => {
        picked.current = true;
      }}
    />
  );
  if (!detailShown) return list;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <ReportDetail
          store={store}
          symbol={symbol}
          locale={locale}
          param={param}
          selectedId={selectedId}
          headingRef={heading}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>{list}</Grid.Col>
    </Grid>
  );
});
