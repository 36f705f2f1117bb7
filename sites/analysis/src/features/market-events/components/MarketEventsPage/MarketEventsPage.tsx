import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { MARKET_EVENTS_LIMITS } from '@brokerage/shared/validation/marketEvents.ts';
import { DemoDataNote } from '../../../../lib/components/DemoDataNote/DemoDataNote';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import type { CenterSubPageProps } from '../../../../lib/stockSubPage';
import en from '../../../../locales/en/marketEvents.json';
import vi from '../../../../locales/vi/marketEvents.json';
import { useVisitorWatchlist } from '../../hooks/useVisitorWatchlist';
import {
  filterFromKey,
  filterKey,
  filterOf,
  groupByDay,
  rangeOfView,
  searchOf,
  viewFromSearch,
  viewKey,
  watchlistState,
  type EventsView,
} from '../../model/eventsView';
import { createMarketEventsStore, type MarketEventsStore } from '../../stores/MarketEventsStore';
import { EventAgenda } from '../EventAgenda/EventAgenda';
import { EventFilters } from '../EventFilters/EventFilters';
import { WatchlistNotice } from '../WatchlistNotice/WatchlistNotice';

/** A logged-in customer's lists, loaded at login and dropped at log-out. */
function useAccountLists(store: MarketEventsStore, loggedIn: boolean): void {
  useEffect(() => {
    if (loggedIn) void store.loadLists();
    else store.clearLists();
  }, [store, loggedIn]);
}

/**
 * lich-su-kien / market-events (issue 27 item 5): the market's rights, shareholder meetings and
 * results deadlines of a date range, by day. The filters live in the URL (a shared link opens the
 * same view; what the API would refuse in it is dropped and the URL rewritten); the watchlist
 * filter reads the visitor's list in this browser or a customer's list from the account; the
 * export downloads the API's .ics file of the same filter.
 */
export const MarketEventsPage = observer(function MarketEventsPage({ locale }: CenterSubPageProps) {
  usePageTexts('marketEvents', { vi, en });
  const { t } = useTranslation('analysis');
  useLayout('main');
  const { pageStores, customer, customerAuth } = useStores();
  const store = pageStores.get(createMarketEventsStore);
  const [search, setSearch] = useSearchParams();
  // The market's calendar day (Asia/Ho_Chi_Minh), as the API reads its own default.
  const today = formatDate(new Date(), 'yyyy-mm-dd');
  const view = useMemo(() => viewFromSearch(search, today), [search, today]);
  const { from, to } = rangeOfView(view, today);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const summaryId = useId();
  const exportReasonId = useId();

  const visitor = useVisitorWatchlist();
  useAccountLists(store, customer.isLoggedIn);
  const watch = watchlistState(view.watchlist, {
    visitor,
    loggedIn: customer.isLoggedIn,
    lists: store.lists,
    listsFailed: store.listsFailed,
  });
  // Every company, the list's symbols, or nothing to ask for yet (or at all).
  const symbols = watch.status === 'ready' ? watch.symbols : watch.status === 'market' ? [] : null;
  const key = symbols === null ? null : filterKey(filterOf(view, today, symbols));
  // The key is the filter's own query: read back, it is the same filter.
  useLoad(
    (lang) => (key === null ? undefined : store.load(filterFromKey(key), lang)),
    [store, key],
    store,
  );

  // The URL says what is shown: once read (what the API would refuse left out), it is rewritten
  // to that, in place.
  const canonical = viewKey(view);
  useEffect(() => {
    if (search.toString() !== canonical)
      setSearch(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
  }, [search, canonical, setSearch]);

  const apply = useCallback(
    (next: EventsView) => setSearch(searchOf(next), { preventScrollReset: true }),
    [setSearch],
  );

  const loaded = key !== null && store.answers(key, locale) ? store.events.value : null;
  const days = useMemo(() => groupByDay(loaded?.items ?? []), [loaded]);
  const tooMany = loaded !== null && loaded.total > MARKET_EVENTS_LIMITS.calendar;
  const exportReason =
    loaded === null
      ? null
      : loaded.items.length === 0
        ? t('marketEvents.export.none')
        : tooMany
          ? t('marketEvents.export.tooMany', { max: MARKET_EVENTS_LIMITS.calendar })
          : null;

  const handleExport = () => {
    if (key !== null) void store.exportFile(filterFromKey(key), locale);
  };

  let body: ReactNode;
  if (key === null) {
    body = null;
  } else if (store.events.failure && !loaded) {
    body = (
      <Alert color="red" role="alert" title={t('marketEvents.list.failed')}>
        <Button size="xs" variant="light" mt="xs" onClick={() => void store.retry()}>
          {t('marketEvents.list.retry')}
        </Button>
      </Alert>
    );
  } else if (!loaded) {
    body = (
      <Group gap="xs" role="status" py="xl" justify="center">
        <Loader size="sm" />
        <Text>{t('marketEvents.list.loading')}</Text>
      </Group>
    );
  } else if (loaded.items.length === 0) {
    body = (
      <Stack gap={4} py="md" data-testid="events-empty">
        <Text fw={600}>{t('marketEvents.list.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('marketEvents.list.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm" component="section" aria-label={t('marketEvents.list.label')}>
        {loaded.total > loaded.items.length && (
          <Alert color="yellow">
            {t('marketEvents.list.truncated', {
              shown: loaded.items.length,
              total: loaded.total,
            })}
          </Alert>
        )}
        <EventAgenda days={days} locale={locale} />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <PageHead title={t('marketEvents.title')} description={t('marketEvents.intro')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('marketEvents.title')}</Title>
          <Text c="dimmed" maw={860}>
            {t('marketEvents.intro')}
          </Text>
        </Stack>
        <EventFilters
          view={view}
          range={range}
          lists={customer.isLoggedIn ? (store.lists ?? []) : []}
          serverErrors={store.serverErrors}
          onChange={apply}
        />
        <WatchlistNotice
          choice={view.watchlist}
          state={watch}
          onLogin={() => customerAuth.openLogin()}
          onRetry={() => void store.loadLists()}
        />
        {key !== null && (
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Text id={summaryId} role="status" size="sm" fw={500} data-testid="events-summary">
              {loaded
                ? t('marketEvents.list.summary', {
                    count: loaded.total,
                    from: formatDate(range.from),
                    to: formatDate(range.to),
                  })
                : ''}
            </Text>
            <Stack gap={4} align="flex-end">
              <Button
                leftSection={<IconCalendarDown size={18} aria-hidden="true" />}
                disabled={loaded === null || exportReason !== null}
                loading={store.exporting}
                aria-describedby={exportReason ? exportReasonId : undefined}
                onClick={handleExport}
                data-testid="events-export"
              >
                {t('marketEvents.export.button')}
              </Button>
              <Text size="xs" c="dimmed" id={exportReasonId} ta="right" maw={360}>
                {exportReason ?? t('marketEvents.export.hint')}
              </Text>
            </Stack>
          </Group>
        )}
        {store.exportRefusal && (
          <Alert color="red" role="alert">
            {'text' in store.exportRefusal
              ? store.exportRefusal.text
              : t('marketEvents.export.failed')}
          </Alert>
        )}
        {body}
        <Text size="xs" c="dimmed" maw={860}>
          {t('marketEvents.note')}
        </Text>
        <DemoDataNote />
      </Stack>
    </Container>
  );
});
