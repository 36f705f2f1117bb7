import { Anchor, Tabs, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BoardRow } from '@brokerage/shared/market/board.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import {
  formatChangePercent,
  formatPrice,
  formatShares,
  priceTone,
} from '../../../../lib/market/boardFormat';
import { foreignNet, TOP_LISTS, type TopListId } from '../../stores/MarketOverviewStore';
import {
  DataTable,
  figureColumn,
  type Column,
} from '../../../../lib/components/DataTable/DataTable';

interface TopStocksProps {
  lists: Record<TopListId, BoardRow[]>;
  /** The board has sent its rows (else the lists wait for it). */
  ready: boolean;
  locale: Locale;
}

/** Top gainers, losers, most active and foreign net buying and selling, from the live board. */
export const TopStocks = observer(function TopStocks({ lists, ready, locale }: TopStocksProps) {
  const { t } = useTranslation('analysis');
  const price = (row: BoardRow, text: string) => (
    <PriceText tone={priceTone(row.price, row)}>{text}</PriceText>
  );
  /**
   * The foreign lists rank by foreign net buying, the others show the volume. Every column is a
   * key column: a phone shows all four at its width.
   */
  const columns = (foreign: boolean): Array<Column<BoardRow>> => [
    {
      id: 'symbol',
      header: t('market.top.symbol'),
      rowHeader: true,
      key: true,
      cell: (row) => (
        <Anchor
          component={Link}
          route="analysisCenter"
          options={{ subPage: 'stockInformation', query: { stock_symbol: row.symbol } }}
          fw={700}
        >
          {row.symbol}
        </Anchor>
      ),
    },
    figureColumn(
      'price',
      t('market.top.price'),
      (row) => price(row, formatPrice(row.price, locale)),
      { key: true },
    ),
    figureColumn(
      'change',
      t('market.top.change'),
      (row) => price(row, formatChangePercent(row.changePercent, locale)),
      { key: true },
    ),
    figureColumn(
      foreign ? 'foreignNet' : 'volume',
      foreign ? t('market.top.foreignNet') : t('market.top.volume'),
      (row) => formatShares(foreign ? foreignNet(row) : row.totalVolume, locale),
      { key: true },
    ),
  ];
  return (
    <Tabs defaultValue="gainers" keepMounted={false}>
      <Tabs.List aria-label={t('market.top.heading')}>
        {TOP_LISTS.map((id) => (
          <Tabs.Tab key={id} value={id}>
            {t(`market.top.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TOP_LISTS.map((id) => {
        const rows = lists[id];
        const foreign = id === 'foreignBuy' || id === 'foreignSell';
        return (
          <Tabs.Panel key={id} value={id} pt="xs">
            {rows.length === 0 ? (
              <Text size="sm" py="sm">
                {ready ? t('market.top.empty') : t('market.top.waiting')}
              </Text>
            ) : (
              <DataTable
                label={t(`market.top.${id}`)}
                minWidth={320}
                columns={columns(foreign)}
                rows={rows}
                rowKey={(row) => row.symbol}
                highlightOnHover
                testId={`top-${id}`}
              />
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
});
