import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { EMPTY_VALUE, formatNumber } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardStore } from '@brokerage/shared/realtime/BoardStore.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { PeerFigures } from '@brokerage/shared/validation/companyPeersApi.ts';
import { LiveStatus } from '../../../../lib/components/LiveStatus/LiveStatus';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';
import { SortableTh } from '../../../../lib/components/SortableTh/SortableTh';
import { usePageTexts } from '../../../../lib/hooks/usePageTexts';
import {
  changeTone,
  formatChange,
  formatChangePercent,
  formatPrice,
  priceTone,
} from '../../../../lib/market/boardFormat';
import en from '../../../../locales/en/peers.json';
import vi from '../../../../locales/vi/peers.json';
import { livePeers, type PeerRow, type PeerSort, sortPeers } from '../../model/peers';
import { createPeersStore } from '../../stores/PeersStore';
import classes from './PeerComparison.module.css';

interface PeerComparisonProps {
  board: BoardStore;
  symbol: string;
  locale: Locale;
}

/** A figure column: what a company's row and the median row show in it. */
interface FigureColumn {
  id: Exclude<PeerSort, 'symbol'>;
  row: (row: PeerRow) => ReactNode;
  /** Null: the figure has no median (prices of different stocks do not compare). */
  median: ((median: PeerFigures) => ReactNode) | null;
}

/** Whole billions of VND: the column's figures line up (the screener does the same). */
const billions = (value: number | null, locale: Locale) =>
  formatNumber(value === null ? null : value / 1e9, locale, { decimals: 0 });
const twoDecimals = (value: number | null, locale: Locale) =>
  formatNumber(value, locale, { decimals: 2 });

function figureColumns(locale: Locale): FigureColumn[] {
  const plain = (id: Exclude<FigureColumn['id'], 'price' | 'change'>, decimals = 2) => ({
    id,
    row: (row: PeerRow) =>
      id === 'marketCapital'
        ? billions(row.marketCapital, locale)
        : formatNumber(row[id], locale, { decimals }),
    median: (median: PeerFigures) =>
      id === 'marketCapital'
        ? billions(median.marketCapital, locale)
        : twoDecimals(median[id], locale),
  });
  return [
    {
      id: 'price',
      row: (row) => (
        <PriceText tone={row.band ? priceTone(row.price, row.band) : changeTone(row.priceChange)}>
          {formatPrice(row.price, locale)}
        </PriceText>
      ),
      median: null,
    },
    {
      id: 'change',
      row: (row) => (
        <PriceText tone={changeTone(row.priceChange)}>
          {row.priceChange === null
            ? EMPTY_VALUE
            : formatChange(row.priceChange, row.priceChangePercent, locale)}
        </PriceText>
      ),
      median: (median) => (
        <PriceText tone={changeTone(median.priceChangePercent)}>
          {formatChangePercent(median.priceChangePercent, locale)}
        </PriceText>
      ),
    },
    plain('marketCapital'),
    plain('pE'),
    plain('pB'),
    plain('roe'),
    plain('revenueGrowth'),
    plain('profitGrowth'),
    plain('score', 0),
  ];
}

/**
 * "So sánh với doanh nghiệp cùng ngành" on the stock information page (issue 27 item 4): the
 * company beside the largest companies of its ICB sector and the sector median, sortable by
 * any column; each peer links to its own stock information page. Price and change follow the
 * board for every row it has traded (the section follows each peer on the hub while it is
 * shown); the other figures are the API's at its session.
 */
