import { Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { formatBillions, formatShares } from '../../../../lib/market/boardFormat';
import type { MarketShare } from '../../../../lib/api/marketApi';
import type { LiveIndex } from '../../stores/MarketOverviewStore';
import classes from './MarketBreadth.module.css';
import { ScrollTable } from '../../../../lib/components/ScrollTable/ScrollTable';

interface MarketBreadthProps {
  indices: readonly LiveIndex[];
  share: MarketShare | null;
  locale: Locale;
}

/** Advances, declines, unchanged, ceiling and floor counts per index, and each one's liquidity. */
export const MarketBreadth = observer(function MarketBreadth({
  indices,
  share,
  locale,
}: MarketBreadthProps) {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('market.breadth.heading')}
      </Title>
      <ScrollTable minWidth={560} label={t('market.breadth.heading')}>
        <Table striped highlightOnHover withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('market.breadth.index')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.advances')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.declines')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.unchanged')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.ceilings')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.floors')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.volume')}</Table.Th>
              <Table.Th scope="col">{t('market.breadth.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {indices.map((index) => {
              const total = index.advances + index.declines + index.unchanged || 1;
              return (
                <Table.Tr key={index.symbol}>
                  <Table.Th scope="row">
                    {index.symbol}
                    <div
                      className={classes.bar}
                      role="img"
                      aria-label={t('market.breadth.bar', {
                        index: index.symbol,
                        advances: index.advances,
                        declines: index.declines,
                        unchanged: index.unchanged,
                      })}
                    >
                      <span
                        data-part="up"
                        style={{ width: `${(index.advances / total) * 100}%` }}
                      />
                      <span
                        data-part="same"
                        style={{ width: `${(index.unchanged / total) * 100}%` }}
                      />
                      <span
                        data-part="down"
                        style={{ width: `${(index.declines / total) * 100}%` }}
                      />
                    </div>
                  </Table.Th>
                  <Table.Td>
                    <PriceText tone="up">{formatNumber(index.advances, locale)}</PriceText>
                  </Table.Td>
                  <Table.Td>
                    <PriceText tone="down">{formatNumber(index.declines, locale)}</PriceText>
                  </Table.Td>
                  <Table.Td>
                    <PriceText tone="reference">{formatNumber(index.unchanged, locale)}</PriceText>
                  </Table.Td>
                  <Table.Td>
                    <PriceText tone="ceiling">{formatNumber(index.ceilings, locale)}</PriceText>
                  </Table.Td>
                  <Table.Td>
                    <PriceText tone="floor">{formatNumber(index.floors, locale)}</PriceText>
                  </Table.Td>
                  <Table.Td>{formatShares(index.totalVolume, locale)}</Table.Td>
                  <Table.Td>{formatBillions(index.totalValue, locale)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {share && (
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('market.share.heading')} ·{' '}
            {t('market.share.session', { date: formatDate(share.sessionDate) })}
          </Text>
          {share.byExchange.map((slice) => (
            <div key={slice.exchange} className={classes.shareRow}>
              <Text size="sm" className={classes.shareLabel}>
                {slice.exchange}
              </Text>
              <div className={classes.shareTrack} aria-hidden>
                <span style={{ width: `${Math.min(100, slice.share)}%` }} />
              </div>
              <Text size="sm" className={classes.shareValue}>
                {formatPercent(slice.share, locale)} · {formatBillions(slice.value, locale)}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
});
