import { SimpleGrid, Text } from '@mantine/core';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { formatNumber, formatPercent } from '@brokerage/shared/format/number.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { CompanyIndicators } from '../../../../lib/api/marketApi';
import { Panel } from '../../../../lib/components/Panel/Panel';
import { formatBillions, formatPrice, formatShares } from '../../../../lib/market/boardFormat';
import classes from './KeyFigures.module.css';

interface KeyFiguresProps {
  indicators: CompanyIndicators;
  locale: Locale;
}

/** Spec §3 "Stock information": valuation, size, range, liquidity and foreign room. */
export function KeyFigures({ indicators: f, locale }: KeyFiguresProps) {
  const { t } = useTranslation('analysis');
  const items: Array<[string, string]> = [
    [t('stock.figures.pe'), formatNumber(f.pE, locale)],
    [t('stock.figures.eps'), formatNumber(f.eps, locale, { decimals: 0 })],
    [t('stock.figures.pb'), formatNumber(f.pB, locale)],
    [t('stock.figures.beta'), formatNumber(f.beta, locale)],
    [t('stock.figures.marketCap'), formatBillions(f.marketCapital, locale)],
    [t('stock.figures.marketCapRank'), t('stock.figures.rank', { rank: f.marketCapitalRank })],
    [
      t('stock.figures.range52w'),
      `${formatPrice(f.priceHighest52w, locale)} / ${formatPrice(f.priceLowest52w, locale)}`,
    ],
    [t('stock.figures.avgVolume'), formatShares(f.volumeAvg20Days, locale)],
    [t('stock.figures.foreignRoom'), formatShares(f.foreignRoom, locale)],
    [t('stock.figures.foreignLimit'), formatPercent(f.foreignOwnershipLimit, locale)],
    [t('stock.figures.shares'), formatShares(f.sharesOutstanding, locale)],
  ];
  return (
    <Panel id="key-figures" title={t('stock.figures.heading')}>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="sm"
        m={0}
        data-testid="key-figures"
      >
        {items.map(([label, value]) => (
          <div key={label} className={classes.item}>
            <dt className={classes.label}>{label}</dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" className={classes.label}>
        {t('stock.figures.sessionNote', { date: formatDate(f.sessionDate) })}
      </Text>
    </Panel>
  );
}
