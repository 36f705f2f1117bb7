import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { PriceText } from '../../../../lib/components/PriceText/PriceText';
import { formatBillions, formatShares, type PriceTone } from '../../../../lib/market/boardFormat';
import type { MarketShare } from '../../../../lib/api/marketApi';
import type { LiveIndex } from '../../stores/MarketOverviewStore';
import classes from './MarketBreadth.module.css';
import { DataTable, type Column } from '../../../../lib/components/DataTable/DataTable';
import { ToneBar } from '../../../../lib/components/ToneBar/ToneBar';

/** The constituent counts, each in its board colour. */
type Count = 'advances' | 'declines' | 'unchanged' | 'ceilings' | 'floors';

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
  const count = (id: Count, tone: PriceTone): Column<LiveIndex> => ({
    id,
    header: t(`market.breadth.${id}`),
    cell: (index) => <PriceText tone={tone}>{formatNumber(index[id], locale)}</PriceText>,
  });
  const columns: Array<Column<LiveIndex>> = [
    {
      id: 'index',
      header: t('market.breadth.index'),
      rowHeader: true,
      cell: (index) => (
        <>
          {index.symbol}
          <ToneBar
            className={classes.bar}
            total={index.advances + index.declines + index.unchanged || 1}
            parts={[
              { tone: 'up', value: index.advances },
              { tone: 'reference', value: index.unchanged },
              { tone: 'down', value: index.declines },
            ]}
            label={t('market.breadth.bar', {
              index: index.symbol,
              advances: index.advances,
              declines: index.declines,
              unchanged: index.unchanged,
            })}
          />
        </>
      ),
    },
    count('advances', 'up'),
    count('declines', 'down'),
    count('unchanged', 'reference'),
    count('ceilings', 'ceiling'),
    count('floors', 'floor'),
    {
      id: 'volume',
      header: t('market.breadth.volume'),
      cell: (index) => formatShares(index.totalVolume, locale),
    },
    {
      id: 'value',
      header: t('market.breadth.value'),
      cell: (index) => formatBillions(index.totalValue, locale),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('market.breadth.heading')}
      </Title>
      <DataTable
        label={t('market.breadth.heading')}
        minWidth={560}
        columns={columns}
        rows={indices}
        rowKey={(index) => index.symbol}
        striped
        highlightOnHover
        withTableBorder
      />
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
