import { useEffect, useMemo } from 'react';
import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { DemoDataNote } from '../../../../lib/components/DemoDataNote/DemoDataNote';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { CenterSubPageProps } from '../../../../lib/stockSubPage';
import en from '../../../../locales/en/priceBoard.json';
import vi from '../../../../locales/vi/priceBoard.json';
import { parseTab, tabId, type BoardTab } from '@brokerage/shared/market/boardTabs.ts';
import { createPriceBoardStore, type PriceBoardStore } from '../../stores/PriceBoardStore';
import {
  createCustomerWatchlistsStore,
  type CustomerWatchlistsStore,
} from '../../stores/CustomerWatchlistsStore';
import {
  createVisitorWatchlistStore,
  type VisitorWatchlistStore,
} from '../../stores/VisitorWatchlistStore';
import { BoardIndices } from '../BoardIndices/BoardIndices';
import { BoardTable } from '../BoardTable/BoardTable';
import { BoardTabs } from '../BoardTabs/BoardTabs';
import { PutThroughTable } from '../PutThroughTable/PutThroughTable';
import { WatchlistSection } from '../AccountWatchlists/WatchlistSection';
import {
  SectorHeatmap,
  SectorHeatmapLoading,
} from '../../../../lib/components/SectorHeatmap/SectorHeatmap';

/**
 * The whole board while the page is visible: a hidden browser tab lets go of it (nothing is
 * drawn, and the connection closes when nothing else holds it), and on return it asks again:
 * `GetAllStocks` brings the board as it is now, then the pushes go on.
 */
function useBoardWhileVisible(board: BoardStore): void {
  useEffect(() => {
    let release: (() => void) | null = null;
    const update = () => {
      if (document.visibilityState === 'hidden') {
        release?.();
        release = null;
      } else {
        release ??= board.watchBoard();
      }
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      release?.();
    };
  }, [board]);
}

/**
 * The visitor's list, read from the browser after the first render (the server's markup has
 * none), and again when another tab of the browser changes it.
 */
function useVisitorWatchlist(watchlist: VisitorWatchlistStore): void {
  useEffect(() => watchlist.watch(), [watchlist]);
}

/** A logged-in customer's lists, loaded at login and dropped at log-out. */
function useAccountWatchlists(account: CustomerWatchlistsStore, loggedIn: boolean): void {
  useEffect(() => {
    if (loggedIn) void account.load();
    else account.clear();
  }, [account, loggedIn]);
}

/** The tab's name in the caption and the title. */
function useTabName(
  tab: BoardTab | null,
  store: PriceBoardStore,
  account: CustomerWatchlistsStore,
): string {
  const { t } = useTranslation('analysis');
  if (!tab) return '';
  switch (tab.kind) {
    case 'exchange':
      return t(
        `priceBoard.tabs.${tab.exchange === 'UPCOM' ? 'upcom' : tab.exchange === 'HNX' ? 'hnx' : 'hose'}`,
      );
    case 'basket':
      return tab.index;
    case 'warrants':
      return t('priceBoard.tabs.cw');
    case 'putThrough':
      return t('priceBoard.tabs.putThrough');
    case 'heatmap':
      return t('priceBoard.tabs.heatmap');
    case 'sector': {
      const name = store.sectors.find((sector) => sector.icbCode === tab.icbCode)?.name;
      return name ? t('priceBoard.tabs.sectorName', { name }) : tab.icbCode;
    }
    case 'watchlist':
      return tab.listId === null
        ? t('priceBoard.tabs.watchlist')
        : (account.list(tab.listId)?.name ?? '');
  }
}

/**
 * bang-gia / price-board (issue 27): every exchange's board, live, by tab (the `tab` query):
 * the indices over it, the rows in view drawn and updated once per frame, sorted by any column;
 * the put-through deals; a sector's companies. A tab that names nothing is a 404 page.
 */
