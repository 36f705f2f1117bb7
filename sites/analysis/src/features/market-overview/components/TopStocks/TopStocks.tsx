import { Anchor, Table, Tabs, Text } from '@mantine/core';
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
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';

interface TopStocksProps {
  lists: Record<TopListId, BoardRow[]>;
  /** The board has sent its rows (else the lists wait for it). */
  ready: boolean;
  locale: Locale;
}

/** Top gainers, losers, most active and foreign net buying and selling, from the live board. */
export const TopStocks = observer(function TopStocks({ lists, ready, locale }: TopStocksProps) {
  const { t } = useTranslation('analysis');
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
              <ScrollTable minWidth={320} label={t(`market.top.${id}`)}>
                <Table fz="sm" highlightOnHover data-testid={`top-${id}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('market.top.symbol')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('market.top.price')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('market.top.change')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {foreign ? t('market.top.foreignNet') : t('market.top.volume')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => {
                      const tone = priceTone(row.price, row);
                      return (
                        <Table.Tr key={row.symbol}>
                          <Table.Th scope="row">
                            <Anchor
                              component={Link}
                              route="analysisCenter"
                              options={{
                                subPage: 'stockInformation',
                                query: { stock_symbol: row.symbol },
                              }}
                              fw={700}
                            >
                              {row.symbol}
                            </Anchor>
                          </Table.Th>
                          <Table.Td ta="right">
                            <PriceText tone={tone}>{formatPrice(row.price, locale)}</PriceText>
                          </Table.Td>
                          <Table.Td ta="right">
                            <PriceText tone={tone}>
                              {formatChangePercent(row.changePercent, locale)}
                            </PriceText>
                          </Table.Td>
                          <Table.Td ta="right">
                            {foreign
                              ? formatShares(foreignNet(row), locale)
                              : formatShares(row.totalVolume, locale)}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
});