export const PeerComparison = observer(function PeerComparison({
  board,
  symbol,
  locale,
}: PeerComparisonProps) {
  usePageTexts('peers', { vi, en });
  const { t } = useTranslation('analysis');
  const store = useStores().pageStores.get(createPeersStore);
  useLoad((lang) => store.load(symbol, lang), [store, symbol], store);
  const { peers: state } = store;
  const data = store.current;
  const shown = data && !state.isEmpty ? data.companies : [];
  const symbols = shown.map((company) => company.stockSymbol).join();
  // Each company's board row for as long as the table shows it.
  useEffect(() => {
    if (!symbols) return undefined;
    const releases = symbols.split(',').map((peer) => board.follow(peer));
    return () => releases.forEach((release) => release());
  }, [board, symbols]);

  const heading = t('peers.heading');
  let body: ReactNode;
  if (!data || state.isLoading) {
    body =
      state.failure && !state.isLoading ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{t('peers.failed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void state.retry()}>
              {t('peers.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group gap="xs" role="status" aria-busy="true" py="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('peers.loading')}</Text>
        </Group>
      );
  } else if (state.isEmpty) {
    body = <Text size="sm">{t('peers.empty', { symbol, sector: data.sector })}</Text>;
  } else {
    body = <PeerTable store={store} board={board} locale={locale} />;
  }

  return (
    <Panel
      id="peer-comparison"
      title={heading}
      aside={data && !state.isEmpty && <LiveStatus board={board} locale={locale} compact />}
    >
      {body}
    </Panel>
  );
});

interface PeerTableProps {
  store: ReturnType<typeof createPeersStore>;
  board: BoardStore;
  locale: Locale;
}

/** The table itself: a row per company (the page's own marked), the median row last. */
const PeerTable = observer(function PeerTable({ store, board, locale }: PeerTableProps) {
  const { t } = useTranslation('analysis');
  const data = store.current!;
  const rows = sortPeers(
    livePeers(data.companies, (peer) => board.row(peer)),
    store.sort,
  );
  const self = data.companies.find((company) => company.stockSymbol === data.stockSymbol);
  const columns = figureColumns(locale);
  const caption = t('peers.caption', { symbol: data.stockSymbol, sector: data.sector });

  const header = (id: PeerSort, numeric: boolean) => (
    <SortableTh
      key={id}
      active={store.sort?.column === id}
      direction={store.sort?.direction}
      numeric={numeric}
      className={id === 'symbol' ? classes.sticky : undefined}
      onSort={() => store.sortBy(id)}
    >
      {t(`peers.columns.${id}`)}
    </SortableTh>
  );

  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('peers.shown', {
          sector: data.sector,
          total: formatNumber(data.sectorSize, locale),
          symbol: data.stockSymbol,
          count: data.companies.length - 1,
        })}
      </Text>
      <ScrollTable label={caption} minWidth={1040}>
        <Table className={classes.table} verticalSpacing="xs" data-testid="peer-table">
          <Table.Caption className={classes.caption}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {header('symbol', false)}
              {columns.map((column) => header(column.id, true))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const own = row.stockSymbol === data.stockSymbol;
              return (
                <Table.Tr
                  key={row.stockSymbol}
                  data-self={own || undefined}
                  data-live={row.live || undefined}
                  data-symbol={row.stockSymbol}
                >
                  <Table.Th scope="row" className={classes.sticky}>
                    {own ? (
                      <span className={classes.symbol}>{row.stockSymbol}</span>
                    ) : (
                      <Link
                        route="analysisCenter"
                        options={{
                          subPage: 'stockInformation',
                          query: { stock_symbol: row.stockSymbol },
                        }}
                        className={`${classes.symbol} ${classes.link}`}
                      >
                        {row.stockSymbol}
                      </Link>
                    )}
                    {/* Spaces, so that the row header reads "VCB This stock Vietcombank". */}
                    {own && (
                      <>
                        {' '}
                        <span className={classes.selfTag}>{t('peers.self')}</span>
                      </>
                    )}{' '}
                    <span className={classes.name}>{row.name}</span>
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.id} ta="right" data-column={column.id}>
                      {column.row(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-median="true">
              <Table.Th scope="row" className={classes.sticky}>
                {t('peers.median')}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.id} ta="right" data-column={column.id}>
                  {column.median ? column.median(data.median) : EMPTY_VALUE}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
      <Text size="xs" className={classes.note}>
        {t('peers.medianNote', {
          total: formatNumber(data.sectorSize, locale),
          symbol: data.stockSymbol,
        })}
      </Text>
      <Text size="xs" className={classes.note}>
        {t('peers.growthNote')}
      </Text>
      {self?.sessionDate && (
        <Text size="xs" className={classes.note}>
          {t('peers.sessionNote', { date: formatDate(self.sessionDate) })}
        </Text>
      )}
    </Stack>
  );
});