export const PriceBoardPage = observer(function PriceBoardPage({ locale }: CenterSubPageProps) {
  usePageTexts('priceBoard', { vi, en });
  const { t } = useTranslation('analysis');
  useLayout('main');
  const { pageStores, board, marketOverview, customer, customerAuth } = useStores();
  const store = pageStores.get(createPriceBoardStore);
  const watchlist = pageStores.get(createVisitorWatchlistStore);
  const account = pageStores.get(createCustomerWatchlistsStore);
  const [search, setSearch] = useSearchParams();
  const tabValue = search.get('tab');
  const tab = useMemo(() => parseTab(tabValue), [tabValue]);
  useLoad((lang) => store.load(lang), [store], store);
  useLoad((lang) => marketOverview.load(lang), [marketOverview], marketOverview);
  useBoardWhileVisible(board);
  useVisitorWatchlist(watchlist);
  useAccountWatchlists(account, customer.isLoggedIn);
  const view = useMemo(() => {
    if (!tab) return null;
    const listSymbols = () => {
      if (tab.kind !== 'watchlist') return null;
      if (tab.listId === null) return watchlist.restored ? watchlist.symbols : null;
      return account.list(tab.listId)?.symbols ?? null;
    };
    return store.view(board, tab, listSymbols);
  }, [store, board, tab, watchlist, account]);
  const tabName = useTabName(tab, store, account);

  const companies = store.companies.value;
  const unknownSector =
    tab?.kind === 'sector' &&
    companies !== null &&
    !companies.some((company) => company.icbCode === tab.icbCode);
  // Someone else's list, or one deleted: as a list that never was (the API answers 404 alike).
  const unknownList =
    tab?.kind === 'watchlist' &&
    tab.listId !== null &&
    customer.isLoggedIn &&
    account.lists !== null &&
    account.list(tab.listId) === undefined;
  // The heatmap's sector (`&sector=8300`): one with no listed company is a 404 as well.
  const heatSector = tab?.kind === 'heatmap' ? search.get('sector') : null;
  const unknownHeatSector =
    heatSector !== null &&
    (!/^\d{4}$/.test(heatSector) ||
      (companies !== null && !companies.some((company) => company.icbCode === heatSector)));
  if (!tab || unknownSector || unknownList || unknownHeatSector) return <ErrorPage status={404} />;
  const openHeatSector = (icbCode: string | null) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (icbCode) next.set('sector', icbCode);
      else next.delete('sector');
      return next;
    });
  const isKnown = (symbol: string) => board.row(symbol) !== undefined || store.bySymbol.has(symbol);

  const symbols = view?.get() ?? null;
  // An account's list logged out, or unread: the section over it says so, and no table waits.
  const accountListUnreadable =
    tab.kind === 'watchlist' && tab.listId !== null && (!customer.isLoggedIn || account.failed);
  const stale = board.hasSnapshot && board.status !== 'live' && board.status !== 'connecting';
  const title =
    tab.kind === 'heatmap'
      ? t('priceBoard.heatmapHeading')
      : t('priceBoard.heading', { tab: tabName });
  return (
    <Container size="100%" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <PageHead title={title} description={t('priceBoard.intro')} />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2}>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" size="sm" maw={860}>
              {t('priceBoard.intro')}
            </Text>
          </Stack>
          <LiveStatus board={board} locale={locale} />
        </Group>
        <BoardIndices source={marketOverview} board={board} locale={locale} />
        <BoardTabs
          current={tabId(tab)}
          tab={tab}
          sectors={store.sectors}
          lists={customer.isLoggedIn ? (account.lists ?? []) : []}
          locale={locale}
        />
        {stale && (
          <Alert color="gray" role="status" data-testid="board-stale">
            {t('priceBoard.table.stale')}
          </Alert>
        )}
        {tab.kind === 'watchlist' && (
          <WatchlistSection
            listId={tab.listId}
            visitor={watchlist}
            account={account}
            loggedIn={customer.isLoggedIn}
            onLogin={() => customerAuth.openLogin()}
            isKnown={isKnown}
            canCheck={board.hasSnapshot || companies !== null}
            locale={locale}
          />
        )}
        {tab.kind === 'putThrough' ? (
          <PutThroughTable board={board} locale={locale} stale={stale} />
        ) : tab.kind === 'heatmap' ? (
          companies === null || !board.hasSnapshot ? (
            <SectorHeatmapLoading />
          ) : (
            <SectorHeatmap
              companies={companies}
              board={board}
              locale={locale}
              sector={heatSector}
              onSector={openHeatSector}
            />
          )
        ) : accountListUnreadable ? null : symbols === null || !board.hasSnapshot ? (
          <Group gap="xs" role="status" py="xl" justify="center">
            <Loader size="sm" />
            <Text>{t('priceBoard.table.loading')}</Text>
          </Group>
        ) : symbols.length === 0 ? (
          // An empty watchlist says so in its editor.
          tab.kind !== 'watchlist' && (
            <Text c="dimmed" py="md">
              {t('priceBoard.table.empty')}
            </Text>
          )
        ) : (
          <BoardTable
            symbols={symbols}
            board={board}
            companies={store.bySymbol}
            locale={locale}
            sort={store.sort}
            onSort={store.sortBy}
            caption={t('priceBoard.table.caption', { tab: tabName, count: symbols.length })}
            stale={stale}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('priceBoard.table.units')}
        </Text>
        <DemoDataNote />
      </Stack>
    </Container>
  );
});
